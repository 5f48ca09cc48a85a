extension NavigatorContext {
    /// Asks the gatekeeper again about the gate whose flow the screen is in, and when it is open, removes
    /// the flow and applies the move that waited for it.
    ///
    /// With the gate still closed, or no move waiting on this stack, nothing changes and the failure is
    /// reported to the controller's ``NavigationController/failureHandler``.
    @_spi(Generated)
    public func passGate() {
        run { controller throws(NavigationError<Route>) in try controller.passGate(from: location) }
    }
}
