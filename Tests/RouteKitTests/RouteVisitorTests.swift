import Foundation
@_spi(Generated) import RouteKit
import Testing

/// `DeepLinkPathWriter` and `RouteTitleWriter` compute a route's deep-link path and title from its
/// generated `visit(_:)`, with the rules the generated switches had.
@Suite("Route visitors")
struct RouteVisitorTests {
    /// A route as RouteGen generates it: one `visit(_:)`, the path and the title from RouteKit.
    enum Route {
        case home
        case book(id: Int, title: String, page: Int = 1, filter: String? = nil, zoom: Double = .nan)
        case shelf(tags: [String] = [], note: String? = "n")
        case hidden(id: Int)
        case braces(name: String?)

        var deepLinkPath: String? {
            var writer = DeepLinkPathWriter()
            visit(&writer)
            return writer.path
        }

        var title: String {
            var writer = RouteTitleWriter()
            visit(&writer)
            return writer.title
        }

        func title(table: String) -> String {
            var writer = RouteTitleWriter(table: table, bundle: .main)
            visit(&writer)
            return writer.title
        }

        private func visit(_ visitor: inout some RouteVisitor) {
            switch self {
            case .home:
                visitor.visitScreen(path: "/home", title: "Home")
            case .book(let id, let title, let page, let filter, let zoom):
                visitor.visitScreen(path: "/books/{title}/{id}", title: "{title} (page {page}{filter})")
                visitor.visit(id, "id")
                visitor.visit(title, "title")
                visitor.visit(page, "page", default: 1)
                visitor.visit(filter, "filter")
                visitor.visit(zoom, "zoom", default: .nan)
            case .shelf(let tags, let note):
                visitor.visitScreen(path: "/shelf", title: "Shelf")
                visitor.visit(tags, "tags", linkable: tags == [])
                visitor.visit(note, "note", default: "n")
            case .hidden(let id):
                visitor.visitScreen(path: nil, title: "Hidden {id}")
                visitor.visit(id, "id")
            case .braces(let name):
                visitor.visitScreen(path: nil, title: "{{{name}}} 100%")
                visitor.visit(name, "name")
            }
        }
    }

    @Test("Fills the pattern in its own order, and leaves defaults out of the query")
    func paths() {
        #expect(Route.home.deepLinkPath == "/home")
        #expect(Route.book(id: 3, title: "Le Guin").deepLinkPath == "/books/Le%20Guin/3")
        #expect(
            Route.book(id: 3, title: "A", page: 2, filter: "new", zoom: 1.5).deepLinkPath
                == "/books/A/3?page=2&filter=new&zoom=1.5"
        )
        #expect(Route.shelf().deepLinkPath == "/shelf")
        #expect(Route.shelf(note: nil).deepLinkPath == "/shelf?note=")
        #expect(Route.shelf(note: "a b").deepLinkPath == "/shelf?note=a%20b")
    }

    @Test(
        "Has no path without a pattern, with an empty segment, an empty optional String, or a param a URL cannot carry"
    )
    func noPaths() {
        #expect(Route.hidden(id: 1).deepLinkPath == nil)
        #expect(Route.book(id: 3, title: "").deepLinkPath == nil)
        #expect(Route.book(id: 3, title: "A", filter: "").deepLinkPath == nil)
        #expect(Route.shelf(tags: ["a"]).deepLinkPath == nil)
    }

    @Test("Shows params as titleText does, and braces as written")
    func titles() {
        #expect(Route.home.title == "Home")
        #expect(Route.book(id: 3, title: "Dune", page: 2).title == "Dune (page 2)")
        #expect(Route.book(id: 3, title: "Dune", filter: "!").title == "Dune (page 1!)")
        #expect(Route.hidden(id: 7).title == "Hidden 7")
        #expect(Route.braces(name: "x").title == "{x} 100%")
        #expect(Route.braces(name: nil).title == "{} 100%")
    }

    @Test("Looks a title up by its key: %@ for a param, %% for a %")
    func localizedTitles() {
        // The table does not exist, so the key itself is the format.
        #expect(Route.braces(name: "x").title(table: "NoSuchTable") == "{x} 100%")
        #expect(Route.book(id: 3, title: "Dune", page: 2).title(table: "NoSuchTable") == "Dune (page 2)")
    }

    @Test("Reads a template scalar by scalar: a brace followed by a combining mark still counts")
    func combiningMarks() {
        struct Titled {
            var name: String
            var title: String {
                var writer = RouteTitleWriter()
                writer.visitScreen(path: nil, title: "{name}\u{200D}: {{x}}\u{20DD}")
                writer.visit(name, "name")
                return writer.title
            }
        }
        #expect(Titled(name: "a").title == "a\u{200D}: {x}\u{20DD}")
    }

    @Test("A title's key doubles a % followed by a combining mark, which stays in the localized title")
    func percentBeforeCombiningMark() {
        var writer = RouteTitleWriter(table: "NoSuchTable", bundle: .main)
        writer.visitScreen(path: nil, title: "50%\u{301} {name}")
        writer.visit("x", "name")
        #expect(writer.title == "50%\u{301} x")
    }
}
