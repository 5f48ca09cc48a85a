import Testing

@testable import RouteCompiler

/// The default title of a screen: an ASCII name's, made byte by byte, is the one that the
/// character-by-character rule makes.
@Suite("Default titles")
struct DefaultTitleTests {
    @Test(
        "An ASCII name's title is the character-by-character one",
        arguments: [
            "bookCover", "BookCover", "book_cover", "__book__cover_", "screen1234", "URLScheme", "openURL",
            "a", "A", "_", "", "x1Y2z3", "ABC_def", "mixed_CaseName9Z", "tab0Home", "a\r\nB",
        ]
    )
    func asciiMatchesUnicode(name: String) {
        #expect(RouteTranslator.asciiDefaultTitle(for: name) == RouteTranslator.unicodeDefaultTitle(for: name))
    }

    @Test("Words split at underscores and before capitals")
    func words() {
        #expect(RouteTranslator.defaultTitle(for: "bookCover") == "Book Cover")
        #expect(RouteTranslator.defaultTitle(for: "book_cover") == "Book Cover")
        #expect(RouteTranslator.defaultTitle(for: "screen1234") == "Screen1234")
        #expect(RouteTranslator.defaultTitle(for: "éclairAuChocolat") == "Éclair Au Chocolat")
    }
}
