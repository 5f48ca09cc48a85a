import RouteKit
import Testing

/// A factory that builds some Library screens itself and leaves the rest to placeholders.
@MainActor
struct LibraryTextFactory: LibraryScreenFactory {
    func makePlaceholder(for route: LibraryRoute) -> String { "placeholder: \(route.title)" }

    func makeBooks(author: String, navigator: LibraryNavigator.Books) -> String { "books of \(author)" }
}

@MainActor
@Suite("Library flows")
struct LibraryFlowTests {
    @Test("Authors → books → cover, then back to the authors in one move")
    func browse() throws {
        let host = RecordingNavigationHost<LibraryRoute>()
        let coordinator = LibraryCoordinator(factory: LibraryPlaceholderFactory(), host: host)
        host.reset()

        try #require(coordinator.navigator(LibraryNavigator.Authors.self)).showBooks(author: "Ursula K. Le Guin")
        try #require(coordinator.navigator(LibraryNavigator.Books.self))
            .showCover(author: "Ursula K. Le Guin", title: "The Dispossessed")
        #expect(coordinator.state.visibleRoute.navigationBar == .hidden)
        try #require(coordinator.navigator(LibraryNavigator.BookCover.self)).backToAuthors()

        #expect(
            host.log == [
                "setStack main [authors, books(author: \"Ursula K. Le Guin\")] animated",
                "setStack main [authors, books(author: \"Ursula K. Le Guin\"), bookCover(author: \"Ursula K. Le Guin\", title: \"The Dispossessed\")] animated",
                "setStack main [authors] animated",
            ]
        )
    }

    @Test("A factory's own make… replaces the placeholder of that screen only")
    func factoryDefaults() {
        let coordinator = LibraryCoordinator(factory: LibraryTextFactory())
        #expect(coordinator.makeScreen(for: .books(author: "Borges"), at: .main) == "books of Borges")
        #expect(coordinator.makeScreen(for: .authors, at: .main) == "placeholder: Authors")
    }

    @Test("Navigators offer only the moves of their screen")
    func onlyDeclaredMoves() {
        // `LibraryNavigator.Authors` has `showBooks` and nothing else: it is a root, never pushed,
        // so it has no `back()`. That an undeclared move does not compile is proven by
        // `GeneratedCodeCompilationTests` in RouteCompilerTests, which runs the compiler on such code.
        #expect(LibraryNavigator.Authors.screen == .authors)
        #expect(LibraryNavigator.BookCover.screen == .bookCover)
        // Moves written once for several screens come with a conformance: `back()` with
        // `BackNavigator`, `backToAuthors()` (from [books, bookCover]) with `BackToAuthorsMoves`.
        // A navigator without the conformance has no such method, so the call cannot compile.
        #expect(!(LibraryNavigator.Authors.self is any RouteKit.BackNavigator.Type))
        #expect(LibraryNavigator.Books.self is any RouteKit.BackNavigator.Type)
        #expect(!(LibraryNavigator.Authors.self is any LibraryNavigator.BackToAuthorsMoves.Type))
        #expect(LibraryNavigator.Books.self is any LibraryNavigator.BackToAuthorsMoves.Type)
        #expect(LibraryNavigator.BookCover.self is any LibraryNavigator.BackToAuthorsMoves.Type)
        #expect(!(LibraryNavigator.Books.self is any RouteKit.DismissingNavigator.Type))
    }
}
