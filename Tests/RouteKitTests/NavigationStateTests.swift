import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct NavigationStateTests {
    @Test func makesASingleStackRoot() {
        let state = State(stack: .contacts)
        #expect(state.root == .stack(Stack(root: .contacts)))
        #expect(state.presentations.isEmpty)
        #expect(state.routes(at: .main) == [.contacts])
    }

    @Test func makesATabBarRoot() {
        let state = tabsState()
        #expect(state.routes(at: .tab(.contacts)) == [.contacts])
        #expect(state.routes(at: .tab(.employees)) == [.employees])
        #expect(state.stack(at: .tab(.settings)) == nil)
        #expect(state.stack(at: .main) == nil)
    }

    @Test func makesASplitRoot() {
        let state = State(split: .contacts, secondary: .contact(name: "x"))
        #expect(state.routes(at: .primary) == [.contacts])
        #expect(state.routes(at: .secondary) == [.contact(name: "x")])
        #expect(State(split: .contacts).contains(.secondary) == false)
    }

    @Test func findsPresentedStacks() {
        let state = State(
            root: .stack(Stack(root: .contacts)),
            presentations: [Presentation(style: .sheet, stack: Stack(root: .picker), presenter: .main)]
        )
        #expect(state.routes(at: .presentation(0)) == [.picker])
        #expect(state.contains(.presentation(1)) == false)
        #expect(state.contains(.presentation(-1)) == false)
    }

    @Test(arguments: [
        hireState(),
        State(split: .contacts, secondary: .contact(name: "x")),
        State(
            root: .stack(stack(.contacts, .contact(name: "x"))),
            presentations: [
                Presentation(style: .sheet, stack: stack(.picker, .contact(name: "y")), presenter: .main),
                Presentation(style: .fullScreen, stack: Stack(root: .fullScreenPhoto), presenter: .presentation(0)),
            ]
        ),
    ])
    func survivesACodableRoundTrip(state: State) throws {
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
    }
}

/// A route of an app without tabs.
private enum PlainRoute: NavigationRoute {
    case home
    typealias Screen = Self
    typealias Tab = Never
    var screen: Self { self }
    var title: String { "Home" }
    var navigationBar: BarVisibility { .visible }
    var toolbar: BarVisibility { .hidden }
}

@Suite struct TablessNavigationStateTests {
    @Test func worksWithoutTabs() throws {
        var state = NavigationState(stack: PlainRoute.home)
        try state.apply(NavigationState.Transition([.present(.home, style: .sheet), .push(.home)]), from: .main)
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState<PlainRoute>.self, from: data) == state)
        #expect(throws: NavigationError<PlainRoute>.noSplitView) {
            try state.apply(NavigationState.Transition([.dismiss, .popTo(.home), .showDetail(.home)]), from: .main)
        }
    }
}
