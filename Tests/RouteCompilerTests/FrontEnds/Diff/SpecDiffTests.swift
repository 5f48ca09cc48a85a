import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// `routegen diff`: each kind of break, and a pure addition, between two versions of a spec.
@Suite("Spec diff")
struct SpecDiffTests {
    /// The Library spec that each test changes.
    static let library = """
        name: Library
        root: authors
        screens:
          authors: { path: /authors }
          books:
            params: { author: String, page: { type: Int, default: 1 } }
            path: /authors/{author}
          cover:
            params: { author: String, title: String }
            path: /authors/{author}/books/{title}
        transitions:
          showBooks: { from: authors, push: books }
          showCover: { from: books, present: cover }
        """

    /// The report from `old` to `new`, both valid.
    static func report(_ old: String, _ new: String) throws -> SpecDiffReport {
        let (report, oldDiagnostics, newDiagnostics) = GeneratorPipeline.diff(
            SpecSource(path: "old.routes.yaml", bytes: Array(old.utf8), reader: .unavailable),
            SpecSource(path: "new.routes.yaml", bytes: Array(new.utf8), reader: .unavailable)
        )
        return try #require(report, "\(oldDiagnostics) \(newDiagnostics)")
    }

    /// The messages of the report's changes of `kind`.
    static func messages(_ report: SpecDiffReport, _ kind: SpecChange.Kind) -> [String] {
        report.changes.filter { $0.kind == kind }.map(\.message)
    }

    /// `library` with `old` replaced by `new`.
    static func changed(_ old: String, _ new: String) -> String {
        precondition(library.contains(old))
        return library.replacingOccurrences(of: old, with: new)
    }

    @Test("The same spec: nothing breaks, nothing is added")
    func unchanged() throws {
        let report = try Self.report(Self.library, Self.library)
        #expect(report.changes == [])
        #expect(!report.breaks)
    }

    @Test("A pure addition breaks nothing: a screen, its link and a move")
    func pureAddition() throws {
        let new = Self.library + "\n  showReviews: { from: books, push: reviews }\n"
        let added = new.replacingOccurrences(
            of: "transitions:",
            with: "  reviews:\n    params: { author: String }\n    path: /reviews/{author}\ntransitions:"
        )
        let report = try Self.report(Self.library, added)
        #expect(!report.breaks)
        #expect(
            Self.messages(report, .added) == [
                "screen 'reviews' added", "move 'showReviews' added, from books",
                "link /reviews/{author} added, opening reviews",
            ]
        )
    }

    @Test("A removed screen: its states, its links and its API break")
    func removedScreen() throws {
        let new = Self.changed(
            "  cover:\n    params: { author: String, title: String }\n    path: /authors/{author}/books/{title}\n",
            ""
        ).replacingOccurrences(of: "\n  showCover: { from: books, present: cover }", with: "")
        let report = try Self.report(Self.library, new)
        #expect(report.breaks)
        #expect(
            Self.messages(report, .savedStates) == [
                "screen 'cover' removed: states showing cover (1 screen) no longer restore"
            ]
        )
        #expect(
            Self.messages(report, .deepLinks) == [
                "/authors/{author}/books/{title} (cover): no pattern of the new spec matches it: such links now fail"
            ]
        )
        #expect(
            Self.messages(report, .api) == [
                "screen 'cover' removed: LibraryRoute.cover, LibraryNavigator.Cover and makeCover are gone",
                "move 'showCover' removed: the navigators of books no longer offer it",
            ]
        )
    }

    @Test("A param's new type: states and links with old values, and the API, break")
    func changedType() throws {
        let report = try Self.report(Self.library, Self.changed("author: String, page", "author: Int, page"))
        #expect(
            Self.messages(report, .savedStates) == [
                "books: param 'author' changed type from String to Int: states showing books and cover (2 screens) "
                    + "no longer restore"
            ]
        )
        #expect(
            Self.messages(report, .deepLinks) == [
                "/authors/{author} (books): {author} is now Int, not String: links with other values fail"
            ]
        )
        #expect(
            Self.messages(report, .api) == [
                "books: param 'author' changed type from String to Int: LibraryRoute.books and makeBooks change",
                "move 'showBooks': argument 'author' changed type from String to Int",
            ]
        )
    }

    @Test("A required param added: states break even when it has a default; an optional one only the API")
    func addedParams() throws {
        let required = try Self.report(
            Self.library,
            Self.changed(
                "page: { type: Int, default: 1 } }",
                "page: { type: Int, default: 1 }, sort: { type: String, default: title } }"
            )
        )
        #expect(
            Self.messages(required, .savedStates) == [
                "books: param 'sort: String' added, which a restore needs (its default is not used): "
                    + "states showing books and cover (2 screens) no longer restore"
            ]
        )
        #expect(
            Self.messages(required, .api).first
                == "books: param 'sort: String' added (with a default): LibraryRoute.books and makeBooks change"
        )
        #expect(Self.messages(required, .deepLinks) == [])
        let optional = try Self.report(
            Self.library,
            Self.changed("page: { type: Int, default: 1 } }", "page: { type: Int, default: 1 }, note: String? }")
        )
        #expect(Self.messages(optional, .savedStates) == [])
        #expect(optional.breaks)
    }

    @Test("A renamed move and a renamed param are hinted at")
    func renames() throws {
        let report = try Self.report(
            Self.library,
            Self.changed("showCover: { from: books", "openCover: { from: books").replacingOccurrences(
                of: "params: { author: String, title: String }",
                with: "params: { author: String, bookTitle: String }"
            ).replacingOccurrences(of: "books/{title}", with: "books/{bookTitle}")
        )
        #expect(
            Self.messages(report, .api) == [
                "cover: param 'title: String' removed (renamed to 'bookTitle'?); param 'bookTitle: String' added: "
                    + "LibraryRoute.cover and makeCover change",
                "move 'showCover' removed (renamed to 'openCover'?): the navigators of books no longer offer it",
            ]
        )
        // The link's shape is the same: old links still open the cover.
        #expect(Self.messages(report, .deepLinks) == [])
        #expect(
            Self.messages(report, .savedStates) == [
                "cover: param 'bookTitle: String' added, which a restore needs: "
                    + "states showing cover (1 screen) no longer restore"
            ]
        )
    }

    @Test("A link whose pattern now belongs to another screen opens that one")
    func linkOpensAnotherScreen() throws {
        let report = try Self.report(
            Self.library,
            Self.changed("path: /authors/{author}\n", "path: /writers/{author}\n").replacingOccurrences(
                of: "path: /authors/{author}/books/{title}",
                with: "path: [\"/authors/{author}/books/{title}\", \"/authors/{author}\"]"
            ).replacingOccurrences(
                of: "params: { author: String, title: String }",
                with: "params: { author: String, title: { type: String, default: x } }"
            )
        )
        #expect(
            Self.messages(report, .deepLinks) == [
                "/authors/{author} (books): now opens 'cover' (/authors/{author}) instead"
            ]
        )
    }

    @Test("A query item that is now required, or of another type, fails old links")
    func queryItems() throws {
        let required = try Self.report(
            Self.library,
            Self.changed("page: { type: Int, default: 1 } }", "page: Int }")
        )
        #expect(
            Self.messages(required, .deepLinks) == [
                "/authors/{author} (books): query item 'page' is now required: links without it fail"
            ]
        )
        #expect(Self.messages(required, .api).first?.contains("param 'page' lost its default") == true)
        let retyped = try Self.report(
            Self.library,
            Self.changed("page: { type: Int, default: 1 } }", "page: { type: Bool, default: false } }")
        )
        #expect(
            Self.messages(retyped, .deepLinks) == [
                "/authors/{author} (books): query item 'page' is now Bool, not Int: links with other values fail"
            ]
        )
    }

    @Test("A param made optional restores older states; one made required does not")
    func optionality() throws {
        let optional = Self.changed("page: { type: Int, default: 1 }", "page: { type: Int?, default: 1 }")
        #expect(Self.messages(try Self.report(Self.library, optional), .savedStates) == [])
        #expect(
            Self.messages(try Self.report(optional, Self.library), .savedStates) == [
                "books: param 'page' changed type from Int? to Int: states showing books and cover (2 screens) "
                    + "no longer restore"
            ]
        )
    }

    @Test("A new tab, or another root, fits no saved state; a renamed spec none either")
    func root() throws {
        let tabs = """
            name: Library
            root: { tabs: [{ id: authors, title: Authors, screen: authors }] }
            screens:
              authors: {}
              search: {}
            """
        let more = tabs.replacingOccurrences(
            of: "screen: authors }]",
            with: "screen: authors }, { id: search, title: Search, screen: search }]"
        )
        #expect(
            Self.messages(try Self.report(tabs, more), .savedStates) == [
                "the tabs changed from [authors] to [authors, search]: no saved state fits it"
            ]
        )
        #expect(
            Self.messages(try Self.report(Self.library, Self.changed("name: Library", "name: Books")), .savedStates)
                == [
                    "the spec's name changed from 'Library' to 'Books': every saved state belongs to another spec now"
                ]
        )
    }

    @Test("A move that changes its steps, and localization, change without breaking")
    func behaviorChanges() throws {
        let report = try Self.report(
            Self.library,
            Self.changed("showCover: { from: books, present: cover }", "showCover: { from: books, push: cover }")
                + "\nlocalization: { table: Navigation }\n"
        )
        #expect(!report.breaks)
        #expect(
            Self.messages(report, .changed) == [
                "titles are now looked up in table Navigation (main bundle)",
                "move 'showCover' now does push cover, not present cover",
                "a link to 'cover' now shows the stack: authors → books → cover, "
                    + "not the stack: authors → books, presenting cover",
            ]
        )
    }

    @Test("A link's new back stack changes what it shows under its screen, without breaking")
    func backStacks() throws {
        let report = try Self.report(
            Self.library,
            Self.changed(
                "path: /authors/{author}/books/{title}",
                "path: /authors/{author}/books/{title}\n    backStack: []"
            )
        )
        #expect(!report.breaks)
        #expect(
            Self.messages(report, .changed) == [
                "a link to 'cover' now shows the stack: authors, presenting cover, "
                    + "not the stack: authors → books, presenting cover"
            ]
        )
    }

    @Test("A root screen's change breaks every saved state")
    func rootScreen() throws {
        let new = Self.changed("authors: { path: /authors }", "authors: { path: /authors, params: { sort: Int } }")
        #expect(
            Self.messages(try Self.report(Self.library, new), .savedStates) == [
                "authors: param 'sort: Int' added, which a restore needs: every saved state holds it"
            ]
        )
    }

    @Test("An invalid version has diagnostics and no report")
    func invalid() {
        let (report, _, newDiagnostics) = GeneratorPipeline.diff(
            SpecSource(Array(Self.library.utf8)),
            SpecSource(Array("name: Library\nroot: nowhere\nscreens: { home: {} }\n".utf8))
        )
        #expect(report == nil)
        #expect(newDiagnostics.contains { $0.severity == .error })
    }
}
