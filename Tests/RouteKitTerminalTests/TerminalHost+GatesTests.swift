@_spi(Generated) import RouteKit
import Testing

@testable import RouteKitTerminal

/// A one-stack app whose `vault` screen needs a session, for the terminal's gate commands.
enum VaultRoute: String, NavigationRoute {
    case home, vault, signIn

    typealias Screen = VaultRoute
    typealias Tab = Never
    typealias Gate = VaultGate

    var screen: VaultRoute { self }
    var title: String { rawValue }
    var navigationBar: BarVisibility { .visible }
    var toolbar: BarVisibility { .hidden }
}

/// Whether the vault app's user is signed in.
@MainActor
final class VaultSession {
    var signedIn = false
}

/// The vault app's one gate.
enum VaultGate: String, Hashable, Codable, Sendable {
    case signedIn
}

@MainActor
@Suite("The terminal host's gate commands")
struct TerminalHostGatesTests {
    @Test("A gated move shows the flow as a sheet; pass applies it once the gate opens, dismiss cancels")
    func passAndCancel() throws {
        let session = VaultSession()
        let controller = NavigationController(
            state: NavigationState(stack: VaultRoute.home),
            gatesRequiredBy: { $0 == .vault ? [VaultGate.signedIn] : [] },
            rootGates: [],
            flow: { _ in (route: VaultRoute.signIn, presentation: .sheet) }
        ) { _ in session.signedIn }
        let host = TerminalHost<VaultRoute>(width: 40) { route, _ in TerminalScreen(lines: [route.title]) }
        controller.host = host

        try controller.perform(NavigationState.Transition([.push(.vault)]), from: .main)
        #expect(host.state?.visibleRoute == .signIn)
        #expect(host.hasPendingMove)
        #expect(!host.passGate())
        #expect(host.state?.visibleRoute == .signIn)

        session.signedIn = true
        #expect(host.passGate())
        #expect(host.state?.visibleRoute == .vault)
        #expect(!host.hasPendingMove)

        session.signedIn = false
        try controller.perform(NavigationState.Transition([.back]), from: .main)
        try controller.perform(NavigationState.Transition([.push(.vault)]), from: .main)
        #expect(host.dismissSheet())
        #expect(host.state == NavigationState(stack: .home))
        #expect(!host.hasPendingMove)
    }

    @Test("`pass` and `p` read as the pass-gate command")
    func parsing() {
        #expect(TerminalCommand(parsing: "pass") == .passGate)
        #expect(TerminalCommand(parsing: "p") == .passGate)
    }
}
