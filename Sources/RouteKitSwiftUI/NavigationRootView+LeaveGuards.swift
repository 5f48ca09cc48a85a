#if canImport(SwiftUI)
import RouteKit
import SwiftUI

/// Leave guards in SwiftUI: a screen's back button and edge swipe, and a sheet's swipe-down, are held
/// while a leave check could refuse them (``NavigationModel/userLeave(backIn:)``,
/// ``NavigationModel/userLeave(dismissingPresentation:)``).
///
/// A held back button is hidden (which also stops the edge swipe) and replaced with one of the same
/// title that asks the checks (``NavigationModel/userTappedHeldBack(at:)``). A held sheet cannot be
/// swiped down: SwiftUI reports no attempt to ask with, so the screen's own close button asks instead.
/// The modifiers take a Boolean rather than wrapping the screen in a condition, so that holding and
/// freeing them keeps the screen's identity and state.
extension View {
    /// This pushed screen, whose back button and edge swipe are held while the leave checks of the stack
    /// at `location` could refuse a pop.
    func holdingBack<Route: NavigationRoute>(
        model: NavigationModel<Route>,
        location: NavigationState<Route>.StackLocation
    ) -> some View {
        let isHeld = model.userLeave(backIn: location) != .allowed
        let routes = model.state?.stack(at: location)?.routes ?? []
        let title = routes.count > 1 ? routes[routes.count - 2].title : ""
        return navigationBarBackButtonHidden(isHeld)
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    if isHeld {
                        Button(title) { model.userTappedHeldBack(at: location) }
                    }
                }
            }
    }

    /// This presented stack, whose swipe-down is held while the leave checks could refuse a dismissal.
    func holdingSwipeDown<Route: NavigationRoute>(
        model: NavigationModel<Route>,
        presented: PresentedStack<Route>
    ) -> some View {
        interactiveDismissDisabled(model.userLeave(dismissingPresentation: presented.id) != .allowed)
    }
}
#endif
