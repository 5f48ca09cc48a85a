import Foundation
import RouteKit
import Testing

/// The contract's v2 examples through the plugin: long-form steps, `with`, `dismissAll`, a custom-type default
/// and deep links with several patterns and declared back stacks.
@MainActor
@Suite("Conference flows (route spec v2)")
struct ConferenceFlowTests {
    private func coordinator() -> (
        ConferenceCoordinator<ConferencePlaceholderFactory>, RecordingNavigationHost<ConferenceRoute>
    ) {
        let host = RecordingNavigationHost<ConferenceRoute>()
        return (ConferenceCoordinator(factory: ConferencePlaceholderFactory(), host: host), host)
    }

    @Test("A custom-type default written '.normalTabs' is the root's value")
    func customDefault() {
        #expect(
            NavigationState<ConferenceRoute>.initial.stack(at: .tab(.schedule))?.routes == [.home(mode: .normalTabs)]
        )
        #expect(ConferenceRoute.home() == .home(mode: HomeMode.normalTabs))
    }

    @Test("The contract's steps: popTo home inclusive (skip), push with 'with', present full screen with 'with'")
    func contractSteps() throws {
        let (coordinator, host) = coordinator()
        try #require(coordinator.navigator(ConferenceNavigator.Home.self)).showSessions()
        // `source` and `variant` are bound: the method asks only for `sessionId`.
        try #require(coordinator.navigator(ConferenceNavigator.SessionList.self)).openFromSchedule(sessionId: "42")
        let state = coordinator.state
        // `home` was popped with everything above it; the push gave the stack its new root.
        #expect(state.stack(at: .tab(.schedule))?.routes == [.sessionDetail(sessionId: "42", source: "schedule")])
        #expect(state.presentations.map(\.stack.root) == [.mapFilter(variant: "day")])
        #expect(state.presentations.first?.style == .fullScreen)
        #expect(host.state == state)
    }

    @Test("popTo … ifMissing: skip goes on with the next step")
    func skipThenMore() throws {
        let (coordinator, _) = coordinator()
        try #require(coordinator.navigator(ConferenceNavigator.Home.self)).showSessions()
        try #require(coordinator.navigator(ConferenceNavigator.SessionList.self)).showSession(sessionId: "1")
        try #require(coordinator.navigator(ConferenceNavigator.SessionDetail.self)).leaveToList()
        #expect(coordinator.state.stack(at: .tab(.schedule))?.routes == [.home(), .sessionList()])
    }

    @Test("singleTop replaces a top of the same screen, and changes nothing for the same params")
    func singleTop() throws {
        let (coordinator, _) = coordinator()
        try #require(coordinator.navigator(ConferenceNavigator.Home.self)).showSessions()
        try #require(coordinator.navigator(ConferenceNavigator.SessionList.self)).showSession(sessionId: "1")
        var events: [NavigationEvent<ConferenceRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }
        try #require(coordinator.navigator(ConferenceNavigator.SessionDetail.self)).showSession(sessionId: "2")
        #expect(
            coordinator.state.stack(at: .tab(.schedule))?.routes == [
                .home(), .sessionList(), .sessionDetail(sessionId: "2"),
            ]
        )
        #expect(
            events == [
                .popped(.sessionDetail(sessionId: "1"), from: .tab(.schedule), reason: .replaced),
                .pushed(.sessionDetail(sessionId: "2"), in: .tab(.schedule)),
                .screenShown(.sessionDetail, name: "sessionDetail"),
            ]
        )
        events = []
        try #require(coordinator.navigator(ConferenceNavigator.SessionDetail.self)).showSession(sessionId: "2")
        #expect(events.isEmpty)
        observation.cancel()
    }

    @Test("A 'with' value holding hostile characters reaches the app unchanged")
    func hostileWith() throws {
        let (coordinator, _) = coordinator()
        try #require(coordinator.navigator(ConferenceNavigator.Home.self)).showSessions()
        try #require(coordinator.navigator(ConferenceNavigator.SessionList.self)).showSession(sessionId: "1")
        try #require(coordinator.navigator(ConferenceNavigator.SessionDetail.self)).showSpeaker(speakerId: "ada")
        #expect(
            coordinator.state.visibleRoute
                == .speaker(speakerId: "ada", note: "\"quoted\" \\ \\(not interpolated) #tag\nnext line 🎤")
        )
    }

    @Test("dismissAll with nothing presented is a no-op; with sheets up it closes them all")
    func dismissAll() throws {
        let (coordinator, _) = coordinator()
        try #require(coordinator.navigator(ConferenceNavigator.Home.self)).closeEverything()
        #expect(coordinator.state == .initial)
        try #require(coordinator.navigator(ConferenceNavigator.Home.self)).openFromSchedule(sessionId: "7")
        try #require(coordinator.navigator(ConferenceNavigator.MapFilter.self)).closeEverything()
        #expect(coordinator.state.presentations.isEmpty)
        #expect(
            coordinator.state.stack(at: .tab(.schedule))?.routes == [.sessionDetail(sessionId: "7", source: "schedule")]
        )
    }

    @Test("Every pattern of a screen opens it over its declared back stack; the first builds URLs")
    func links() throws {
        for link in ["conference://sessions/42", "conference://s/42"] {
            let state = try ConferenceRoute.deepLinkState(for: try #require(URL(string: link)))
            #expect(
                state.stack(at: .tab(.schedule))?.routes == [.home(), .sessionList(), .sessionDetail(sessionId: "42")]
            )
        }
        #expect(ConferenceRoute.sessionDetail(sessionId: "42").deepLinkPath == "/sessions/42")
        let venue = try ConferenceRoute.deepLinkState(for: try #require(URL(string: "conference://venues/hall")))
        #expect(venue.stack(at: .tab(.map))?.routes == [.map, .venue(venueId: "hall")])
        if case .tabs(let tabs) = venue.root { #expect(tabs.selected == .map) } else { Issue.record("not a tab root") }
    }

    @Test("A link that no chain's params come from opens over the back stack it declares")
    func fallbackLink() throws {
        let state = try ConferenceRoute.deepLinkState(
            for: try #require(URL(string: "conference://speakers/ada?note=hi"))
        )
        #expect(state.stack(at: .tab(.schedule))?.routes == [.home(), .speaker(speakerId: "ada", note: "hi")])
    }

    @Test("A link to a screen that only a multi-step move shows opens over the stack that move leaves")
    func multiStepChainLink() throws {
        let url = try #require(URL(string: "conference://floormap"))
        // `popTo home (skip)` then `push floormap`, from a session: the tab keeps its root under the map.
        #expect(try ConferenceRoute.deepLinkState(for: url).stack(at: .tab(.schedule))?.routes == [.home(), .floormap])
        let (coordinator, host) = coordinator()
        try coordinator.open(url)
        #expect(host.state == coordinator.state)
        try #require(coordinator.navigator(ConferenceNavigator.Floormap.self)).back()
        #expect(coordinator.state.stack(at: .tab(.schedule))?.routes == [.home()])
    }
}
