/// The result of applying a transition: the new state and the events that led to it.
@_spi(Generated)
public struct NavigationChange<Route: NavigationRoute>: Hashable, Sendable {
    /// The state after the transition.
    public var state: NavigationState<Route>
    /// What the transition did, in order.
    public var events: [NavigationEvent<Route>]
    /// Where the transition's cursor ended: the stack that further steps would act on.
    public var location: NavigationState<Route>.StackLocation
    /// How many presentations of the previous state the change kept.
    ///
    /// Presentations below this index are the same presentations as before (their stacks may differ);
    /// previous ones at or above it were dismissed, and new ones at or above it were presented.
    public var keptPresentationCount: Int

    /// Creates a change from its parts.
    public init(
        state: NavigationState<Route>,
        events: [NavigationEvent<Route>],
        location: NavigationState<Route>.StackLocation,
        keptPresentationCount: Int
    ) {
        self.state = state
        self.events = events
        self.location = location
        self.keptPresentationCount = keptPresentationCount
    }

    /// The indices of the presentations that the change presented.
    public var presentedIndices: Range<Int> {
        keptPresentationCount..<state.presentations.count
    }
}
