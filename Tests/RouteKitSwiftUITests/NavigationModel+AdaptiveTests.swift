@_spi(Generated) import RouteKit
import Testing

@testable import RouteKitSwiftUI

/// The SwiftUI host's answers to the v3 presentation keys: tab re-selection, the tab bar a screen hides,
/// a split root collapsed in compact width, and zoom transitions.
@MainActor
@Suite struct NavigationModelAdaptiveTests {
    private typealias Fixture = NavigationModelTests.Fixture

    private let emma = ShelfRoute.book("Emma")
    private let persuasion = ShelfRoute.book("Persuasion")

    /// A model on a tab root whose shelf tab shows Emma and Persuasion over its root.
    private func deepTab() throws -> Fixture {
        let fixture = Fixture(NavigationState(tabs: [(.shelf, .shelf), (.settings, .settings)], selected: .shelf))
        try fixture.controller.perform(
            NavigationState.Transition([.push(emma), .push(persuasion)]),
            from: .tab(.shelf)
        )
        fixture.events = []
        return fixture
    }

    @Test func aTapOnTheSelectedTabPopsItsStackToItsRoot() throws {
        let fixture = try deepTab()
        // The TabView sets its selection to the value it already holds.
        fixture.model.userSelectedTab(.shelf)
        #expect(fixture.model.path(at: .tab(.shelf)) == [])
        #expect(fixture.controller.state.stack(at: .tab(.shelf))?.routes == [.shelf])
        #expect(fixture.events.contains(.popped(persuasion, from: .tab(.shelf), reason: .popToRoot)))
        #expect(fixture.events.last == .screenShown(.shelf, name: "shelf"))
    }

    @Test func aTapOnTheSelectedTabAtItsRootDoesNothing() throws {
        let fixture = Fixture(NavigationState(tabs: [(.shelf, .shelf), (.settings, .settings)], selected: .shelf))
        fixture.model.userSelectedTab(.shelf)
        #expect(fixture.events.isEmpty)
    }

    @Test func aTapOnAnotherTabKeepsTheFirstTabsStack() throws {
        let fixture = try deepTab()
        fixture.model.userSelectedTab(.settings)
        #expect(fixture.model.selectedTab == .settings)
        #expect(fixture.model.path(at: .tab(.shelf)) == [emma, persuasion])
    }

    @Test func screensOfATabStackHideTheTabBarAsTheirSpecSays() {
        let fixture = Fixture(NavigationState(tabs: [(.shelf, .shelf), (.settings, .settings)], selected: .shelf))
        #expect(fixture.model.hidesTabBar(emma, at: .tab(.shelf)))
        #expect(!fixture.model.hidesTabBar(.shelf, at: .tab(.shelf)))
        // Other stacks have no tab bar to hide.
        #expect(!fixture.model.hidesTabBar(emma, at: .main))
        #expect(!fixture.model.hidesTabBar(emma, at: .presentation(0)))
    }

    @Test func aCollapsedSplitShowsTheDetailPushedOverThePrimaryStack() throws {
        let fixture = Fixture(NavigationState(split: .shelf))
        fixture.model.showSplitCollapsed(true)
        #expect(fixture.controller.collapsesSplit)
        try fixture.controller.perform(NavigationState.Transition([.showDetail(emma)]), from: .primary)
        #expect(fixture.model.path(at: .primary) == [emma])
        #expect(fixture.model.location(of: emma, shownAt: .primary) == .secondary)
        #expect(fixture.model.location(of: .shelf, shownAt: .primary) == .primary)
        try fixture.controller.perform(NavigationState.Transition([.push(persuasion)]), from: .secondary)
        #expect(fixture.model.path(at: .primary) == [emma, persuasion])
        // The state keeps the columns apart.
        #expect(fixture.controller.state.stack(at: .secondary)?.routes == [emma, persuasion])
    }

    @Test func backInACollapsedSplitPopsTheDetailThenClosesIt() throws {
        let fixture = Fixture(NavigationState(split: .shelf))
        fixture.model.showSplitCollapsed(true)
        try fixture.controller.perform(
            NavigationState.Transition([.showDetail(emma), .push(persuasion)]),
            from: .primary
        )
        fixture.events = []
        fixture.model.userChangedPath([emma], at: .primary)
        #expect(fixture.controller.state.stack(at: .secondary)?.routes == [emma])
        fixture.model.userChangedPath([], at: .primary)
        #expect(fixture.controller.state.stack(at: .secondary) == nil)
        #expect(fixture.model.path(at: .primary) == [])
        #expect(
            fixture.events.filter { if case .popped = $0 { true } else { false } } == [
                .popped(persuasion, from: .secondary, reason: .back), .popped(emma, from: .secondary, reason: .back),
            ]
        )
    }

    @Test func expandingShowsTheColumnsAgain() throws {
        let fixture = Fixture(NavigationState(split: .shelf))
        fixture.model.showSplitCollapsed(true)
        try fixture.controller.perform(NavigationState.Transition([.showDetail(emma)]), from: .primary)
        fixture.model.showSplitCollapsed(false)
        #expect(!fixture.controller.collapsesSplit)
        #expect(fixture.model.path(at: .primary) == [])
        #expect(fixture.model.root(at: .secondary) == emma)
        #expect(fixture.model.location(of: emma, shownAt: .primary) == .primary)
    }

    @Test func zoomingPushesAndPresentationsAreKnown() throws {
        let fixture = Fixture()
        try fixture.controller.perform(
            NavigationState.Transition([.push(emma, zoom: true), .push(persuasion)]),
            from: .main
        )
        #expect(fixture.model.zooms(emma, at: .main))
        #expect(!fixture.model.zooms(persuasion, at: .main))
        #expect(!fixture.model.zooms(.shelf, at: .main))
        try fixture.controller.perform(
            NavigationState.Transition([.present(.picker, style: .sheet, transition: .zoom)]),
            from: .main
        )
        let zoomed = try #require(fixture.model.presentation(at: 0))
        #expect(fixture.model.zoomSource(of: zoomed) == .picker)
        try fixture.controller.perform(
            NavigationState.Transition([.present(.settings, style: .fullScreen)]),
            from: .presentation(0)
        )
        let plain = try #require(fixture.model.presentation(at: 1))
        #expect(fixture.model.zoomSource(of: plain) == nil)
    }
}
