import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

/// A route that shows one measurement, for links with `Double` params.
private struct MeasureRoute: NavigationRoute {
    var value: Double
    var screen: String { "measure" }
    typealias Tab = Never
    var title: String { value.description }
    var navigationBar: BarVisibility { .visible }
    var toolbar: BarVisibility { .hidden }
}

@Suite struct DeepLinkRouterTests {
    /// A router of `/measures/{value}` (a `Double`) and `/sightings/{id}/{name}` (a `UUID` and a `String`).
    private static let router: DeepLinkRouter<MeasureRoute> = {
        var router = DeepLinkRouter<MeasureRoute>()
        router.register("/measures/{value}", types: ["value": Double.self]) { values throws(DeepLinkError) in
            DeepLinkRouter.Destination(location: .main, routes: [MeasureRoute(value: try values.linkValue("value"))])
        }
        router.register("/sightings/{id}/{name}", types: ["id": UUID.self, "name": String.self]) { _ in
            DeepLinkRouter.Destination(location: .main, routes: [MeasureRoute(value: 0)])
        }
        return router
    }()

    @Test(
        "Double edge values round-trip through a link, NaN included",
        arguments: [
            0, -0.0, 0.1, -2.5e-3, 1e300, .infinity, -.infinity, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .nan, -.nan,
        ] as [Double]
    )
    func doubles(value: Double) throws {
        let path = try #require(DeepLinkPath.make(["measures", value.deepLinkText]))
        let url = try #require(DeepLinkPath.url(scheme: "app", path: path))
        let read = try #require(try Self.router.destination(for: url).route?.value)
        #expect(read == value || (read.isNaN && value.isNaN), "\(url)")
        #expect(read.sign == value.sign || value.isNaN)
    }

    @Test("A pattern filled with its params' texts is the path of its segments")
    func filledPattern() {
        #expect(
            DeepLinkPath.make("/authors/{author}/books/{title}", filling: ["Le Guin", "A/B"])
                == DeepLinkPath.make(["authors", "Le Guin", "books", "A/B"])
        )
        #expect(DeepLinkPath.make("/authors/{author}", filling: ["Le Guin"]) == "/authors/Le%20Guin")
        #expect(
            DeepLinkPath.make("/inbox", filling: [], query: [(name: "page", value: "2")]) == "/inbox?page=2"
        )
        #expect(DeepLinkPath.make("/authors/{author}", filling: [""]) == nil)
        #expect(DeepLinkPath.make("/authors/{author}", filling: []) == nil)
    }

    @Test("A query leaves out values equal to their defaults, NaN included, and writes nil empty")
    func query() {
        var query = DeepLinkQuery()
        query.add("name", "Ada")
        query.add("page", 1, default: 1)
        query.add("count", 2, default: 1)
        query.add("ratio", Double.nan, default: .nan)
        query.add("scale", Double.nan, default: 1)
        query.addOptional("note", String?.none)
        query.addOptional("draft", String?.none, default: "x")
        query.addOptional("limit", Double?.some(.nan), default: .nan)
        query.addOptional("tag", "a", default: "a")
        #expect(query.items.map(\.name) == ["name", "count", "scale", "draft"])
        #expect(query.items.map(\.value) == ["Ada", "2", "nan", ""])
    }

    @Test("A path with an empty segment has no link")
    func emptySegment() {
        #expect(DeepLinkPath.make(["mail", ""]) == nil)
        #expect(DeepLinkPath.make(["mail", " "]) == "/mail/%20")
    }

    @Test("A first segment that is a param keeps its : and @ out of the URL's port and user info")
    func hostSegment() throws {
        let path = try #require(DeepLinkPath.make(["a:b@c", "x"]))
        let url = try #require(DeepLinkPath.url(scheme: "app", path: path))
        #expect(url.absoluteString == "app://a%3Ab%40c/x")
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.percentEncodedHost?.removingPercentEncoding == "a:b@c")
    }

    @Test(
        "noMatch when no pattern has the path's shape; invalidParameter when one does but a value does not parse",
        arguments: [
            ("/sightings/Wren", DeepLinkError.noMatch(path: "/sightings/Wren")),
            (
                "/sightings/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                .noMatch(path: "/sightings/E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
            ),
            ("/sightings/Wren/Wren/Wren", .noMatch(path: "/sightings/Wren/Wren/Wren")),
            ("/sightings/Wren/Wren", .invalidParameter(name: "id", value: "Wren", type: "UUID")),
            ("/measures/abc", .invalidParameter(name: "value", value: "abc", type: "Double")),
            ("/measures", .noMatch(path: "/measures")),
        ]
    )
    func reasons(path: String, error: DeepLinkError) {
        let segments = path.split(separator: "/").map(String.init)
        #expect(throws: error) { try Self.router.destination(segments: segments) }
    }
    /// A route of a table-driven router: a screen and the text of its link's `id`.
    private struct TableRoute: NavigationRoute {
        enum Screen: String, Hashable, Codable, Sendable { case item, note }
        var screen: Screen
        var id: String
        typealias Tab = Never
        var title: String { id }
        var navigationBar: BarVisibility { .visible }
        var toolbar: BarVisibility { .hidden }
    }

    @Test("A router made from rows links each pattern to its screen, its params' types from the row's reads, in order")
    func table() throws {
        // The route takes `id` as whichever type the row read it as.
        var router = DeepLinkRouter<TableRoute> { screen, values throws(DeepLinkError) in
            if let text = try? values.value("id") as String { return TableRoute(screen: screen, id: text) }
            if let uuid = try? values.value("id") as UUID { return TableRoute(screen: screen, id: uuid.uuidString) }
            return TableRoute(screen: screen, id: String(try values.value("id") as Int))
        }
        router.link("/items/{id}", to: .item, in: .main, reading: [.required("id", as: Int.self)])
        router.link("/items/{id}", to: .note, in: .main, reading: [.required("id", as: String.self)])
        // `day` has no read: its segment is a `String`.
        router.link("/notes/{day}/{id}", to: .note, in: .main, reading: [.required("id", as: UUID.self)])
        #expect(router.patterns == ["/items/{id}", "/items/{id}", "/notes/{day}/{id}"])
        #expect(try router.destination(segments: ["items", "42"]).route == TableRoute(screen: .item, id: "42"))
        // The `Int` pattern comes first; text that is not an `Int` falls through to the `String` one.
        #expect(try router.destination(segments: ["items", "x"]).route == TableRoute(screen: .note, id: "x"))
        let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        #expect(try router.destination(segments: ["notes", "mon", uuid]).route == TableRoute(screen: .note, id: uuid))
        #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "7", type: "UUID")) {
            try router.destination(segments: ["notes", "mon", "7"])
        }
    }

    /// A route with a page, a mode and a note, for rows that read each kind of param.
    private struct PageRoute: NavigationRoute {
        enum Screen: String, Hashable, Codable, Sendable { case home, list, page, sheet }
        var screen: Screen
        var page = 0
        var mode: [String] = []
        var note: String?
        typealias Tab = Never
        var title: String { "\(page)" }
        var navigationBar: BarVisibility { .visible }
        var toolbar: BarVisibility { .hidden }
    }

    /// Builds a `PageRoute` from a link's values, as generated `route(_:_:)` does.
    private static let pageRoute: DeepLinkRouter<PageRoute>.RouteBuilder = { screen, values in
        PageRoute(
            screen: screen,
            page: try values.value("page", default: 0),
            mode: try values.value("mode", default: ["none"]),
            note: try values.value("note", default: "none")
        )
    }

    @Test("A row's screens: its back stack, the linked screen on top or presented over it, a kept root")
    func rows() throws {
        var router = DeepLinkRouter<PageRoute>(route: Self.pageRoute)
        router.link(
            "/pages/{page}",
            to: .page,
            in: .main,
            over: [.home, .list],
            reading: [.required("page", as: Int.self)]
        )
        router.link("/sheets", to: .sheet, in: .secondary, over: [.list], presentedAs: .fullScreen)
        router.link("/kept", to: .page, in: .primary, over: [.list], keepingRoot: true)
        router.link("/home", to: .home, in: .main)
        #expect(
            try router.destination(segments: ["pages", "3"])
                == DeepLinkRouter.Destination(
                    location: .main,
                    routes: [
                        PageRoute(screen: .home, page: 3, mode: ["none"], note: "none"),
                        PageRoute(screen: .list, page: 3, mode: ["none"], note: "none"),
                        PageRoute(screen: .page, page: 3, mode: ["none"], note: "none"),
                    ]
                )
        )
        let none = { (screen: PageRoute.Screen) in PageRoute(screen: screen, mode: ["none"], note: "none") }
        #expect(
            try router.destination(segments: ["sheets"])
                == DeepLinkRouter.Destination(
                    location: .secondary,
                    routes: [none(.list)],
                    presented: .init(none(.sheet), style: .fullScreen)
                )
        )
        #expect(
            try router.destination(segments: ["kept"])
                == DeepLinkRouter.Destination(
                    location: .primary,
                    routes: [none(.list), none(.page)],
                    keepingRoot: true
                )
        )
        #expect(
            try router.destination(segments: ["home"])
                == DeepLinkRouter.Destination(location: .main, routes: [none(.home)])
        )
    }

    @Test("A row reads its params in order: required, with a default, optional, and fixed ones a URL cannot carry")
    func reads() throws {
        var router = DeepLinkRouter<PageRoute>(route: Self.pageRoute)
        router.link(
            "/pages",
            to: .page,
            in: .main,
            reading: [
                .read("page", as: Int.self, default: 1),
                .fixed("mode", as: [String].self, ["grid"]),
                .optional("note", as: String.self, default: "hello"),
            ]
        )
        router.link("/notes/{note}", to: .list, in: .main, reading: [.optional("note", as: String.self)])
        router.link(
            "/both",
            to: .home,
            in: .main,
            reading: [.required("page", as: Int.self), .required("note", as: String.self)]
        )
        func route(_ path: String, _ query: [(name: String, value: String)] = []) throws(DeepLinkError) -> PageRoute? {
            try router.destination(segments: path.split(separator: "/").map(String.init), query: query).route
        }
        #expect(try route("pages") == PageRoute(screen: .page, page: 1, mode: ["grid"], note: "hello"))
        #expect(
            try route("pages", [(name: "page", value: "4"), (name: "note", value: "")])
                == PageRoute(screen: .page, page: 4, mode: ["grid"], note: nil)
        )
        #expect(try route("notes/hi") == PageRoute(screen: .list, page: 0, mode: ["none"], note: "hi"))
        #expect(throws: DeepLinkError.invalidParameter(name: "page", value: "x", type: "Int")) {
            try route("pages", [(name: "page", value: "x")])
        }
        // The first param in the row's order is the one reported.
        #expect(throws: DeepLinkError.missingParameter(name: "page", path: "/both")) { try route("both") }
        #expect(throws: DeepLinkError.missingParameter(name: "note", path: "/both")) {
            try route("both", [(name: "page", value: "2")])
        }
    }

    @Test("A router made with init() opens nothing that a row adds")
    func rowsWithoutRoutes() {
        var router = DeepLinkRouter<PageRoute>()
        router.link("/home", to: .home, in: .main)
        #expect(router.patterns == ["/home"])
        #expect(throws: DeepLinkError.noMatch(path: "/home")) { try router.destination(segments: ["home"]) }
    }
}
