/// A user interface that shows navigation states by running render commands.
///
/// ``NavigationController`` calls the host after every change it makes; a host reports what the user does
/// on its own (back swipes, sheet swipe-downs, tab taps) back to the controller.
@MainActor
public protocol NavigationHost<Route>: AnyObject {
    /// The routes the host shows.
    associatedtype Route: NavigationRoute

    /// Runs `commands`, in order, to show `state`.
    func apply(_ commands: [RenderCommand<Route>], in state: NavigationState<Route>)
}
