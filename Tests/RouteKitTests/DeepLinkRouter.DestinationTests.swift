import Testing

@_spi(Generated) @testable import RouteKit

/// Opening a deep-link destination: a stack replaced by the destination's routes, or, for a link over
/// a root screen whose params it does not carry, the stack's own root kept under them.
@Suite struct DeepLinkRouterDestinationTests {
    private static let tabs = State(
        tabs: [(.contacts, .contacts), (.employees, .employee(name: "Ada"))],
        selected: .contacts
    )

    @Test func aDestinationReplacesItsStackFromTheRoot() throws {
        let state = try Self.tabs.opening(
            DeepLinkRouter.Destination(location: .tab(.employees), routes: [.employees, .employee(name: "Bo")])
        )
        #expect(state.routes(at: .tab(.employees)) == [.employees, .employee(name: "Bo")])
        guard case .tabs(let tabBar) = state.root else {
            Issue.record("not tabs")
            return
        }
        #expect(tabBar.selected == .employees)
    }

    @Test func aDestinationThatKeepsTheRootPushesOverTheRootTheStackHas() throws {
        var start = Self.tabs
        try start.apply(
            [.selectTab(.employees), .push(.contact(name: "x")), .present(.picker, style: .sheet)],
            from: .tab(.contacts)
        )
        let state = try start.opening(
            DeepLinkRouter.Destination(location: .tab(.employees), routes: [.contact(name: "Bo")], keepingRoot: true)
        )
        #expect(state.routes(at: .tab(.employees)) == [.employee(name: "Ada"), .contact(name: "Bo")])
        #expect(state.routes(at: .tab(.contacts)) == [.contacts])
        guard case .tabs(let tabBar) = state.root else {
            Issue.record("not tabs")
            return
        }
        #expect(tabBar.selected == .employees)
        #expect(state.presentations.isEmpty)
    }

    @Test func aDestinationThatKeepsTheRootCanPresentOverIt() throws {
        let state = try State(stack: .employee(name: "Ada")).opening(
            DeepLinkRouter.Destination(
                location: .main,
                routes: [],
                presented: .init(.picker, style: .sheet),
                keepingRoot: true
            )
        )
        #expect(state.routes(at: .main) == [.employee(name: "Ada")])
        #expect(state.presentations.map(\.stack.routes) == [[.picker]])
    }

    @Test func aDestinationThatKeepsTheSecondarysRootPushesInTheSecondary() throws {
        let state = try State(split: .contacts, secondary: .employee(name: "Ada")).opening(
            DeepLinkRouter.Destination(location: .secondary, routes: [.contact(name: "Bo")], keepingRoot: true)
        )
        #expect(state.routes(at: .secondary) == [.employee(name: "Ada"), .contact(name: "Bo")])
        #expect(state.routes(at: .primary) == [.contacts])
    }
}
