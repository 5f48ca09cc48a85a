import Foundation

/// The authors and books of the library, loaded from the bundled `library.json`.
struct Catalog: Decodable, Sendable {
    /// An author with their books.
    struct Author: Decodable, Sendable {
        /// The author's name.
        let name: String
        /// The year the author was born.
        let born: Int
        /// The author's books, oldest first.
        let books: [Book]
    }

    /// A book of the library.
    struct Book: Decodable, Sendable {
        /// The book's title.
        let title: String
        /// The year the book was first published.
        let year: Int
    }

    /// The authors, in the order the library lists them.
    let authors: [Author]

    /// The catalog bundled with the app.
    static func bundled() throws -> Catalog {
        guard let url = Bundle.module.url(forResource: "library", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: url))
    }

    /// The author named `name`, if the library has them.
    func author(named name: String) -> Author? {
        authors.first { $0.name == name }
    }

    /// The number of books of all authors.
    var bookCount: Int {
        authors.reduce(0) { $0 + $1.books.count }
    }
}
