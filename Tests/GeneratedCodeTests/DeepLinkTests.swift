import Foundation
import RouteKit
import Testing

/// Deep links of the samples: every linked screen round-trips, a link opens its screen over the
/// back stack the spec leads through, and a bad link is refused with a reason.
@MainActor
@Suite("Deep links")
struct DeepLinkTests {
    nonisolated static let names = ["Ada", "Ada Lovelace", "AC/DC", "Zoë ✨", "100%", "a?b#c&d=e", "ü/..", " "]

    @Test("Every linked Navigatron route → URL → route is the identity", arguments: names)
    func navigatronRoundTrip(name: String) throws {
        let routes: [NavigatronRoute] = [
            .contacts, .contact(name: name), .employees, .employee(name: name), .employee(name: name, role: name),
        ]
        for route in routes {
            let url = try #require(route.deepLinkURL(scheme: "navigatron"), "\(route)")
            #expect(try NavigatronRoute.deepLinks.destination(for: url).route == route, "\(url)")
        }
    }

    @Test("Every linked Library route → URL → route is the identity", arguments: names)
    func libraryRoundTrip(name: String) throws {
        let routes: [LibraryRoute] = [.authors, .books(author: name), .bookCover(author: name, title: name + "!")]
        for route in routes {
            let url = try #require(route.deepLinkURL(scheme: "library"))
            #expect(try LibraryRoute.deepLinks.destination(for: url).route == route, "\(url)")
        }
    }

    @Test("Typed params and query params round-trip", arguments: [0, 1, -7, Int.max])
    func studioRoundTrip(number: Int) throws {
        for route in [StudioRoute.stage(number: number), .stage(number: number, showNotes: true), .stages] {
            let url = try #require(route.deepLinkURL(scheme: "studio"))
            #expect(try StudioRoute.deepLinks.destination(for: url).route == route, "\(url)")
        }
    }

    @Test("Screens without a path have no deep link")
    func unlinked() {
        #expect(NavigatronRoute.contactEdit(name: "Ada").deepLinkPath == nil)
        #expect(StudioRoute.notes(number: 1).deepLinkPath == nil)
    }

    @Test("Paths are percent-encoded and defaults stay out of the query")
    func paths() {
        #expect(NavigatronRoute.employee(name: "Ada Lovelace").deepLinkPath == "/employees/Ada%20Lovelace")
        #expect(NavigatronRoute.employee(name: "Ada", role: "CTO").deepLinkPath == "/employees/Ada?role=CTO")
        #expect(NavigatronRoute.contact(name: "AC/DC").deepLinkPath == "/contacts/AC%2FDC")
        #expect(
            NavigatronRoute.employee(name: "Ada").deepLinkURL(scheme: "navigatron")?.absoluteString
                == "navigatron://employees/Ada"
        )
    }

    @Test("navigatron://employees/<name> opens the Employees tab with the list below the employee")
    func employeeLink() throws {
        let state = try NavigatronRoute.deepLinkState(for: try #require(URL(string: "navigatron://employees/Grace")))
        guard case .tabs(let tabs) = state.root else {
            Issue.record("expected tabs")
            return
        }
        #expect(tabs.selected == .employees)
        #expect(tabs.stack(for: .employees)?.routes == [.employees, .employee(name: "Grace")])
        #expect(tabs.stack(for: .contacts)?.routes == [.contacts])
        #expect(state.visibleRoute == .employee(name: "Grace"))
    }

    @Test("A Library link to a cover opens it over the authors and the author's books")
    func coverLink() throws {
        let url = try #require(URL(string: "library://authors/Octavia%20E.%20Butler/books/Kindred"))
        let state = try LibraryRoute.deepLinkState(for: url)
        guard case .stack(let stack) = state.root else {
            Issue.record("expected one stack")
            return
        }
        #expect(
            stack.routes == [
                .authors, .books(author: "Octavia E. Butler"),
                .bookCover(author: "Octavia E. Butler", title: "Kindred"),
            ]
        )
    }

    @Test("A split-view link shows its screen as the detail")
    func detailLink() throws {
        let state = try StudioRoute.deepLinkState(for: try #require(URL(string: "studio://stages/4?showNotes=true")))
        guard case .split(let split) = state.root else {
            Issue.record("expected a split view")
            return
        }
        #expect(split.primary.routes == [.stages])
        #expect(split.secondary?.routes == [.stage(number: 4, showNotes: true)])
    }

    @Test("Universal links read only the path")
    func universalLink() throws {
        let url = try #require(URL(string: "https://example.com/employees/Ada"))
        #expect(try NavigatronRoute.deepLinks.destination(for: url).route == .employee(name: "Ada"))
    }

    @Test(
        "Bad links are refused with a reason",
        arguments: [
            ("studio://stages/abc", DeepLinkError.invalidParameter(name: "number", value: "abc", type: "Int")),
            ("studio://stages/3?showNotes=maybe", .invalidParameter(name: "showNotes", value: "maybe", type: "Bool")),
            ("studio://stages/3/extra", .noMatch(path: "/stages/3/extra")),
            ("studio://nowhere", .noMatch(path: "/nowhere")),
            ("studio://", .noMatch(path: "/")),
        ]
    )
    func badLinks(link: String, error: DeepLinkError) throws {
        let url = try #require(URL(string: link))
        #expect(throws: error) { try StudioRoute.deepLinks.destination(for: url) }
    }

    @Test("MailRoute.mailbox(mailbox: \"\") has no link, since mail://mail/ would open the mailboxes")
    func emptyMailboxHasNoLink() throws {
        #expect(MailRoute.mailbox(mailbox: "").deepLinkURL(scheme: "mail") == nil)
        let url = try #require(URL(string: "mail://mail/"))
        #expect(try MailRoute.deepLinks.destination(for: url).route == .mailboxes)
        #expect(MailRoute.mailbox(mailbox: " ").deepLinkURL(scheme: "mail")?.absoluteString == "mail://mail/%20")
    }

    @Test("NavigatronRoute.contact(name: \"\") has no link, since navigatron://contacts/ would open the contacts")
    func emptyContactHasNoLink() {
        #expect(NavigatronRoute.contact(name: "").deepLinkPath == nil)
        #expect(NavigatronRoute.employee(name: "").deepLinkURL(scheme: "navigatron") == nil)
        #expect(NavigatronRoute.employee(name: "Ada", role: "").deepLinkPath == "/employees/Ada?role=")
    }

    @Test("An empty optional String in the query has no link, since ?note= reads back as nil")
    func emptyOptionalQueryHasNoLink() throws {
        let id = UUID()
        #expect(BirdsRoute.sighting(id: id, name: "Wren", note: "").deepLinkPath == nil)
        for note in [nil, " ", "a&b=c"] as [String?] {
            let route = BirdsRoute.sighting(id: id, name: "Wren", note: note)
            let url = try #require(route.deepLinkURL(scheme: "birds"))
            #expect(try BirdsRoute.deepLinks.destination(for: url).route == route, "\(url)")
        }
    }

    @Test("birds://sightings/Wren is noMatch: no pattern has two segments there")
    func birdsWrenIsNoMatch() throws {
        let url = try #require(URL(string: "birds://sightings/Wren"))
        #expect(throws: DeepLinkError.noMatch(path: "/sightings/Wren")) {
            try BirdsRoute.deepLinks.destination(for: url)
        }
        let id = UUID().uuidString
        let valid = try #require(URL(string: "birds://sightings/\(id)"))
        #expect(throws: DeepLinkError.noMatch(path: "/sightings/\(id)")) {
            try BirdsRoute.deepLinks.destination(for: valid)
        }
        let wrongType = try #require(URL(string: "birds://sightings/Wren/Wren"))
        #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "Wren", type: "UUID")) {
            try BirdsRoute.deepLinks.destination(for: wrongType)
        }
    }

    @Test("The coordinator opens a link on the current state, keeping other tabs, and changes nothing on error")
    func coordinatorOpens() throws {
        let host = RecordingNavigationHost<NavigatronRoute>()
        let coordinator = NavigatronCoordinator(factory: NavigatronPlaceholderFactory(), host: host)
        try #require(coordinator.navigator(NavigatronNavigator.Contacts.self)).showContact(name: "Ada")

        try coordinator.open(try #require(URL(string: "navigatron://employees/Grace")))
        #expect(coordinator.state.visibleRoute == .employee(name: "Grace"))
        guard case .tabs(let tabs) = coordinator.state.root else { return }
        #expect(tabs.stack(for: .contacts)?.routes == [.contacts, .contact(name: "Ada")])

        let before = coordinator.state
        #expect(throws: DeepLinkError.noMatch(path: "/nowhere")) {
            try coordinator.open(try #require(URL(string: "navigatron://nowhere")))
        }
        #expect(coordinator.state == before)
    }
}

@MainActor
@Suite("State restoration")
struct StateRestorationTests {
    func makeCoordinator() -> NavigatronCoordinator<NavigatronPlaceholderFactory> {
        NavigatronCoordinator(factory: NavigatronPlaceholderFactory())
    }

    @Test("A saved state comes back whole")
    func roundTrip() throws {
        let coordinator = makeCoordinator()
        try coordinator.open(try #require(URL(string: "navigatron://employees/Grace")))
        coordinator.navigation.hostDidSelectTab(.employees)
        try #require(coordinator.navigator(NavigatronNavigator.Employee.self)).back()
        try #require(coordinator.navigator(NavigatronNavigator.Employees.self)).pickContact()
        let data = try coordinator.savedState()

        let restored = makeCoordinator()
        try restored.restoreState(from: data)
        #expect(restored.state == coordinator.state)
        #expect(restored.state.presentations.count == 1)
    }

    @Test(
        "Data that does not fit is refused and the default state stays",
        arguments: [
            ("not json", "corrupted"),
            (#"{"format":2,"spec":"Navigatron","state":{}}"#, "unsupportedFormat"),
            (#"{"format":1,"spec":"Library","state":{}}"#, "otherSpec"),
            (
                #"{"format":1,"spec":"Navigatron","#
                    + #""state":{"root":{"stack":{"_0":["removedScreen"]}},"presentations":[]}}"#,
                "doesNotFitSpec"
            ),
        ]
    )
    func refused(json: String, kind: String) {
        let coordinator = makeCoordinator()
        do {
            try coordinator.restoreState(from: Data(json.utf8))
            Issue.record("expected an error")
        } catch {
            let name =
                switch error {
                case .corrupted: "corrupted"
                case .unsupportedFormat: "unsupportedFormat"
                case .otherSpec: "otherSpec"
                case .doesNotFitSpec: "doesNotFitSpec"
                }
            #expect(name == kind, "\(error)")
        }
        #expect(coordinator.state == .initial)
    }

    @Test("A state whose param changed type does not restore")
    func changedParamType() throws {
        let coordinator = makeCoordinator()
        try coordinator.open(try #require(URL(string: "navigatron://contacts/Ada")))
        let json = String(decoding: try coordinator.savedState(), as: UTF8.self)
        // As if `name` had become an Int in the spec: the saved String no longer decodes.
        let changed = json.replacingOccurrences(of: #""name":"Ada""#, with: #""name":42"#)
        #expect(changed != json)
        let restored = makeCoordinator()
        #expect(throws: StateRestorationError.self) { try restored.restoreState(from: Data(changed.utf8)) }
        #expect(restored.state == .initial)
    }
}
