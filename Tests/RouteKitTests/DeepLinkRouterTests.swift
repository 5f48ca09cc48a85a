import Foundation
import Testing

@testable import RouteKit

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
        router.register("/measures/{value}", types: ["value": Double.self]) { parameters throws(DeepLinkError) in
            DeepLinkDestination(location: .main, routes: [MeasureRoute(value: try parameters.value("value"))])
        }
        router.register("/sightings/{id}/{name}", types: ["id": UUID.self, "name": String.self]) { _ in
            DeepLinkDestination(location: .main, routes: [MeasureRoute(value: 0)])
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

    @Test("A router made from a table links each pattern to its screen, with its params' types, in order")
    func table() throws {
        let router = DeepLinkRouter<TableRoute>(
            [
                .init("/items/{id}", to: .item, types: Int.self),
                .init("/items/{id}", to: .note),
                .init("/notes/{day}/{id}", to: .note, types: String.self, UUID.self),
            ],
            screens: { screen, parameters throws(DeepLinkError) in
                var values = DeepLinkValues(parameters)
                try values.read("id", as: String.self)
                return DeepLinkScreens(location: .main, screens: [screen], values: values)
            },
            route: { screen, values throws(DeepLinkError) in
                TableRoute(screen: screen, id: try values.value("id"))
            }
        )
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
}
