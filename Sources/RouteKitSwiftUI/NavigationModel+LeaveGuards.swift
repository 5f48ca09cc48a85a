import RouteKit

/// Leave guards as SwiftUI reads them: which of the user's back buttons and sheet swipe-downs are held,
/// and the held back button's tap.
///
/// Views read these while building, so they update when a leave check is set, removed, starts or ends
/// (the model counts those changes) and when the state changes.
extension NavigationModel {
    /// What the view does with the back button and edge swipe of the top screen of the stack at
    /// `location` (``NavigationController/UserLeave``); ``NavigationController/UserLeave/allowed`` when nothing is
    /// shown there.
    public func userLeave(
        backIn location: NavigationState<Route>.StackLocation
    ) -> NavigationController<Route>.UserLeave {
        _ = leaveCheckRevision
        guard let controller, let count = state?.stack(at: location)?.count else { return .allowed }
        return controller.userLeave(popping: location, toCount: count - 1)
    }

    /// What the view does with the swipe-down of the presentation whose identity is `id`
    /// (``NavigationController/UserLeave``); ``NavigationController/UserLeave/allowed`` when that presentation is gone.
    public func userLeave(dismissingPresentation id: Int) -> NavigationController<Route>.UserLeave {
        _ = leaveCheckRevision
        guard let controller, let index = presentationIDs.firstIndex(of: id) else { return .allowed }
        return controller.userLeave(dismissingFrom: index)
    }

    /// Reports that the user tapped the back button that replaces a held one in the stack at `location`:
    /// the controller asks the leave checks and pops the top screen if they allow it; ignored while a check
    /// runs.
    public func userTappedHeldBack(at location: NavigationState<Route>.StackLocation) {
        guard let controller, let count = state?.stack(at: location)?.count,
            userLeave(backIn: location) != .held
        else { return }
        controller.hostRequestsPop(location, toCount: count - 1)
    }
}
