import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

/// Presentation styles, detents and transitions in the state; zooming pushes; tab re-selection; a
/// collapsed split view's commands.
@MainActor
@Suite struct PresentationStateTests {
    @Test func aPresentationCarriesItsStyleDetentsAndTransition() throws {
        let state = try State(stack: .contacts).applying(
            Transition([.present(.picker, style: .pageSheet, detents: [.medium], transition: .crossDissolve)]),
            from: .main
        ).state
        let presentation = try #require(state.presentations.first)
        #expect(presentation.style == .pageSheet)
        #expect(presentation.detents == [.medium])
        #expect(presentation.transition == .crossDissolve)
        let commands = Command.commands(rendering: state)
        #expect(commands.last?.description == "present 0 pageSheet detents(medium) crossDissolve [picker]")
    }

    @Test func anArchiveLeavesOutDefaultsAndReadsOldOnes() throws {
        let plain = Presentation<TestRoute>(style: .sheet, stack: Stack(root: .picker), presenter: .main)
        let encoded = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(!encoded.contains("detents"))
        #expect(!encoded.contains("transition"))
        let styled = Presentation<TestRoute>(
            style: .popover,
            detents: [.large],
            transition: .zoom,
            stack: Stack(root: .picker),
            presenter: .main
        )
        let decoded = try JSONDecoder().decode(Presentation<TestRoute>.self, from: try JSONEncoder().encode(styled))
        #expect(decoded == styled)
        #expect(try JSONDecoder().decode(Presentation<TestRoute>.self, from: try JSONEncoder().encode(plain)) == plain)
    }

    @Test func onlySheetsTakeDetentsAndOnlyCoversStayUntilTheAppDismisses() {
        #expect(Presentation<TestRoute>.Style.allCases.filter(\.takesDetents) == [.sheet, .pageSheet])
        #expect(
            Presentation<TestRoute>.Style.allCases.filter { !$0.userCanDismiss }
                == [.fullScreen, .overFullScreen, .overCurrentContext]
        )
    }

    @Test func aZoomingPushIsRememberedUntilPopped() throws {
        var state = try State(stack: .contacts).applying(
            Transition([.push(.contact(name: "a"), zoom: true), .push(.contactEdit(name: "a"))]),
            from: .main
        ).state
        var stack = try #require(state.stack(at: .main))
        #expect(stack.isZoomed(at: 1))
        #expect(!stack.isZoomed(at: 2))
        state = try state.applying(Transition([.popToRoot, .push(.employee(name: "b"))]), from: .main).state
        stack = try #require(state.stack(at: .main))
        #expect(!stack.isZoomed(at: 1))
    }

    @Test func theTabBarFollowsTheSelectedTabsTop() {
        #expect(tabsState().tabBarVisibility == .visible)
        #expect(State(stack: .contacts).tabBarVisibility == .visible)
        #expect(TestRoute.reselectPopsToRoot)
    }

    @Test func reselectingTheSelectedTabPopsItToItsRoot() {
        let host = RecordingNavigationHost<TestRoute>()
        let controller = NavigationController(state: hireState(), host: host)
        host.reset()
        controller.hostDidReselectTab(.employees)
        #expect(host.log.isEmpty)
        controller.hostDidReselectTab(.contacts)
        #expect(controller.state.routes(at: .tab(.contacts)) == [.contacts])
        #expect(host.log == ["setStack tab(contacts) [contacts] animated"])
    }

    @Test func aCollapsedSplitRendersOneStack() throws {
        let old = State(split: .contacts)
        let new = try old.applying(Transition([.showDetail(.contact(name: "a"))]), from: .primary).state
        #expect(
            Command.commands(from: old, to: new, keepingPresentations: 0, animated: true, collapsingSplit: true)
                .map(\.description) == ["setStack primary [contacts, contact(a)] animated"]
        )
        #expect(
            Command.commands(from: old, to: new, keepingPresentations: 0, animated: true).map(\.description)
                == ["showDetail [contact(a)] animated"]
        )
    }
}
