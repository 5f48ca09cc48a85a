@_spi(Generated) import RouteKit

extension TerminalHost {
    /// Whether a move waits for a gate while the gate's flow is shown.
    public var hasPendingMove: Bool { controller?.pendingMove != nil }

    /// Asks the gatekeeper again about the gate whose flow is in front, as the flow's own "continue"
    /// would: when the gate is open, the flow goes and the move that waited for it is applied.
    ///
    /// Returns `false` when no move waits, or when the gate is still closed (the controller's failure
    /// handler hears which).
    @discardableResult
    public func passGate() -> Bool {
        guard let controller, controller.pendingMove != nil else { return false }
        do {
            try controller.passGate(from: controller.state.visibleLocation)
        } catch {
            controller.failureHandler?(error)
            return false
        }
        return true
    }
}
