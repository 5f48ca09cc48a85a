import Foundation
import RouteKit
import Testing

/// Mail flows: every change of the state, links and restoration included, reaches observers and the host.
@MainActor
@Suite("Mail flows")
struct MailFlowTests {
    /// A coordinator with the compose sheet up over the mailboxes, its host, and the events from now on.
    private func composing() throws -> (MailCoordinator<MailPlaceholderFactory>, RecordingNavigationHost<MailRoute>) {
        let host = RecordingNavigationHost<MailRoute>()
        let coordinator = MailCoordinator(factory: MailPlaceholderFactory(), host: host)
        try #require(coordinator.navigator(MailNavigator.Mailboxes.self)).compose(to: "Ada")
        host.reset()
        return (coordinator, host)
    }

    @Test("Opening mail://settings/account/… while a sheet is up reports the dismissal, the tab and the push")
    func openingALinkReportsEveryChange() throws {
        let (coordinator, host) = try composing()
        var events: [NavigationEvent<MailRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }

        try coordinator.open(try #require(URL(string: "mail://settings/account/work")))

        #expect(coordinator.state.visibleRoute == .account(id: "work"))
        #expect(
            events == [
                .popped(.compose(to: "Ada"), from: .presentation(0), reason: .dismissed),
                .dismissed(.compose(to: "Ada")),
                .tabSelected(.settings),
                .pushed(.account(id: "work"), in: .tab(.settings)),
                .screenShown(.account, name: "account"),
            ]
        )
        #expect(host.state == coordinator.state)
        observation.cancel()
    }

    @Test("Restoring a saved state reports the change from the current state")
    func restoringReportsEveryChange() throws {
        let (coordinator, host) = try composing()
        let saved = try coordinator.savedState()
        try #require(coordinator.navigator(MailNavigator.Compose.self)).dismiss()
        try coordinator.open(try #require(URL(string: "mail://mail/Inbox")))
        var events: [NavigationEvent<MailRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }

        try coordinator.restoreState(from: saved)

        #expect(
            events == [
                .popped(.mailbox(mailbox: "Inbox"), from: .tab(.mail), reason: .replaced),
                .presented(.compose(to: "Ada"), style: .sheet, from: .tab(.mail)),
                .pushed(.compose(to: "Ada"), in: .presentation(0)),
                .screenShown(.compose, name: "compose"),
            ]
        )
        #expect(host.state == coordinator.state)
        observation.cancel()
    }
}
