import Testing

@_spi(Generated) @testable import RouteKit

/// The routes of a small shop with gates, standing in for a generated spec with `gates`.
enum GatedRoute: NavigationRoute {
    case home, settings, account, orders, premium, signIn, createAccount, welcome, paywall

    typealias Screen = GatedRoute
    typealias Gate = ShopGate

    enum Tab: String, Hashable, Codable, Sendable {
        case home, settings
    }

    var screen: GatedRoute { self }
    var title: String { "\(self)" }
    var navigationBar: BarVisibility { .visible }
    var toolbar: BarVisibility { .hidden }
}

/// The shop's gates: a session (sheet), onboarding (root) and a subscription (full screen).
enum ShopGate: String, Hashable, Codable, Sendable {
    case signedIn, onboarded, paid

    static func gates(requiredBy screen: GatedRoute) -> [ShopGate] {
        switch screen {
        case .account, .orders: [.signedIn]
        case .premium: [.signedIn, .paid]
        default: []
        }
    }

    static let rootGates: [ShopGate] = [.onboarded]

    var flow: GatedRoute {
        switch self {
        case .signedIn: .signIn
        case .onboarded: .welcome
        case .paid: .paywall
        }
    }

    var presentation: Presentation<GatedRoute>.Style? {
        switch self {
        case .signedIn: .sheet
        case .onboarded: nil
        case .paid: .fullScreen
        }
    }
}

/// The app's answers, changed by each test.
@MainActor
final class TestGatekeeper {
    var open: Set<ShopGate>
    init(open: Set<ShopGate>) { self.open = open }
}

@MainActor
@Suite("NavigationController+Gates")
struct NavigationControllerGatesTests {
    typealias GatedState = NavigationState<GatedRoute>

    static let tabs = GatedState(tabs: [(.home, .home), (.settings, .settings)], selected: .home)

    /// A controller over the shop's tabs, its gatekeeper, the events it reports and its failures.
    @MainActor
    final class Harness {
        let keeper: TestGatekeeper
        let navigation: NavigationController<GatedRoute>
        let host = RecordingNavigationHost<GatedRoute>()
        var events: [NavigationEvent<GatedRoute>] = []
        var failures: [NavigationError<GatedRoute>] = []
        var observation: NavigationController<GatedRoute>.Observation?

        init(open: Set<ShopGate>, state: GatedState? = nil) {
            let keeper = TestGatekeeper(open: open)
            self.keeper = keeper
            navigation = NavigationController(
                state: state ?? GatedState(tabs: [(.home, .home), (.settings, .settings)], selected: .home),
                gatesRequiredBy: ShopGate.gates(requiredBy:),
                rootGates: ShopGate.rootGates,
                flow: { gate in (route: gate.flow, presentation: gate.presentation) }
            ) { keeper.open.contains($0) }
            navigation.host = host
            observation = navigation.addObserver { [unowned self] in events.append($0) }
            navigation.failureHandler = { [unowned self] in failures.append($0) }
        }

        func push(_ route: GatedRoute, on location: GatedState.StackLocation = .tab(.home)) throws {
            try navigation.perform(NavigationState.Transition([.push(route)]), from: location)
        }
    }

    /// The tabs with `routes` pushed over the home tab's root.
    static func tabs(pushing routes: GatedRoute...) -> GatedState {
        var state = tabs
        for route in routes {
            _ = try? state.apply(NavigationState.Transition([.push(route)]), from: .tab(.home))
        }
        return state
    }

    /// `state` with the sign-in flow presented over its front stack.
    static func signIn(over state: GatedState) -> GatedState {
        var flow = state
        flow.presentations.append(
            Presentation(style: .sheet, stack: NavigationState.Stack(root: .signIn), presenter: state.visibleLocation)
        )
        return flow
    }

    @Test("at launch with a closed root gate the state is the flow alone, and passing shows the root")
    func launchWithClosedRootGate() throws {
        let harness = Harness(open: [])
        #expect(harness.navigation.state == GatedState(stack: .welcome))
        #expect(harness.navigation.pendingMove?.state == Self.tabs)
        harness.navigation.context(for: .welcome, at: .main).passGate()
        #expect(harness.failures == [.gateClosed(.onboarded)])
        #expect(harness.navigation.state == GatedState(stack: .welcome))

        harness.keeper.open = [.onboarded]
        harness.navigation.context(for: .welcome, at: .main).passGate()
        #expect(harness.navigation.state == Self.tabs)
        #expect(harness.events.first == .gatePassed(.onboarded))
        #expect(harness.navigation.pendingMove == nil)
        #expect(harness.host.state == Self.tabs)
    }

    @Test("a move to a gated screen presents the flow; passing applies the move as one change")
    func gatedPushWaitsAndResumes() throws {
        let harness = Harness(open: [.onboarded])
        try harness.push(.account)
        let target = Self.tabs(pushing: .account)
        #expect(harness.navigation.state == Self.signIn(over: Self.tabs))
        #expect(
            harness.events == [
                .gateRequired(.signedIn, pending: target),
                .presented(.signIn, style: .sheet, from: .tab(.home)),
                .pushed(.signIn, in: .presentation(0)),
                .screenShown(.signIn, name: "signIn"),
            ]
        )
        // The flow's stack moves as any stack; the pending move waits meanwhile.
        try harness.push(.createAccount, on: .presentation(0))
        harness.keeper.open.insert(.signedIn)
        harness.events.removeAll()
        harness.navigation.context(for: .createAccount, at: .presentation(0)).passGate()
        #expect(harness.failures.isEmpty)
        #expect(harness.navigation.state == target)
        #expect(harness.events.first == .gatePassed(.signedIn))
        #expect(harness.events.contains(.pushed(.account, in: .tab(.home))))
        #expect(harness.host.state == target)
    }

    @Test("dismissing the flow cancels: the pending move is dropped and the state is what it was")
    func dismissCancels() throws {
        let harness = Harness(open: [.onboarded])
        try harness.push(.account)
        harness.events.removeAll()
        try harness.navigation.dismiss(from: .presentation(0))
        #expect(harness.navigation.state == Self.tabs)
        #expect(harness.navigation.pendingMove == nil)
        #expect(harness.events.suffix(2) == [.gateCancelled(.signedIn), .screenShown(.home, name: "home")])

        try harness.push(.account)
        harness.navigation.hostDidDismiss(fromIndex: 0)
        #expect(harness.navigation.state == Self.tabs)
        #expect(harness.events.suffix(2) == [.gateCancelled(.signedIn), .screenShown(.home, name: "home")])
    }

    @Test("a newer gated move replaces the pending one, with one flow shown")
    func newerMoveReplacesPending() throws {
        let harness = Harness(open: [.onboarded])
        try harness.push(.account)
        let newer = Self.tabs(pushing: .orders)
        harness.navigation.reset(to: newer)
        #expect(harness.navigation.state == Self.signIn(over: Self.tabs))
        #expect(harness.navigation.pendingMove?.state == newer)
        #expect(!harness.events.contains(.gateCancelled(.signedIn)))
        harness.keeper.open.insert(.signedIn)
        harness.navigation.context(for: .signIn, at: .presentation(0)).passGate()
        #expect(harness.navigation.state == newer)
    }

    @Test("passing re-checks the move's other gates, and a closed one shows its flow in turn")
    func passingRechecksOtherGates() throws {
        let harness = Harness(open: [.onboarded])
        try harness.push(.premium)
        let target = Self.tabs(pushing: .premium)
        harness.keeper.open.insert(.signedIn)
        harness.events.removeAll()
        harness.navigation.context(for: .signIn, at: .presentation(0)).passGate()
        var paywall = Self.tabs
        paywall.presentations.append(
            Presentation(style: .fullScreen, stack: NavigationState.Stack(root: .paywall), presenter: .tab(.home))
        )
        #expect(harness.navigation.state == paywall)
        #expect(harness.events.prefix(2) == [.gatePassed(.signedIn), .gateRequired(.paid, pending: target)])
        harness.keeper.open.insert(.paid)
        harness.navigation.context(for: .paywall, at: .presentation(0)).passGate()
        #expect(harness.navigation.state == target)
    }

    @Test("the user's pop that would reveal a gated screen shows the flow, and the host follows")
    func hostPopToGatedScreen() throws {
        let harness = Harness(open: [.onboarded, .signedIn])
        try harness.push(.account)
        try harness.push(.home)
        let before = harness.navigation.state
        harness.keeper.open = [.onboarded]
        harness.navigation.hostDidPop(.tab(.home), toCount: 2)
        #expect(harness.navigation.state == Self.signIn(over: before))
        #expect(harness.host.state == harness.navigation.state)
        #expect(harness.navigation.pendingMove?.state == Self.tabs(pushing: .account))
    }

    @Test("a tab selection to a gated root and a restore are gated too; open gates change nothing")
    func otherChangesAreGated() throws {
        let harness = Harness(open: [.onboarded, .signedIn])
        try harness.push(.account)
        #expect(harness.navigation.state == Self.tabs(pushing: .account))
        #expect(harness.navigation.pendingMove == nil)
        harness.keeper.open = [.onboarded]
        harness.navigation.reset(to: Self.tabs)
        #expect(harness.navigation.state == Self.tabs)
        harness.navigation.reset(to: Self.tabs(pushing: .orders))
        #expect(harness.navigation.state == Self.signIn(over: Self.tabs))
    }

    @Test("passGate from a stack that is not a pending flow is a failure and changes nothing")
    func passGateWithoutPendingMove() {
        let harness = Harness(open: [.onboarded])
        harness.navigation.context(for: .home, at: .tab(.home)).passGate()
        #expect(harness.failures == [.noPendingMove(.tab(.home))])
        #expect(harness.navigation.state == Self.tabs)
    }
}
