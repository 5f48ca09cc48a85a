/// What a host does with the user's back button, edge swipe and sheet swipe-down, as leave guards decide.
extension NavigationController {
    /// What a host does with the user's own way out of screens: the back button, the edge swipe, a sheet's
    /// swipe-down.
    ///
    /// Leave guards decide it (``userLeave(popping:toCount:)``,
    /// ``userLeave(dismissingFrom:)``), so that the UIKit and SwiftUI hosts hold the
    /// same gestures for the same states.
    public enum UserLeave: Sendable, Hashable {
        /// Nothing holds it: the host lets the gesture run and reports it
        /// (``NavigationController/hostDidPop(_:toCount:by:)``, ``NavigationController/hostDidDismiss(fromIndex:)``).
        case allowed
        /// A screen it would remove has a leave check: the host holds the gesture and, when the user tries it,
        /// asks (``NavigationController/hostRequestsPop(_:toCount:)``,
        /// ``NavigationController/hostRequestsDismiss(fromIndex:)``), which runs the checks and applies the move when
        /// they allow it.
        case asks
        /// A leave check runs: the host holds the gesture and ignores it until the check answers, so that the
        /// user cannot leave the screen whose check is asking.
        case held
    }

    /// What a host does when the user goes back in the stack at `location` down to `count` routes (the
    /// back button pops to one below the top): ``UserLeave/held`` while a leave check runs,
    /// ``UserLeave/asks`` when a screen the pop removes has a check, otherwise ``UserLeave/allowed``
    /// (also when the stack cannot be popped so, which the host's own gesture handles).
    public func userLeave(popping location: NavigationState<Route>.StackLocation, toCount count: Int) -> UserLeave {
        guard !leaveGuards.isWaiting else { return .held }
        guard let stack = state.stack(at: location), (1..<stack.count).contains(count) else { return .allowed }
        var applier = TransitionApplier(state: state, location: location)
        guard (try? applier.popBack(to: count)) != nil else { return .allowed }
        return leaveGuards.guards(removedBy: applier.change, from: state).isEmpty ? .allowed : .asks
    }

    /// What a host does when the user swipes down the presentation at `index` (which dismisses every one
    /// above it too): ``UserLeave/held`` while a leave check runs, ``UserLeave/asks`` when a screen in
    /// those presentations has a check, otherwise ``UserLeave/allowed``.
    public func userLeave(dismissingFrom index: Int) -> UserLeave {
        guard !leaveGuards.isWaiting else { return .held }
        guard state.presentations.indices.contains(index) else { return .allowed }
        var applier = TransitionApplier(state: state, location: .presentation(index))
        applier.dismissPresentations(from: index)
        return leaveGuards.guards(removedBy: applier.change, from: state).isEmpty ? .allowed : .asks
    }
}
