import Foundation
import RouteKit
import Testing

/// A factory that builds some Library screens itself and leaves the rest to placeholders.
@MainActor
struct LibraryTextFactory: LibraryScreenFactory {
    func makePlaceholder(for route: LibraryRoute) -> String { "placeholder: \(route.title)" }

    func makeBooks(author: String, navigator: LibraryNavigator.Books) -> String { "books of \(author)" }
}

/// The Library's gatekeeper in tests: the `cardShown` gate is open once a card is shown.
@MainActor
final class LibraryCard: LibraryGatekeeper {
    /// Whether the reader has shown a card.
    var isShown = false

    func isOpen(_ gate: LibraryGate) -> Bool {
        switch gate {
        case .cardShown: isShown
        }
    }
}

@MainActor
@Suite("Library flows")
struct LibraryFlowTests {
    @Test("Borrowing without a card asks for one in a sheet, then goes on to the loan; cancelling drops it")
    func borrowingNeedsACard() throws {
        let card = LibraryCard()
        let coordinator = LibraryCoordinator(factory: LibraryPlaceholderFactory(), gatekeeper: card)
        var events: [NavigationEvent<LibraryRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }
        try #require(coordinator.navigator(LibraryNavigator.Authors.self)).showBooks(author: "Le Guin")
        try #require(coordinator.navigator(LibraryNavigator.Books.self)).showCover(author: "Le Guin", title: "Lavinia")
        let cover = coordinator.state
        let loan = LibraryRoute.loan(author: "Le Guin", title: "Lavinia")

        try #require(coordinator.navigator(LibraryNavigator.BookCover.self)).borrow(author: "Le Guin", title: "Lavinia")
        #expect(coordinator.state.visibleRoute == .libraryCard)
        #expect(coordinator.state.stack(at: .main) == cover.stack(at: .main))
        #expect(coordinator.navigation.pendingMove?.gate == .cardShown)
        try #require(coordinator.navigator(LibraryNavigator.LibraryCard.self)).dismiss()
        #expect(coordinator.state == cover)
        #expect(events.contains(.gateCancelled(.cardShown)))

        try #require(coordinator.navigator(LibraryNavigator.BookCover.self)).borrow(author: "Le Guin", title: "Lavinia")
        card.isShown = true
        try #require(coordinator.navigator(LibraryNavigator.LibraryCard.self)).passGate()
        #expect(coordinator.state.presentations.isEmpty)
        #expect(coordinator.state.stack(at: .main)?.routes.last == loan)
        #expect(events.contains(.gatePassed(.cardShown)))
        observation.cancel()
    }

    @Test("A link to a loan while no card is shown waits behind the card sheet with its back stack")
    func linkToALoanWaitsForACard() throws {
        let card = LibraryCard()
        let coordinator = LibraryCoordinator(factory: LibraryPlaceholderFactory(), gatekeeper: card)
        try coordinator.open(try #require(URL(string: "library://authors/Le%20Guin/books/Lavinia/loan")))
        #expect(coordinator.state.visibleRoute == .libraryCard)
        #expect(coordinator.state.stack(at: .main)?.routes == [.authors])
        card.isShown = true
        try #require(coordinator.navigator(LibraryNavigator.LibraryCard.self)).passGate()
        #expect(
            coordinator.state.stack(at: .main)?.routes == [
                .authors, .books(author: "Le Guin"), .bookCover(author: "Le Guin", title: "Lavinia"),
                .loan(author: "Le Guin", title: "Lavinia"),
            ]
        )
    }

    @Test("Authors → books → cover, then back to the authors in one move")
    func browse() throws {
        let host = RecordingNavigationHost<LibraryRoute>()
        let coordinator = LibraryCoordinator(
            factory: LibraryPlaceholderFactory(),
            gatekeeper: LibraryCard(),
            host: host
        )
        host.reset()

        try #require(coordinator.navigator(LibraryNavigator.Authors.self)).showBooks(author: "Ursula K. Le Guin")
        try #require(coordinator.navigator(LibraryNavigator.Books.self))
            .showCover(author: "Ursula K. Le Guin", title: "The Dispossessed")
        #expect(coordinator.state.visibleRoute.navigationBar == .hidden)
        try #require(coordinator.navigator(LibraryNavigator.BookCover.self)).backToAuthors()

        #expect(
            host.log == [
                "setStack main [authors, books(author: \"Ursula K. Le Guin\")] animated",
                "setStack main [authors, books(author: \"Ursula K. Le Guin\"), "
                    + "bookCover(author: \"Ursula K. Le Guin\", title: \"The Dispossessed\")] animated",
                "setStack main [authors] animated",
            ]
        )
    }

    @Test("The books navigator calling showCover while bookCover is on top is refused")
    func coveredBooksCannotShowACover() throws {
        let host = RecordingNavigationHost<LibraryRoute>()
        let coordinator = LibraryCoordinator(
            factory: LibraryPlaceholderFactory(),
            gatekeeper: LibraryCard(),
            host: host
        )
        var failures: [NavigationError<LibraryRoute>] = []
        coordinator.navigation.failureHandler = { failures.append($0) }
        try #require(coordinator.navigator(LibraryNavigator.Authors.self)).showBooks(author: "Le Guin")
        // A view controller keeps its navigator, as the books screen does here.
        let books = try #require(coordinator.navigator(LibraryNavigator.Books.self))
        books.showCover(author: "Le Guin", title: "Lavinia")
        var events: [NavigationEvent<LibraryRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }
        let before = coordinator.state
        host.reset()

        books.showCover(author: "Le Guin", title: "Lavinia")
        books.back()
        books.backToAuthors()

        #expect(coordinator.state == before)
        #expect(
            before.stack(at: .main)?.routes == [
                .authors, .books(author: "Le Guin"), .bookCover(author: "Le Guin", title: "Lavinia"),
            ]
        )
        let covered = NavigationError<LibraryRoute>.coveredNavigator(
            .books(author: "Le Guin"),
            .main,
            coveredBy: .bookCover(author: "Le Guin", title: "Lavinia")
        )
        #expect(failures == [covered, covered, covered])
        #expect(covered.description.contains("bookCover"))
        #expect(events.isEmpty)
        #expect(host.commands.isEmpty)
        observation.cancel()
    }

    @Test("The books navigator's back() leaves books once it is on top again")
    func booksGoesBackFromTheTop() throws {
        let coordinator = LibraryCoordinator(factory: LibraryPlaceholderFactory(), gatekeeper: LibraryCard())
        try #require(coordinator.navigator(LibraryNavigator.Authors.self)).showBooks(author: "Le Guin")
        let books = try #require(coordinator.navigator(LibraryNavigator.Books.self))
        books.showCover(author: "Le Guin", title: "Lavinia")
        try #require(coordinator.navigator(LibraryNavigator.BookCover.self)).back()

        books.back()

        #expect(coordinator.state.stack(at: .main)?.routes == [.authors])
    }

    @Test("A factory's own make… replaces the placeholder of that screen only")
    func factoryDefaults() {
        let coordinator = LibraryCoordinator(factory: LibraryTextFactory(), gatekeeper: LibraryCard())
        #expect(coordinator.makeScreen(for: .books(author: "Borges"), at: .main) == "books of Borges")
        #expect(coordinator.makeScreen(for: .authors, at: .main) == "placeholder: Authors")
    }

    @Test("Navigators offer only the moves of their screen")
    func onlyDeclaredMoves() {
        // `LibraryNavigator.Authors` has `showBooks` and nothing else: it is a root, never pushed,
        // so it has no `back()`. That an undeclared move does not compile is proven by
        // `GeneratedCodeCompilationTests` in RouteCompilerTests, which runs the compiler on such code.
        #expect(conforms(LibraryNavigator.Authors.self, to: (any LibraryScreenNavigator.Type).self))
        #expect(conforms(LibraryNavigator.BookCover.self, to: (any LibraryScreenNavigator.Type).self))
        // Moves written once for several screens come with a conformance: `back()` with
        // `BackNavigator`, `backToAuthors()` (from [books, bookCover]) with `BackToAuthorsMoves`.
        // A navigator without the conformance has no such method, so the call cannot compile.
        #expect(!conforms(LibraryNavigator.Authors.self, to: (any RouteKit.BackNavigator.Type).self))
        #expect(conforms(LibraryNavigator.Books.self, to: (any RouteKit.BackNavigator.Type).self))
        #expect(!conforms(LibraryNavigator.Authors.self, to: (any LibraryNavigator.BackToAuthorsMoves.Type).self))
        #expect(conforms(LibraryNavigator.Books.self, to: (any LibraryNavigator.BackToAuthorsMoves.Type).self))
        #expect(conforms(LibraryNavigator.BookCover.self, to: (any LibraryNavigator.BackToAuthorsMoves.Type).self))
        #expect(!conforms(LibraryNavigator.Books.self, to: (any RouteKit.DismissingNavigator.Type).self))
    }

    @Test("A navigator is one reference, so Swift copies it with shared code rather than code per screen")
    func navigatorIsOneReference() throws {
        #expect(MemoryLayout<LibraryNavigator.Books>.size == MemoryLayout<AnyObject>.size)
        let coordinator = LibraryCoordinator(factory: LibraryPlaceholderFactory(), gatekeeper: LibraryCard())
        let navigator = try #require(coordinator.navigator(LibraryNavigator.Authors.self))
        let copy = navigator
        #expect(copy.context === navigator.context)
        #expect(copy.context.route == .authors)
    }
}

/// Whether `type` conforms where `Metatype` is a protocol's existential metatype, checked at run time:
/// a plain `is` on a concrete type is decided by the compiler, which warns that it is always true.
private func conforms<Metatype>(_ type: Any.Type, to metatype: Metatype.Type) -> Bool {
    type is Metatype
}
