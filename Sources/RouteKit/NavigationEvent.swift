/// Something a navigation change did, reported to observers in the order it happened.
///
/// These replace the push and pop blocks of a navigation controller subclass: observe a
/// ``NavigationController`` to run code when a route appears or leaves, without subclassing.
public enum NavigationEvent<Route: NavigationRoute>: Hashable, Sendable {
    /// The route appeared on a stack: by a push, a replace, a detail, or as the root of a presentation.
    case pushed(Route, in: NavigationState<Route>.StackLocation)
    /// The route left a stack; when several leave together, the top one is reported first.
    case popped(Route, from: NavigationState<Route>.StackLocation, reason: PopReason)
    /// A presentation whose root is the route was presented from the stack at the location (its presenter),
    /// over every other presentation; the route's own ``pushed(_:in:)`` follows.
    case presented(Route, style: Presentation<Route>.Style, from: NavigationState<Route>.StackLocation)
    /// A presentation whose root is the route was dismissed, after the pops of its routes.
    case dismissed(Route)
    /// The tab was selected.
    case tabSelected(Route.Tab)
    /// A move would have shown a screen whose gate is closed: it waits as the pending move (the state it
    /// would have made), and the gate's flow is shown instead, by the events that follow.
    case gateRequired(Route.Gate, pending: NavigationState<Route>)
    /// The gate opened and its flow went: the pending move is applied by the events that follow.
    case gatePassed(Route.Gate)
    /// The gate's flow was dismissed while the gate was closed: the pending move is dropped.
    case gateCancelled(Route.Gate)
    /// After a change whose visible screen differs: the screen now visible, by its stable analytics
    /// name (its spec `analyticsName:`, else its name), reported last among the change's events.
    case screenShown(Route.Screen, name: String)
}
