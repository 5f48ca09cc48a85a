import Testing

@_spi(Generated) @testable import RouteKit

/// A navigation state rebuilt only from events, as an observer that mirrors the navigation would hold it.
struct ReplayedNavigation<Route: NavigationRoute>: Equatable {
    /// A presentation as events describe it.
    struct Presented: Equatable {
        var style: Presentation<Route>.Style
        var presenter: NavigationState<Route>.StackLocation
        var routes: [Route]
    }

    /// The routes of the root container's stacks; a stack whose routes all left is empty.
    var stacks: [NavigationState<Route>.StackLocation: [Route]] = [:]
    /// The selected tab of a tab bar.
    var selected: Route.Tab?
    /// The presentations, bottom first.
    var presentations: [Presented] = []

    /// The picture of `state`.
    init(_ state: NavigationState<Route>) {
        for location in state.root.locations {
            stacks[location] = state.stack(at: location)!.routes
        }
        if case .tabs(let tabs) = state.root { selected = tabs.selected }
        presentations = state.presentations.map {
            Presented(style: $0.style, presenter: $0.presenter, routes: $0.stack.routes)
        }
    }

    /// Applies one event; records an issue when the event does not fit.
    mutating func apply(_ event: NavigationEvent<Route>) {
        switch event {
        case .pushed(let route, let location):
            modify(location) { $0.append(route) }
        case .popped(let route, let location, _):
            modify(location) { routes in
                #expect(routes.last == route, "popped \(route), but \(location) has \(routes)")
                routes.removeLast()
            }
        case .presented(_, let style, let presenter):
            presentations.append(Presented(style: style, presenter: presenter, routes: []))
        case .dismissed:
            #expect(presentations.last?.routes == [], "dismissed a presentation that still holds routes")
            presentations.removeLast()
        case .tabSelected(let tab):
            selected = tab
        case .gateRequired, .gatePassed, .gateCancelled, .screenShown:
            break
        }
        stacks = stacks.filter { !$0.value.isEmpty || $0.key != .secondary }
    }

    private mutating func modify(_ location: NavigationState<Route>.StackLocation, _ body: (inout [Route]) -> Void) {
        if case .presentation(let index) = location {
            body(&presentations[index].routes)
        } else {
            body(&stacks[location, default: []])
        }
    }
}

@MainActor
@Suite struct NavigationEventReplayTests {
    /// How many states `states()` makes: the reset test takes each index as an argument, and
    /// `everyStateIsAnArgument` checks the two agree.
    nonisolated static let stateCount = 10

    /// States of every kind of root, with and without presentations; throws if one of the moves that
    /// build them is refused, which is a bug of the test.
    nonisolated static func states() throws -> [State] {
        var states = [State(stack: .contacts), tabsState(), hireState(), State(split: .contacts)]
        var presenting = hireState()
        try presenting.apply([.present(.picker, style: .sheet), .push(.contact(name: "p"))], from: .tab(.employees))
        states.append(presenting)
        var twice = presenting
        try twice.apply([.present(.fullScreenPhoto, style: .fullScreen)], from: .presentation(0))
        states.append(twice)
        var employees = hireState()
        try employees.apply([.selectTab(.employees), .push(.employee(name: "b"))], from: .tab(.contacts))
        states.append(employees)
        var split = State(split: .contacts, secondary: .employees)
        try split.apply([.push(.employee(name: "c"))], from: .secondary)
        states.append(split)
        var detail = State(split: .contacts, secondary: .contact(name: "d"))
        try detail.apply([.present(.picker, style: .sheet)], from: .primary)
        states.append(detail)
        var stack = State(stack: .contacts)
        try stack.apply([.push(.contact(name: "e")), .present(.picker, style: .sheet)], from: .main)
        states.append(stack)
        return states
    }

    @Test("Every state is an argument of the reset test")
    func everyStateIsAnArgument() throws {
        #expect(try Self.states().count == Self.stateCount)
    }

    @Test("An observer that replays the events of a reset holds the new state", arguments: 0..<stateCount)
    func resetsReplay(from first: Int) throws {
        let states = try Self.states()
        let old = try #require(states.indices.contains(first) ? states[first] : nil)
        for new in states where new.root.containerMismatch(with: old.root) == nil {
            let controller = NavigationController(state: old)
            var replayed = ReplayedNavigation(old)
            let observation = controller.addObserver { replayed.apply($0) }
            controller.reset(to: new)
            #expect(replayed == ReplayedNavigation(new), "from \(old) to \(new)")
            observation.cancel()
        }
    }

    @Test("Resetting to the same state reports nothing")
    func resettingToTheSameState() throws {
        for state in try Self.states() {
            let controller = NavigationController(state: state)
            var events: [Event] = []
            let observation = controller.addObserver { events.append($0) }
            controller.reset(to: state)
            #expect(events.isEmpty)
            observation.cancel()
        }
    }
}
