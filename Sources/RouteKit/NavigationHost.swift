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

    /// Called when `controller` makes this its host (``NavigationController/host``), before the first
    /// commands: the host keeps it (weakly) to report what the user does on their own.
    ///
    /// Hosts that report nothing can leave the default, which does nothing.
    func attach(to controller: NavigationController<Route>)
}

extension NavigationHost {
    /// Does nothing: a host that reports nothing to its controller does not need it.
    public func attach(to controller: NavigationController<Route>) {}
}
