import Testing

@testable import RouteCompiler

@Suite("Swift naming and escaping")
struct SwiftNamingTests {
    @Test(
        "Identifiers are escaped exactly when they are keywords",
        arguments: [
            ("books", "books"), ("default", "`default`"), ("class", "`class`"), ("init", "`init`"),
            ("self", "`self`"), ("Self", "`Self`"), ("Type", "`Type`"), ("import", "`import`"),
            ("_private", "_private"), ("async", "async"), ("value2", "value2"), ("Any", "`Any`"),
        ]
    )
    func identifier(name: String, expected: String) {
        #expect(SwiftNaming.identifier(name) == expected)
    }

    @Test(
        "Spec names have the identifier shape",
        arguments: [
            ("books", true), ("_x", true), ("a1", true), ("Books", true), ("my-screen", false), ("2fa", false),
            ("", false), ("a b", false), ("café", false), ("x.y", false),
        ]
    )
    func validName(name: String, isValid: Bool) {
        #expect(SwiftNaming.isValidName(name) == isValid)
    }

    @Test(
        "Type names are UpperCamelCase",
        arguments: [
            ("bookCover", "BookCover"), ("a", "A"), ("_x", "_x"), ("type", "`Type`"), ("self", "`Self`"),
            ("default", "Default"),
        ]
    )
    func typeName(name: String, expected: String) {
        #expect(SwiftNaming.typeName(name) == expected)
    }

    @Test(
        "String literals escape what Swift would read differently",
        arguments: [
            ("plain", #""plain""#),
            ("quote \" here", #""quote \" here""#),
            (#"back\slash"#, #""back\\slash""#),
            (#"\(not interpolation)"#, #""\\(not interpolation)""#),
            ("line\nbreak", #""line\nbreak""#),
            ("cr\r", #""cr\r""#),
            ("tab\t", #""tab\t""#),
            ("nul\u{0}", #""nul\0""#),
            ("bell\u{7}", #""bell\u{7}""#),
            ("emoji 👩‍💻", "\"emoji 👩\\u{200D}💻\""),
            ("e\u{301}", "\"e\\u{301}\""),
            ("rtl \u{202E}x", #""rtl \u{202E}x""#),
            ("sep \u{2028}", #""sep \u{2028}""#),
            ("nbsp\u{A0}", #""nbsp\u{A0}""#),
            ("#raw#", ##""#raw#""##),
            ("日本語", "\"日本語\""),
        ]
    )
    func stringLiteral(text: String, expected: String) {
        #expect(SwiftNaming.stringLiteral(text) == expected)
    }

    @Test(
        "Doubles read back exactly",
        arguments: [
            (1.0, "1.0"), (0.1, "0.1"), (-0.5, "-0.5"), (1e-5, "1e-05"), (-0.0, "-0.0"),
            (Double.infinity, "Double.infinity"), (-Double.infinity, "-Double.infinity"),
        ]
    )
    func doubleLiteral(value: Double, expected: String) {
        #expect(SwiftNaming.doubleLiteral(value) == expected)
    }

    @Test("NaN has a literal")
    func nanLiteral() {
        #expect(SwiftNaming.doubleLiteral(.nan) == "Double.nan")
        #expect(SwiftNaming.doubleLiteral(.nan, type: "Swift.Double") == "Swift.Double.nan")
        #expect(SwiftNaming.doubleLiteral(-.infinity, type: "Swift.Double") == "-Swift.Double.infinity")
    }

    @Test(
        "Documentation never escapes its comment",
        arguments: [
            ("One line.", ["/// One line."]),
            ("Two\nlines", ["/// Two", "/// lines"]),
            ("CR\r\nLF", ["/// CR", "/// LF"]),
            ("Old Mac\rline", ["/// Old Mac", "/// line"]),
            ("para\u{2029}graph", ["/// para", "/// graph"]),
            ("trailing   \n", ["/// trailing"]),
            ("gap\n\nafter", ["/// gap", "///", "/// after"]),
            ("ctrl\u{1}char", ["/// ctrl\u{FFFD}char"]),
        ]
    )
    func documentation(text: String, expected: [String]) {
        #expect(SwiftNaming.documentationLines(text) == expected)
    }

    @Test("Every string round-trips through a literal's escapes")
    func roundTrip() {
        let samples = [
            "", "a\"b", "\\", "\u{0}\u{1F}\u{7F}", "👨‍👩‍👧‍👦", "\u{FEFF}bom", "x\u{E000}", "\u{10FFFF}", "a\u{308}",
        ]
        for sample in samples {
            #expect(Self.unescape(SwiftNaming.stringLiteral(sample)) == sample)
        }
    }

    @Test("Text is its own literal content exactly when every byte is printable ASCII but a quote or backslash")
    func printableASCIIWithoutQuotes() {
        for text in ["", "/section0/screen12/{uuid}", "Item {id}", "~ }{ ! ^ `"] {
            #expect(SwiftNaming.isPrintableASCIIWithoutQuotes(text), "\(text)")
        }
        for text in ["Écran 2", "a\tb", "quote \" here", "back\\slash", "\u{7F}", "twenty-two bytes then\n"] {
            #expect(!SwiftNaming.isPrintableASCIIWithoutQuotes(text), "\(text)")
        }
    }

    /// Reads back a literal that ``SwiftNaming/stringLiteral(_:)`` wrote, as Swift's lexer would.
    private static func unescape(_ literal: String) -> String {
        var scalars = Array(literal.unicodeScalars.dropFirst().dropLast())[...]
        var result = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.popFirst() else {
                result.append(scalar)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "u":
                _ = scalars.popFirst()  // {
                var hex = ""
                while let digit = scalars.popFirst(), digit != "}" { hex.unicodeScalars.append(digit) }
                result.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            default: result.append(next)
            }
        }
        return String(result)
    }
}

@Suite("SwiftNaming: hygiene")
struct SwiftNamingHygieneTests {
    @Test("a well-known name is qualified only when a spec name could hide it")
    func referenceQualifiesOnlyWhenHidden() {
        let hygiene = SwiftNaming.Hygiene(specNames: ["Int", "DeepLinkPath", "MainActor", "Void", "item"])
        #expect(hygiene.reference("Int") == "Swift.Int")
        #expect(hygiene.reference("DeepLinkPath") == "RouteKit.DeepLinkPath")
        #expect(hygiene.reference("MainActor") == "_Concurrency.MainActor")
        #expect(hygiene.reference("Void") == "Swift.Void")
        #expect(hygiene.reference("String") == "String")
        #expect(hygiene.reference("NavigationState") == "NavigationState")
        #expect(hygiene.reference("item") == "item")
    }

    @Test("a navigator type is never named like a module", arguments: ["routeKit", "swift", "foundation", "uIKit"])
    func navigatorTypesAvoidModules(screen: String) {
        let name = SwiftNaming.navigatorTypeName(screen)
        #expect(!SwiftNaming.modules.contains(name))
        #expect(name == SwiftNaming.upperCamelCase(screen) + "_")
    }

    @Test("every module a qualified name uses is one that spec names cannot hide")
    func qualifiersAreModules() {
        #expect(Set(SwiftNaming.wellKnownModules.values).isSubset(of: SwiftNaming.modules))
    }

    @Test("a bound param is renamed only when it would hide a name the body uses")
    func locals() {
        #expect(
            SwiftNaming.Hygiene.local(for: "AppNavigator", hiding: ["self", "AppNavigator"], params: [])
                == "AppNavigator_"
        )
        #expect(SwiftNaming.Hygiene.local(for: "self", hiding: ["self"], params: ["self_"]) == "self__")
        #expect(SwiftNaming.Hygiene.local(for: "class", hiding: ["self"], params: []) == "`class`")
    }

    @Test("a unique name gets `_` until it differs from every taken name, in a set or in a list")
    func uniqueNames() {
        #expect(SwiftNaming.uniqueName("navigator", avoiding: Set<String>()) == "navigator")
        #expect(SwiftNaming.uniqueName("navigator", avoiding: ["navigator", "navigator_"] as Set) == "navigator__")
        #expect(SwiftNaming.uniqueName("self_", avoiding: ["self", "self_"]) == "self__")
        #expect(SwiftNaming.uniqueName("context", avoiding: ["id", "name"].lazy.map { $0 }) == "context")
    }

    @Test("Root params are labeled by name, prefixed with their screen's name when root screens share one")
    func rootParamLabels() {
        #expect(SwiftNaming.rootParamLabels([("home", "mode"), ("shop", "aisle")]) == ["mode", "aisle"])
        #expect(
            SwiftNaming.rootParamLabels([("lobby", "mode"), ("shop", "mode"), ("shop", "venue")])
                == ["lobbyMode", "shopMode", "venue"]
        )
        // A prefixed label that another param already has gets `_`.
        #expect(
            SwiftNaming.rootParamLabels([("a", "b"), ("c", "b"), ("d", "aB")]) == ["aB_", "cB", "aB"]
        )
    }

    @Test("A route's defaults enum is `Defaults`, renamed with `_` when a case has that name")
    func defaultsTypeName() {
        #expect(SwiftNaming.defaultsTypeName(avoiding: ["books", "authors"]) == "Defaults")
        #expect(SwiftNaming.defaultsTypeName(avoiding: ["Defaults", "books"]) == "Defaults_")
    }

    @Test("A param's default is named after its screen and itself, unique and never a type generated code writes")
    func paramDefaultNames() {
        #expect(
            SwiftNaming.paramDefaultNames([("books", "author"), ("books", "page")]) == ["booksAuthor", "booksPage"]
        )
        // Two screen and param pairs that spell the same name: the second gets `_`.
        #expect(SwiftNaming.paramDefaultNames([("a", "bC"), ("aB", "c")]) == ["aBC", "aBC_"])
        // A name that would hide a type written unqualified in the enum (`UUID`) gets `_`.
        #expect(SwiftNaming.paramDefaultNames([("U", "UID")]) == ["UUID_"])
        #expect(SwiftNaming.paramDefaultNames([]) == [])
    }
}
