import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct DeepLinkValuesTests {
    /// A route with a screen and a page, for destinations built from values.
    private struct PageRoute: NavigationRoute {
        enum Screen: String, Hashable, Codable, Sendable { case list, page, sheet }
        var screen: Screen
        var page: Int
        typealias Tab = Never
        var title: String { "\(page)" }
        var navigationBar: BarVisibility { .visible }
        var toolbar: BarVisibility { .hidden }
    }

    /// The values of a link to `/pages` with `id` captured as `7` and `query`.
    private static func link(_ query: [(name: String, value: String)]) -> DeepLinkValues {
        DeepLinkValues(path: "/pages", captures: ["id": "7"], query: query)
    }

    @Test("Values read from a link keep their types; a value of another type, or none, is the default")
    func readAndLookUp() throws {
        var values = Self.link([(name: "page", value: "3"), (name: "note", value: "")])
        try values.read("id", as: Int.self)
        try values.read("page", as: Int.self, default: 1)
        try values.read("zoom", as: Double.self, default: 2)
        try values.readOptional("note", as: String.self, default: "x")
        values.set("mode", "grid" as String?)
        #expect(try values.value("id", default: 0) == 7)
        #expect(try values.value("page", default: 0) == 3)
        #expect(try values.value("zoom", default: 0 as Double) == 2)
        #expect(try values.value("note", default: "y" as String?) == nil)
        // Same name, another type: the default.
        #expect(try values.value("id", default: "none") == "none")
        #expect(try values.value("mode", default: "list") == "list")
        #expect(try values.value("mode", default: "list" as String?) == "grid")
        #expect(try values.value("missing", default: 5) == 5)
        #expect(try values.value("id") as Int == 7)
        #expect(throws: DeepLinkError.missingParameter(name: "missing", path: "/pages")) {
            let _: Int = try values.value("missing")
        }
    }

    /// Reads the params through ``RouteValues``, as a generated `route(_:_:)` does.
    private static func read<Values: RouteValues>(_ values: Values) throws(Values.Failure) -> [String?] {
        let id: Int = try values.value("id")
        let page: Int = try values.value("page", default: 1)
        let mode: String? = try values.optionalValue("mode", default: "list")
        let note: String? = try values.optionalValue("note")
        return ["\(id)", "\(page)", mode, note]
    }

    @Test("As RouteValues, a link's values are read as by value(_:default:), a required one throwing when missing")
    func routeValues() throws {
        var values = Self.link([(name: "page", value: "3")])
        try values.read("id", as: Int.self)
        try values.read("page", as: Int.self, default: 1)
        #expect(try Self.read(values) == ["7", "3", "list", nil])
        values.set("mode", "grid" as String?)
        values.set("note", "n" as String?)
        #expect(try Self.read(values) == ["7", "3", "grid", "n"])
        #expect(throws: DeepLinkError.missingParameter(name: "id", path: "/pages")) {
            try Self.read(Self.link([]))
        }
    }

    @Test("A link's errors are the parameters' own")
    func readErrors() {
        var values = Self.link([(name: "page", value: "abc")])
        #expect(throws: DeepLinkError.invalidParameter(name: "page", value: "abc", type: "Int")) {
            try values.read("page", as: Int.self, default: 1)
        }
        #expect(throws: DeepLinkError.missingParameter(name: "title", path: "/pages")) {
            try values.read("title", as: String.self)
        }
    }

    @Test("The screens of a destination become its routes, the presented one too")
    func destination() throws {
        var values = Self.link([])
        try values.read("id", as: Int.self)
        let screens = DeepLinkScreens<PageRoute>(
            location: .main,
            screens: [.list, .page],
            presented: (.sheet, .sheet),
            values: values
        )
        let destination = try screens.destination { screen, values throws(DeepLinkError) in
            PageRoute(screen: screen, page: screen == .list ? 0 : try values.value("id", default: 1))
        }
        #expect(
            destination
                == DeepLinkRouter.Destination(
                    location: .main,
                    routes: [PageRoute(screen: .list, page: 0), PageRoute(screen: .page, page: 7)],
                    presented: .init(PageRoute(screen: .sheet, page: 7), style: .sheet)
                )
        )
    }

    @Test("Screens that keep the stack's root make a destination that keeps it")
    func destinationKeepingTheRoot() throws {
        var values = Self.link([])
        try values.read("id", as: Int.self)
        let screens = DeepLinkScreens<PageRoute>(location: .main, screens: [.page], values: values, keepingRoot: true)
        let destination = try screens.destination { screen, values throws(DeepLinkError) in
            PageRoute(screen: screen, page: try values.value("id", default: 1))
        }
        #expect(destination.keepsRoot)
        #expect(
            destination
                == DeepLinkRouter.Destination(
                    location: .main,
                    routes: [PageRoute(screen: .page, page: 7)],
                    keepingRoot: true
                )
        )
    }
}
