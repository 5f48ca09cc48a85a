extension NavigationState {
    /// Returns the state after `transition`, applied from the stack at `location`, with the events it caused.
    ///
    /// A cursor starts on the stack at `location` (the stack of the screen whose navigator asks) and each
    /// step acts on the cursor's stack: `present` moves the cursor into the new presentation, `dismiss` to
    /// the presenter, `selectTab` to the tab and `showDetail` to the detail stack. The transition is
    /// atomic: when a step fails, nothing changes and its error is thrown. Each step costs O(depth of the
    /// stack it touches).
    @_spi(Generated)
    public func applying(
        _ transition: NavigationState<Route>.Transition,
        from location: NavigationState<Route>.StackLocation
    ) throws(NavigationError<Route>) -> NavigationChange<Route> {
        var applier = TransitionApplier(state: self, location: location)
        for step in transition.steps {
            try applier.apply(step)
        }
        try applier.finish()
        return applier.change
    }

    /// Applies `transition` from the stack at `location` and returns the events it caused.
    ///
    /// The transition is atomic: when a step fails, the state is left unchanged and its error is thrown.
    @_spi(Generated)
    @discardableResult
    public mutating func apply(
        _ transition: NavigationState<Route>.Transition,
        from location: NavigationState<Route>.StackLocation
    ) throws(NavigationError<Route>) -> [NavigationEvent<Route>] {
        let change = try applying(transition, from: location)
        self = change.state
        return change.events
    }
}
