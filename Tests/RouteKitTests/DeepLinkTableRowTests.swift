import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

@Suite("Deep-link table rows")
struct DeepLinkTableRowTests {
    /// A route of a shop: a screen, a tab, and the params its screens take, built as generated
    /// `route(_:_:)` does.
    private struct ShopRoute: NavigationRoute {
        enum Screen: String, Hashable, Codable, Sendable { case home, list, item, cart, compose }
        enum Tab: String, Hashable, Codable, Sendable { case shop, account }
        var screen: Screen
        var id = 0
        var page = 1
        var note: String?
        var tags: [String] = ["new"]
        var title: String { screen.rawValue }
        var navigationBar: BarVisibility { .visible }
        var toolbar: BarVisibility { .hidden }

        /// The route of `screen`: `item` takes a required `id`, a `page` with a default, an optional
        /// `note` and `tags`, which a URL cannot carry; `list` takes a `page` of its own.
        static func route<Values: RouteValues>(_ screen: Screen, _ values: Values) throws(Values.Failure) -> ShopRoute {
            switch screen {
            case .item:
                return try ShopRoute(
                    screen: .item,
                    id: values.value("id"),
                    page: values.value("page", default: 1),
                    note: values.optionalValue("note"),
                    tags: values.value("tags", default: ["new"])
                )
            case .list:
                return try ShopRoute(screen: .list, page: values.value("page", default: 1))
            case .cart:
                return try ShopRoute(screen: .cart, note: values.optionalValue("note", default: "gift"))
            case .home, .compose:
                return ShopRoute(screen: screen)
            }
        }
    }

    private static func row(_ line: String) throws(DeepLinkTableError) -> DeepLinkRouter<ShopRoute>.Link {
        try DeepLinkRouter<ShopRoute>.Link(
            tableRow: line[...],
            screen: ShopRoute.Screen.init(rawValue:),
            tab: ShopRoute.Tab.init(rawValue:)
        )
    }

    @Test("A row has a pattern with segment types, a screen, a stack, and then any of over, presented and keepingRoot")
    func fields() throws {
        let row = try Self.row("/shop/{id:Int}/{slug} item tab:shop over:home,list presented:sheet keepingRoot")
        #expect(row.pattern == "/shop/{id}/{slug}")
        #expect(row.segmentTypes.keys.sorted() == ["id"])
        #expect(row.segmentTypes["id"] == Int.self)
        #expect(row.screen == .item)
        #expect(row.location == .tab(.shop))
        #expect(row.backStack == [.home, .list])
        #expect(row.presentationStyle == .sheet)
        #expect(row.keepsRoot)

        let plain = try Self.row("/ home main")
        #expect(plain.pattern == "/")
        #expect(plain.segmentTypes.isEmpty && plain.backStack.isEmpty && plain.presentationStyle == nil)
        #expect(!plain.keepsRoot)
        #expect(try Self.row("/a list primary").location == .primary)
        #expect(try Self.row("/a list secondary").location == .secondary)
        for (name, type) in [("Double", Double.self), ("Bool", Bool.self), ("UUID", UUID.self)] as [(String, Any.Type)]
        {
            #expect(try Self.row("/a/{x:\(name)} list main").segmentTypes["x"] == type)
        }
    }

    @Test(
        "A row that names nothing the routes have says what is wrong",
        arguments: [
            ("/a home", "a row has a pattern, a screen and a stack; found 2 fields"),
            ("/a shelf main", "there is no screen 'shelf'"),
            ("/a home tab:orders", "there is no tab 'orders'"),
            ("/a home side", "'side' is no stack; use main, primary, secondary or tab:<tab>"),
            ("/a/{id:Float} home main", "'{id:Float}' names no segment type; use String, Int, Double, Bool or UUID"),
            ("/a home main over:home,attic", "there is no screen 'attic'"),
            ("/a home main presented:popup", "there is no presentation style 'popup'"),
            (
                "/a home main keepRoot",
                "'keepRoot' is not over:<screens>, presented:<style>, keepingRoot or arrive:<arrival>"
            ),
        ]
    )
    func errors(line: String, message: String) {
        #expect(throws: DeepLinkTableError.self) { try Self.row(line) }
        do {
            _ = try Self.row(line)
        } catch {
            #expect(error.message == message)
        }
    }

    /// The destination of `row` for `path` and its `query`.
    private static func destination(
        _ row: String,
        captures: [String: String],
        query: [(name: String, value: String)] = []
    ) throws -> DeepLinkRouter<ShopRoute>.Destination {
        let link = DeepLinkValues(path: "/test", captures: captures, query: query)
        return try Self.row(row).destination(link, route: ShopRoute.route(_:_:))
    }

    @Test("The linked screen's route reads its params from the link; the screens below take theirs from what it read")
    func readsOnDemand() throws {
        let destination = try Self.destination(
            "/items/{id:Int} item tab:shop over:home,list",
            captures: ["id": "42"],
            query: [(name: "page", value: "3"), (name: "note", value: "hi"), (name: "tags", value: "x")]
        )
        #expect(
            destination.routes == [
                ShopRoute(screen: .home),
                // `list` has a `page` too: the one the item read.
                ShopRoute(screen: .list, page: 3),
                // `tags` cannot come from a URL: its default, whatever the query says.
                ShopRoute(screen: .item, id: 42, page: 3, note: "hi", tags: ["new"]),
            ]
        )
        #expect(destination.location == .tab(.shop))
        // Missing query items are their defaults; an empty optional is `nil`.
        let defaults = try Self.destination("/items/{id:Int} item main over:list", captures: ["id": "7"])
        #expect(defaults.routes == [ShopRoute(screen: .list, page: 1), ShopRoute(screen: .item, id: 7)])
        let empty = try Self.destination("/items/{id:Int} item main", captures: ["id": "7"], query: [("note", "")])
        #expect(empty.route == ShopRoute(screen: .item, id: 7, note: nil))
        // An optional's own default stands for a missing item.
        #expect(try Self.destination("/cart cart main", captures: [:]).route == ShopRoute(screen: .cart, note: "gift"))
    }

    @Test("A presented screen is read first and shown over the stack; a kept root is left out")
    func presentedAndKeptRoot() throws {
        let presented = try Self.destination(
            "/items/{id:Int} item main over:home presented:sheet",
            captures: ["id": "5"]
        )
        #expect(presented.routes == [ShopRoute(screen: .home)])
        #expect(presented.presented == .init(ShopRoute(screen: .item, id: 5), style: .sheet))
        let kept = try Self.destination("/items/{id:Int} item main over:list keepingRoot", captures: ["id": "5"])
        #expect(kept.keepsRoot)
        #expect(kept.routes == [ShopRoute(screen: .list), ShopRoute(screen: .item, id: 5)])
    }

    @Test("A link's first wrong or missing param of the linked screen, in its route's order, is the error")
    func readErrors() throws {
        #expect(throws: DeepLinkError.missingParameter(name: "id", path: "/test")) {
            try Self.destination("/items item main", captures: [:], query: [("page", "x")])
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "page", value: "x", type: "Int")) {
            try Self.destination("/items/{id:Int} item main", captures: ["id": "1"], query: [("page", "x")])
        }
    }
}
