@_spi(Generated) import RouteKit

/// The gatekeeper of `routegen preview`, which plays the app: every gate starts closed, and a gate opens
/// when the person at the terminal passes it from its flow (`p`, `pass`, or the flow's `passGate()`),
/// as a sign-in that succeeded would; it stays open afterwards.
@MainActor
final class PreviewGatekeeper {
    /// The preview's navigation, whose pending move and front flow the gatekeeper looks at.
    weak var navigation: NavigationController<PreviewRoute>?
    /// Each gate's flow screen, by gate name.
    var flows: [String: String] = [:]
    /// The gates opened so far.
    private(set) var opened: Set<String> = []

    /// Whether `gate` is open: opened before, or the gate whose flow is in front, which a pass opens.
    func isOpen(_ gate: String) -> Bool {
        if opened.contains(gate) { return true }
        guard let navigation, navigation.pendingMove?.gate == gate, isFlowInFront(of: gate, in: navigation)
        else { return false }
        opened.insert(gate)
        return true
    }

    /// Opens the gate whose flow is in front, if a move waits for one.
    func openFlowInFront() {
        guard let gate = navigation?.pendingMove?.gate else { return }
        opened.insert(gate)
    }

    /// Whether the front stack of `navigation` has the flow screen of `gate` at its root.
    private func isFlowInFront(of gate: String, in navigation: NavigationController<PreviewRoute>) -> Bool {
        let state = navigation.state
        guard let flow = flows[gate], let front = state.stack(at: state.visibleLocation) else { return false }
        return front.root.screen == flow
    }
}
