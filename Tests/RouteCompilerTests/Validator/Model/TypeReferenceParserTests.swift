import Testing

@testable import RouteCompiler

@Suite("Type reference parser")
struct TypeReferenceParserTests {
    /// The structure of a type, spelled out: `optional(array(named(Int)))`.
    static func structure(of type: TypeReference) -> String {
        switch type {
        case .named(let name): "named(\(name))"
        case .optional(let wrapped): "optional(\(structure(of: wrapped)))"
        case .array(let element): "array(\(structure(of: element)))"
        }
    }

    @Test(
        "Valid types parse into their structure and print back as written",
        arguments: [
            ("String", "named(String)"),
            ("Int", "named(Int)"),
            ("Double", "named(Double)"),
            ("Bool", "named(Bool)"),
            ("UUID", "named(UUID)"),
            ("URL", "named(URL)"),
            ("Date", "named(Date)"),
            ("Book", "named(Book)"),
            ("Book_2", "named(Book_2)"),
            ("Models.Book", "named(Models.Book)"),
            ("Int?", "optional(named(Int))"),
            ("Int??", "optional(optional(named(Int)))"),
            ("[Int]", "array(named(Int))"),
            ("[Int]?", "optional(array(named(Int)))"),
            ("[Int?]", "array(optional(named(Int)))"),
            ("[[String?]]?", "optional(array(array(optional(named(String)))))"),
            ("[Models.Book]", "array(named(Models.Book))"),
        ]
    )
    func valid(text: String, structure: String) throws {
        let type = try TypeReferenceParser.parse(text).get()
        #expect(Self.structure(of: type) == structure)
        #expect(type.swiftSource == text)
    }

    @Test(
        "Invalid types say what is wrong",
        arguments: [
            ("[Int", "'[' has no matching ']'"),
            ("[[Int]", "'[' has no matching ']'"),
            ("Int]", "unexpected ']' after 'Int'"),
            ("Int?x", "unexpected 'x' after 'Int?'"),
            ("Int!", "unexpected '!' after 'Int'"),
            ("[Int]]", "unexpected ']' after '[Int]'"),
            ("Optional<Int>", "generic types are not supported; write 'T?' for an optional and '[T]' for an array"),
            ("Array<Int>", "generic types are not supported; write 'T?' for an optional and '[T]' for an array"),
            ("[String: Int]", "dictionary types are not supported; use an array or a custom type"),
            ("[String:Int]", "dictionary types are not supported; use an array or a custom type"),
            ("?", "unexpected '?'"),
            ("[]", "unexpected ']'"),
            ("[?]", "unexpected '?'"),
            ("", "a type name is missing"),
            ("[", "a type name is missing"),
            (
                "lower",
                "'lower' is not a type: use String, Int, Double, Bool, UUID, URL, Date or an UpperCamelCase type name"
            ),
            (
                "Book.lower",
                "'Book.lower' is not a type: use String, Int, Double, "
                    + "Bool, UUID, URL, Date or an UpperCamelCase type name"
            ),
            (
                "Book.",
                "'Book.' is not a type: use String, Int, Double, Bool, UUID, URL, Date or an UpperCamelCase type name"
            ),
            (
                ".Book",
                "'.Book' is not a type: use String, Int, Double, Bool, UUID, URL, Date or an UpperCamelCase type name"
            ),
            (
                "Ünïcode",
                "'Ünïcode' is not a type: use String, Int, Double, Bool, UUID, URL, Date or an UpperCamelCase type name"
            ),
        ]
    )
    func invalid(text: String, message: String) {
        // (No fix-it: e.g. `Int x` is not obviously `Intx`.)
        #expect(TypeReferenceParser.parse(text) == .failure(.init(message: message, suggestion: nil)))
    }

    static let depthMessage =
        "a type nested deeper than 16 levels is not supported (each '[ ]' and "
        + "'?' is a level); declare a custom type from 'imports' for an inner part"

    @Test(
        "A type nests at most 16 levels, each '[ ]' and '?' one: the parser stops at the 17th, however deep the text",
        arguments: [
            (String(repeating: "[", count: 16) + "Int" + String(repeating: "]", count: 16), true),
            ("Int" + String(repeating: "?", count: 16), true),
            (String(repeating: "[", count: 8) + "Int" + String(repeating: "]?", count: 8), true),
            (String(repeating: "[", count: 17) + "Int" + String(repeating: "]", count: 17), false),
            ("Int" + String(repeating: "?", count: 17), false),
            (String(repeating: "[", count: 8) + "Int" + String(repeating: "]?", count: 8) + "?", false),
            // Far deeper than any stack: 150,000 brackets, and 250,000 question marks.
            (String(repeating: "[", count: 150_000) + "Int" + String(repeating: "]", count: 150_000), false),
            ("Int" + String(repeating: "?", count: 250_000), false),
            (String(repeating: "[", count: 150_000), false),
        ]
    )
    func depthLimit(text: String, isValid: Bool) throws {
        if isValid {
            #expect(try TypeReferenceParser.parse(text).get().swiftSource == text)
        } else {
            #expect(TypeReferenceParser.parse(text) == .failure(.init(message: Self.depthMessage, suggestion: nil)))
        }
    }

    @Test(
        "Spaces and misspelled built-in names come with the corrected type",
        arguments: [
            ("Strin g", "a type cannot contain spaces", "String"),
            ("Int ?", "a type cannot contain spaces", "Int?"),
            ("Int ", "a type cannot contain spaces", "Int"),
            (" Int", "a type cannot contain spaces", "Int"),
            ("[ Int]", "a type cannot contain spaces", "[Int]"),
            ("[String ]?", "a type cannot contain spaces", "[String]?"),
            ("string", "unknown type 'string'", "String"),
            ("INT", "unknown type 'INT'", "Int"),
            ("uuid", "unknown type 'uuid'", "UUID"),
            ("Url", "unknown type 'Url'", "URL"),
            ("bool", "unknown type 'bool'", "Bool"),
            ("[string]", "unknown type 'string'", "[String]"),
            ("string?", "unknown type 'string'", "String?"),
            ("[int?]?", "unknown type 'int'", "[Int?]?"),
        ]
    )
    func suggestions(text: String, message: String, suggestion: String) {
        #expect(TypeReferenceParser.parse(text) == .failure(.init(message: message, suggestion: suggestion)))
        // The suggestion is itself a valid type.
        #expect((try? TypeReferenceParser.parse(suggestion).get())?.swiftSource == suggestion)
    }

    @Test(
        "Path segments carry only non-optional String, Int, Double, Bool and UUID",
        arguments: [
            ("String", true), ("Int", true), ("Double", true), ("Bool", true), ("UUID", true),
            ("URL", false), ("Date", false), ("Book", false), ("Int?", false), ("[Int]", false),
            ("[Int]?", false),
        ]
    )
    func urlPathWritable(text: String, expected: Bool) throws {
        #expect(try TypeReferenceParser.parse(text).get().isURLPathWritable == expected)
    }

    @Test(
        "Query values also carry optionals of URL-writable types, but never arrays",
        arguments: [
            ("String", true), ("Int?", true), ("UUID?", true), ("Bool?", true), ("Double", true),
            ("Int??", false), ("URL", false), ("Date?", false), ("Book?", false), ("[Int]", false),
            ("[String]?", false), ("[Int?]", false),
        ]
    )
    func urlQueryWritable(text: String, expected: Bool) throws {
        #expect(try TypeReferenceParser.parse(text).get().isURLQueryWritable == expected)
    }

    @Test(
        "Custom type names are the non-built-in names a type mentions",
        arguments: [
            ("String", [String]()), ("[[Date?]]?", []), ("Book", ["Book"]), ("[Book?]?", ["Book"]),
            ("Models.Book", ["Models.Book"]), ("[Models.Author]", ["Models.Author"]),
        ]
    )
    func customTypeNames(text: String, expected: [String]) throws {
        #expect(try TypeReferenceParser.parse(text).get().customTypeNames == expected)
    }

    @Test("Only the outermost optional makes a type optional")
    func isOptional() throws {
        #expect(try TypeReferenceParser.parse("Int?").get().isOptional)
        #expect(try TypeReferenceParser.parse("[Int?]?").get().isOptional)
        #expect(try !TypeReferenceParser.parse("[Int?]").get().isOptional)
        #expect(try !TypeReferenceParser.parse("Int").get().isOptional)
    }
}
