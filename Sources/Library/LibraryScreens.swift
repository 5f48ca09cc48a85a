import RouteKitTerminal

/// Builds the Library's screens for the terminal from the catalog; each screen moves only with its navigator.
struct LibraryScreens: LibraryScreenFactory {
    /// The authors and books shown.
    let catalog: Catalog
    /// The reader, who shows a library card to borrow.
    let session: ReaderSession
    /// The book the user last looked at, by author: what a cover hands its author's books as it goes back.
    let lookedAt = LookedAtBooks()

    /// The list of authors, with the size of the library in the toolbar.
    func makeAuthors(navigator: LibraryNavigator.Authors) -> TerminalScreen {
        TerminalScreen(
            actions: catalog.authors.map { author in
                TerminalAction(author.name, detail: "\(author.books.count) books") {
                    navigator.showBooks(author: author.name)
                }
            },
            toolbar: [TerminalAction(label: "\(catalog.authors.count) authors · \(catalog.bookCount) books")]
        )
    }

    /// The books of one author.
    func makeBooks(author: String, navigator: LibraryNavigator.Books) -> TerminalScreen {
        let books = catalog.author(named: author)?.books ?? []
        navigator.onLookedAt { [lookedAt] title in lookedAt.titles[author] = title }
        return TerminalScreen(
            lines: (catalog.author(named: author).map { ["Born \($0.born)"] } ?? [])
                + (lookedAt.titles[author].map { ["You looked at \($0)"] } ?? []),
            actions: books.map { book in
                TerminalAction(book.title, detail: String(book.year)) {
                    navigator.showCover(author: author, title: book.title)
                }
            } + [TerminalAction("All authors") { navigator.backToAuthors() }]
        )
    }

    /// A book's cover, full screen: no navigation bar, so the screen offers its own way back.
    func makeBookCover(author: String, title: String, navigator: LibraryNavigator.BookCover) -> TerminalScreen {
        let year = catalog.author(named: author)?.books.first { $0.title == title }?.year
        return TerminalScreen(
            lines: BookCover(title: title, author: author, year: year).lines.map { "        " + $0 },
            actions: [
                TerminalAction("Back to \(author)") { navigator.backToAuthor(lookedAt: title) },
                TerminalAction("All authors") { navigator.backToAuthors() },
                TerminalAction("Borrow") { navigator.borrow(author: author, title: title) },
            ]
        )
    }

    /// The loan of a book, which only a reader who showed a library card reaches.
    func makeLoan(author: String, title: String, navigator: LibraryNavigator.Loan) -> TerminalScreen {
        TerminalScreen(
            lines: ["\(title) by \(author)", "is yours for three weeks, card \(session.cardNumber ?? "?")."],
            actions: [TerminalAction("Back to the cover") { navigator.back() }]
        )
    }

    /// The sheet that asks for a library card; showing one goes on to what the reader wanted.
    func makeLibraryCard(navigator: LibraryNavigator.LibraryCard) -> TerminalScreen {
        TerminalScreen(
            lines: ["Borrowing needs a library card."],
            actions: [
                TerminalAction("Show card 0042") {
                    session.showCard("0042")
                    navigator.passGate()
                },
                TerminalAction("Cancel") { navigator.dismiss() },
            ]
        )
    }
}

/// The title of the book the user last looked at, by author, as covers hand them down the stack.
@MainActor
final class LookedAtBooks {
    /// The titles, by author.
    var titles: [String: String] = [:]
}
