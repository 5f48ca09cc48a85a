import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

@Suite("Deep-link router: link tables")
struct DeepLinkRouterTableTests {
    /// A route of a mail app with two tabs: a screen and the `id` of its link.
    private struct MailRoute: NavigationRoute {
        enum Screen: String, Hashable, Codable, Sendable { case inbox, message, compose, settings }
        enum Tab: String, Hashable, Codable, Sendable { case mail, settings }
        var screen: Screen
        var id: UUID?
        var title: String { screen.rawValue }
        var navigationBar: BarVisibility { .visible }
        var toolbar: BarVisibility { .hidden }

        static func route<Values: RouteValues>(_ screen: Screen, _ values: Values) throws(Values.Failure) -> MailRoute {
            screen == .message
                ? MailRoute(screen: screen, id: try values.value("id") as UUID) : MailRoute(screen: screen)
        }
    }

    /// A route of an app without tabs.
    private struct NotesRoute: NavigationRoute {
        enum Screen: String, Hashable, Codable, Sendable { case notes, note }
        typealias Tab = Never
        var screen: Screen
        var number = 0
        var title: String { screen.rawValue }
        var navigationBar: BarVisibility { .visible }
        var toolbar: BarVisibility { .hidden }
    }

    @Test("A table's rows are the router's patterns, each opening its screen in its tab, typed segments matching first")
    func tabs() throws {
        var router = DeepLinkRouter<MailRoute>(route: MailRoute.route(_:_:))
        router.link(
            tabs: MailRoute.Tab.init(rawValue:),
            table: """
                /inbox inbox tab:mail

                /inbox/{id:UUID} message tab:mail over:inbox
                    /inbox/new compose tab:mail over:inbox presented:sheet
                /settings settings tab:settings
                """
        )
        #expect(router.patterns == ["/inbox", "/inbox/new", "/inbox/{id}", "/settings"])
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let message = try router.destination(for: URL(string: "mail://inbox/\(id.uuidString)")!)
        #expect(message.location == .tab(.mail))
        #expect(message.routes == [MailRoute(screen: .inbox), MailRoute(screen: .message, id: id)])
        let compose = try router.destination(for: URL(string: "mail://inbox/new")!)
        #expect(compose.presented == .init(MailRoute(screen: .compose), style: .sheet))
        #expect(try router.destination(for: URL(string: "mail://settings")!).location == .tab(.settings))
        #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "7", type: "UUID")) {
            try router.destination(for: URL(string: "mail://inbox/7")!)
        }
    }

    @Test("Routes without tabs take a table without a tab lookup")
    func withoutTabs() throws {
        var router = DeepLinkRouter<NotesRoute> { screen, values throws(DeepLinkError) in
            NotesRoute(screen: screen, number: try values.value("number", default: 0))
        }
        router.link(table: "/notes notes main\n/notes/{number:Int} note main over:notes")
        let destination = try router.destination(segments: ["notes", "12"])
        #expect(destination.routes == [NotesRoute(screen: .notes, number: 12), NotesRoute(screen: .note, number: 12)])
    }
}
