extension NavigationState {
    /// A sequence of navigation steps applied as one atomic change: all of them or none.
    @_spi(Generated)
    public struct Transition: Hashable, Sendable {
        /// The steps, applied in order.
        public var steps: [NavigationStep<Route>]
        /// Whether the containers animate the change.
        public var animated: Bool

        /// Creates a transition applying `steps` in order.
        public init(_ steps: [NavigationStep<Route>], animated: Bool = true) {
            self.steps = steps
            self.animated = animated
        }
    }
}
