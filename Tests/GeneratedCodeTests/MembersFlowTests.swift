import Foundation
import RouteKit
import Testing

/// The app's answers in the Members flows: which gates are open.
@MainActor
final class MembersTestGatekeeper: MembersGatekeeper {
    var open: Set<MembersGate>

    init(open: Set<MembersGate>) {
        self.open = open
    }

    func isOpen(_ gate: MembersGate) -> Bool {
        open.contains(gate)
    }
}

/// Gates through the plugin: a `style: root` onboarding gate over tabs, and a sign-in sheet that a
/// deep link waits behind, resumed by `passGate()` or cancelled by `dismiss()`.
@MainActor
@Suite("Members flows (gates)")
struct MembersFlowTests {
    typealias Coordinator = MembersCoordinator<MembersPlaceholderFactory>

    private func coordinator(
        open: Set<MembersGate>
    ) -> (Coordinator, MembersTestGatekeeper, RecordingNavigationHost<MembersRoute>) {
        let gatekeeper = MembersTestGatekeeper(open: open)
        let host = RecordingNavigationHost<MembersRoute>()
        let coordinator = Coordinator(factory: MembersPlaceholderFactory(), gatekeeper: gatekeeper, host: host)
        return (coordinator, gatekeeper, host)
    }

    private func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test("At launch before onboarding the welcome flow is the only root; passing shows the tabs")
    func onboardingReplacesTheRoot() throws {
        let (coordinator, gatekeeper, host) = coordinator(open: [])
        #expect(coordinator.state == NavigationState(stack: .welcome))
        #expect(host.state == coordinator.state)
        var failures: [NavigationError<MembersRoute>] = []
        coordinator.navigation.failureHandler = { failures.append($0) }

        let welcome = try #require(coordinator.navigator(MembersNavigator.Welcome.self))
        welcome.moreWelcome()
        let details = try #require(coordinator.navigator(MembersNavigator.WelcomeDetails.self))
        details.passGate()
        #expect(failures == [.gateClosed(.onboarded)])
        #expect(coordinator.state.visibleRoute == .welcomeDetails)

        gatekeeper.open.insert(.onboarded)
        details.passGate()
        #expect(coordinator.state == .initial)
        #expect(host.state == .initial)
    }

    @Test("A deep link into a gated screen while signed out shows sign-in; passing opens the link's back stack")
    func deepLinkWaitsForSignIn() throws {
        let (coordinator, gatekeeper, host) = coordinator(open: [.onboarded])
        var events: [NavigationEvent<MembersRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }

        try coordinator.open(try url("members://orders/7"))
        #expect(coordinator.state.visibleRoute == .signIn)
        #expect(coordinator.state.root == NavigationState<MembersRoute>.initial.root)
        let linked = try MembersRoute.deepLinkState(for: try url("members://orders/7"))
        #expect(events.first == .gateRequired(.signedIn, pending: linked))

        // Signing up pushes over the flow; its screen passes the gate too.
        try #require(coordinator.navigator(MembersNavigator.SignIn.self)).createAccount()
        gatekeeper.open.insert(.signedIn)
        try #require(coordinator.navigator(MembersNavigator.CreateAccount.self)).passGate()

        #expect(coordinator.state == linked)
        #expect(coordinator.state.stack(at: .tab(.profile))?.routes == [.profile, .orders, .order(orderId: 7)])
        #expect(coordinator.state.presentations.isEmpty)
        #expect(events.contains(.gatePassed(.signedIn)))
        #expect(host.state == coordinator.state)
        observation.cancel()
    }

    @Test("Dismissing the sign-in flow cancels: the state is what it was and the link is dropped")
    func dismissCancels() throws {
        let (coordinator, _, host) = coordinator(open: [.onboarded])
        var events: [NavigationEvent<MembersRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }

        try coordinator.open(try url("members://orders"))
        try #require(coordinator.navigator(MembersNavigator.SignIn.self)).dismiss()

        #expect(coordinator.state == .initial)
        #expect(coordinator.navigation.pendingMove == nil)
        #expect(events.suffix(2) == [.gateCancelled(.signedIn), .screenShown(.feed, name: "feed")])
        #expect(host.state == .initial)
        observation.cancel()
    }

    @Test("A transition to a gated screen waits for sign-in; passing pushes it")
    func transitionWaitsForSignIn() throws {
        let (coordinator, gatekeeper, _) = coordinator(open: [.onboarded])
        coordinator.navigation.hostDidSelectTab(.profile)
        try #require(coordinator.navigator(MembersNavigator.Profile.self)).showOrders()
        #expect(coordinator.state.visibleRoute == .signIn)
        #expect(coordinator.state.stack(at: .tab(.profile))?.routes == [.profile])

        gatekeeper.open.insert(.signedIn)
        try #require(coordinator.navigator(MembersNavigator.SignIn.self)).passGate()
        #expect(coordinator.state.stack(at: .tab(.profile))?.routes == [.profile, .orders])
        #expect(coordinator.state.presentations.isEmpty)
    }

    @Test("Restoring a state with a gated screen while signed out makes it the pending move")
    func restoreWaitsForSignIn() throws {
        let (signedIn, _, _) = coordinator(open: [.onboarded, .signedIn])
        try signedIn.open(try url("members://orders/3"))
        let saved = try signedIn.savedState()

        let (coordinator, _, _) = coordinator(open: [.onboarded])
        try coordinator.restoreState(from: saved)
        #expect(coordinator.state.visibleRoute == .signIn)
        #expect(coordinator.navigation.pendingMove?.state == signedIn.state)
    }
}
