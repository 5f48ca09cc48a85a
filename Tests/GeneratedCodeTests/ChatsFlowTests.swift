import Foundation
import RouteKit
import Testing

/// How a deep link arrives and what observers count, through the plugin: a `push` link pushed on
/// the stack the user is deep in or rebuilt where no transition pushes it, a `present` link over a
/// sheet, the cause of every event, and `screenShown` names without param values.
@MainActor
@Suite("Chats flows (link arrival and events)")
struct ChatsFlowTests {
    typealias Coordinator = ChatsCoordinator<ChatsPlaceholderFactory>

    /// A coordinator on a recording host, and what its observer saw: each event with its cause.
    @MainActor
    final class Fixture {
        let host = RecordingNavigationHost<ChatsRoute>()
        let coordinator: Coordinator
        var seen: [(event: NavigationEvent<ChatsRoute>, cause: NavigationEvent<ChatsRoute>.Cause)] = []
        var observation: NavigationController<ChatsRoute>.Observation?

        init() {
            coordinator = Coordinator(factory: ChatsPlaceholderFactory(), host: host)
            observation = coordinator.addObserver { [unowned self] event, cause in seen.append((event, cause)) }
        }

        /// The `screenShown` names seen so far.
        var shown: [String] {
            seen.compactMap { if case .screenShown(_, let name) = $0.event { name } else { nil } }
        }
    }

    private func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    /// The inbox tab with `routes` over its root, the contacts tab at its root.
    private func inbox(_ routes: [ChatsRoute], selected: ChatsTab = .inbox) -> NavigationState<ChatsRoute> {
        NavigationState(
            root: .tabs(
                NavigationState.TabBar(
                    stacks: [
                        (.inbox, NavigationState.Stack(routes: [.inbox] + routes)!),
                        (.contacts, NavigationState.Stack(root: .contacts)),
                    ],
                    selected: selected
                )
            )
        )
    }

    @Test("A push link arrives on the stack the user is deep in, keeping it")
    func pushArrivesInTheDeepStack() throws {
        let fixture = Fixture()
        fixture.coordinator.navigator(ChatsNavigator.Inbox.self)?.openChat(chatId: "a")
        fixture.coordinator.navigator(ChatsNavigator.Chat.self)?.openChat(chatId: "b")
        try fixture.coordinator.open(url("chats://chats/c"))
        #expect(fixture.coordinator.state == inbox([.chat(chatId: "a"), .chat(chatId: "b"), .chat(chatId: "c")]))
        #expect(fixture.host.state == fixture.coordinator.state)
        // From another tab, the link's tab is selected and its stack kept.
        fixture.coordinator.navigation.hostDidSelectTab(.contacts)
        try fixture.coordinator.open(url("chats://chats/d"))
        #expect(
            fixture.coordinator.state
                == inbox([.chat(chatId: "a"), .chat(chatId: "b"), .chat(chatId: "c"), .chat(chatId: "d")])
        )
    }

    @Test("The same link falls back to replace where no transition pushes it from the top screen")
    func pushFallsBackToReplace() throws {
        let fixture = Fixture()
        fixture.coordinator.navigator(ChatsNavigator.Inbox.self)?.openChat(chatId: "a")
        fixture.coordinator.navigator(ChatsNavigator.Chat.self)?.showInfo()
        try fixture.coordinator.open(url("chats://chats/c"))
        #expect(fixture.coordinator.state == inbox([.chat(chatId: "c")]))
        // From launch every link builds its state as replace does.
        #expect(try ChatsRoute.deepLinkState(for: url("chats://chats/c")) == inbox([.chat(chatId: "c")]))
    }

    @Test("A push link dismisses the presentations and keeps the stack under them")
    func pushDismissesPresentations() throws {
        let fixture = Fixture()
        fixture.coordinator.navigator(ChatsNavigator.Inbox.self)?.compose(to: "Ann")
        try fixture.coordinator.open(url("chats://chats/c"))
        #expect(fixture.coordinator.state == inbox([.chat(chatId: "c")]))
        #expect(fixture.coordinator.state.presentations.isEmpty)
    }

    @Test("A present link is presented over a sheet")
    func presentOverASheet() throws {
        let fixture = Fixture()
        fixture.coordinator.navigator(ChatsNavigator.Inbox.self)?.compose(to: "Ann")
        try fixture.coordinator.open(url("chats://notes/n1"))
        let presentations = fixture.coordinator.state.presentations
        #expect(presentations.map(\.stack.routes) == [[.compose(to: "Ann")], [.note(noteId: "n1")]])
        #expect(presentations.last?.style == .sheet)
        #expect(fixture.host.state == fixture.coordinator.state)
        // From launch, over the back stack that replace builds.
        let launch = try ChatsRoute.deepLinkState(for: url("chats://notes/n1"))
        #expect(launch.visibleRoute == .note(noteId: "n1"))
    }

    @Test("Every event of a scripted sequence carries its cause")
    func causes() throws {
        let fixture = Fixture()
        let coordinator = fixture.coordinator
        coordinator.navigator(ChatsNavigator.Inbox.self)?.openChat(chatId: "a")
        let afterTransition = fixture.seen.count
        try coordinator.open(url("chats://chats/b"))
        let afterLink = fixture.seen.count
        // The user's edge swipe and back button, as the UIKit host reports them.
        coordinator.navigation.hostDidPop(.tab(.inbox), toCount: 2, by: .swipe)
        let afterSwipe = fixture.seen.count
        coordinator.navigation.hostDidPop(.tab(.inbox), toCount: 1)
        let afterBack = fixture.seen.count
        coordinator.navigation.hostDidSelectTab(.contacts)
        let afterTab = fixture.seen.count
        coordinator.navigator(ChatsNavigator.Contacts.self)?.compose(to: "Ann")
        coordinator.navigation.hostDidDismiss(fromIndex: 0)
        let afterDismissal = fixture.seen.count
        let saved = try coordinator.savedState()
        coordinator.navigator(ChatsNavigator.Contacts.self)?.showContact(name: "Bo")
        let beforeRestore = fixture.seen.count
        try coordinator.restoreState(from: saved)

        let causes = fixture.seen.map(\.cause)
        #expect(causes[..<afterTransition].allSatisfy { $0 == .transition("openChat") })
        #expect(causes[afterTransition..<afterLink].allSatisfy { $0 == .deepLink(pattern: "/chats/{chatId}") })
        #expect(causes[afterLink..<afterSwipe].allSatisfy { $0 == .user(.swipe) })
        #expect(causes[afterSwipe..<afterBack].allSatisfy { $0 == .user(.back) })
        #expect(causes[afterBack..<afterTab].allSatisfy { $0 == .user(.tab) })
        #expect(
            causes[afterTab..<afterDismissal].allSatisfy { $0 == .transition("compose") || $0 == .user(.dismissal) }
        )
        #expect(causes[beforeRestore...].allSatisfy { $0 == .restore })
        #expect(
            fixture.seen.map { $0.event.analyticsLine(cause: $0.cause) } == [
                "pushed chat in tab inbox (transition openChat)",
                "screenShown Chat (transition openChat)",
                "pushed chat in tab inbox (deepLink /chats/{chatId})",
                "screenShown Chat (deepLink /chats/{chatId})",
                "popped chat from tab inbox (back) (user swipe)",
                "screenShown Chat (user swipe)",
                "popped chat from tab inbox (back) (user back)",
                "screenShown Inbox (user back)",
                "tabSelected contacts (user tab)",
                "screenShown contacts (user tab)",
                "presented compose as sheet from tab contacts (transition compose)",
                "pushed compose in presentation 0 (transition compose)",
                "screenShown compose (transition compose)",
                "popped compose from presentation 0 (dismissed) (user dismissal)",
                "dismissed compose (user dismissal)",
                "screenShown contacts (user dismissal)",
                "pushed contact in tab contacts (transition showContact)",
                "screenShown contact (transition showContact)",
                "popped contact from tab contacts (replaced) (restore)",
                "screenShown contacts (restore)",
            ]
        )
    }

    @Test("screenShown follows each change of the visible screen, by analyticsName or name, without values")
    func screenShownNames() throws {
        let fixture = Fixture()
        let coordinator = fixture.coordinator
        let secret = "s3cr3t-42"
        coordinator.navigator(ChatsNavigator.Inbox.self)?.openChat(chatId: secret)
        coordinator.navigator(ChatsNavigator.Chat.self)?.showInfo()
        coordinator.navigator(ChatsNavigator.ChatInfo.self)?.compose(to: secret)
        coordinator.navigator(ChatsNavigator.Compose.self)?.showNote(noteId: secret)
        try coordinator.open(url("chats://contacts/\(secret)"))
        coordinator.navigation.hostDidPop(.tab(.contacts), toCount: 1)
        // A tab tap on the tab that is shown changes nothing, and reports nothing.
        coordinator.navigation.hostDidSelectTab(.contacts)
        #expect(fixture.shown == ["Chat", "chatInfo", "compose", "Shared Note", "contact", "contacts"])
        let texts = fixture.seen.map { $0.event.analyticsLine(cause: $0.cause) }
        #expect(!texts.contains { $0.contains(secret) })
        #expect(ChatsRoute.analyticsName(of: .inbox) == "Inbox")
        #expect(ChatsRoute.analyticsName(of: .chatInfo) == "chatInfo")
    }
}
