import Testing

@testable import RouteCompiler

@Suite("Type rule")
struct TypeRuleTests {
    @Test("Generated type names cannot be param types")
    func generatedNames() {
        let lines = diagnose(
            "name: App\nroot: home\nscreens:\n  home:\n    params:\n      next: { type: \"AppRoute?\", default: null }\n"
        )
        #expect(
            lines == ["6:21: error: 'AppRoute' is a type that this spec generates; it cannot be a param or result type"]
        )
    }

    @Test("Custom types and nested optionals and arrays are accepted")
    func customTypes() {
        let spec =
            "name: App\nimports: [Models]\nroot: home\nscreens:\n  home:\n  book:\n    params:\n      book: Models.Book\n      tags: \"[[String?]]?\"\n    result: Book\n"
        #expect(
            diagnose(spec) == [
                "6:3: warning: screen 'book' cannot be reached: no root, transition or deep link leads to it",
                "10:13: warning: screen 'book' has a result, but only a screen reached solely by 'present' can finish with one",
            ]
        )
    }
}
