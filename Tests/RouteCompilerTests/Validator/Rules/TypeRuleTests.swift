import Testing

@testable import RouteCompiler

@Suite("Type rule")
struct TypeRuleTests {
    @Test("Generated type names cannot be param types")
    func generatedNames() {
        let lines = diagnose(
            "name: App\nroot: home\nscreens:\n  home:\n    params:\n "
                + "     next: { type: \"AppRoute?\", default: null }\n"
        )
        #expect(
            lines == ["6:21: error: 'AppRoute' is a type that this spec generates; it cannot be a param or result type"]
        )
    }

    @Test("Custom types and nested optionals and arrays are accepted")
    func customTypes() {
        let spec =
            "name: App\nimports: [Models]\nroot: home\nscreens:\n  home:\n  book:\n    "
            + "params:\n      book: Models.Book\n      tags: \"[[String?]]?\"\n    result: Book\n"
        #expect(
            diagnose(spec) == [
                "6:3: warning: screen 'book' cannot be reached: no root, transition or deep link leads to it",
                "10:13: warning: screen 'book' has a result, but only a "
                    + "screen reached solely by 'present' can finish with one",
            ]
        )
    }

    @Test("A custom type one letter away from a built-in type is a likely misspelling of it")
    func misspelledBuiltins() {
        let names = ["Strng", "Stirng", "Strimg", "Doubel", "Bol", "Itn", "Dtae", "UUDI", "ULR", "Dates"]
        #expect(
            names.map(TypeRule.misspelledBuiltin) == [
                "String", "String", "String", "Double", "Bool", "Int", "Date", "UUID", "URL", "Date",
            ]
        )
        // A replaced letter in a short name, Swift's own types, and names further away are not typos.
        for name in ["Book", "Rate", "Data", "UInt", "Int8", "Money", "Strings2", "Stride"] {
            #expect(TypeRule.misspelledBuiltin(name) == nil, "\(name)")
        }
    }

    @Test("A misspelled built-in type warns only in a spec without imports")
    func misspelledBuiltinWithImports() {
        let spec = "name: App\nroot: home\nscreens:\n  home:\n    params:\n      name: Strng\n"
        #expect(diagnose(spec).contains { $0.hasPrefix("6:13: warning: 'Strng' is not a built-in type") })
        #expect(diagnose("imports: [Models]\n" + spec).isEmpty)
    }
}
