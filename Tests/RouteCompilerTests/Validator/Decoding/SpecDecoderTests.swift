import Testing

@testable import RouteCompiler

@Suite("Spec decoding")
struct SpecDecoderTests {
    @Test("Unknown keys get a did-you-mean; a misspelled required key is not also reported missing")
    func unknownKeys() {
        let spec =
            "name: App\nrooot: home\nscreens:\n  home:\n    titel: "
            + "Home\n    params:\n      page: { type: Int, defualt: 1 }\n"
        #expect(
            diagnose(spec) == [
                "2:1: error: unknown key 'rooot' in the spec",
                "5:5: error: unknown key 'titel' in screen 'home'",
                "7:26: error: unknown key 'defualt' in param 'page' of screen 'home'",
            ]
        )
        #expect(
            diagnostics(of: spec).map(\.fixIt) == [.didYouMean("root"), .didYouMean("title"), .didYouMean("default")]
        )
    }

    @Test("Missing required keys are reported at the mapping")
    func missingKeys() {
        #expect(
            diagnose("imports: []\n") == [
                "1:1: error: the spec is missing the required key 'name'",
                "1:1: error: the spec is missing the required key 'root'",
                "1:1: error: the spec is missing the required key 'screens'",
            ]
        )
    }

    @Test("Values of the wrong kind say what was expected and what was found")
    func wrongKinds() {
        let spec =
            "name: 42\nroot: home\nscreens:\n  home:\n    navigationBar: shown\n    toolbar: "
            + "[a]\ntransitions:\n  go:\n    from: home\n    push: home\n    animated: yes\n"
        #expect(
            diagnose(spec) == [
                "1:7: error: the spec's 'name' must be a string; '42' is an integer in YAML",
                "5:20: error: 'navigationBar' must be 'visible' or 'hidden'; found 'shown'",
                "6:14: error: 'toolbar' must be 'visible' or 'hidden'; found a list",
                "11:15: error: 'animated' must be true or false; found 'yes'",
            ]
        )
    }

    @Test("An empty 'screens' is an error")
    func emptyScreens() {
        // Only the real problem: the root's screen is not also reported missing while there are no screens.
        #expect(
            diagnose("name: App\nroot: home\nscreens: {}\n")
                == ["3:10: error: 'screens' is empty; a spec needs at least one screen"]
        )
    }

    @Test(
        "Types: quoted or not, with precise errors",
        arguments: [
            ("Strin g", "6:18: error: invalid type 'Strin g': a type cannot contain spaces"),
            ("\"[Int\"", "6:18: error: invalid type '[Int': '[' has no matching ']'"),
            ("string", "6:18: error: invalid type 'string': unknown type 'string'"),
            (
                "Optional<Int>",
                "6:18: error: invalid type 'Optional<Int>': generic types are "
                    + "not supported; write 'T?' for an optional and '[T]' for an array"
            ),
            (
                "\"[String: Int]\"",
                "6:18: error: invalid type '[String: Int]': dictionary "
                    + "types are not supported; use an array or a custom type"
            ),
            ("[String]", "6:18: error: the type of param 'p' is a YAML list; write an array type in quotes"),
            (
                "lowercase",
                "6:18: error: invalid type 'lowercase': 'lowercase' is not a type: use "
                    + "String, Int, Double, Bool, UUID, URL, Date or an UpperCamelCase type name"
            ),
        ]
    )
    func types(type: String, expected: String) {
        #expect(
            diagnose(
                "name: App\nroot: home\nscreens:\n  home:\n    params:\n      p: { type: \(type), default: null }\n"
            ).first == expected
        )
    }

    @Test(
        "Defaults must fit their type",
        arguments: [
            ("Int", "1.5", "expected an integer for type 'Int'; found '1.5' (a number)"),
            ("\"Int?\"", "x", "expected an integer for type 'Int'; found 'x' (a string)"),
            ("\"[Int]\"", "[1, two]", "expected an integer for type 'Int'; found 'two' (a string)"),
            ("Bool", "no", "expected true or false for type 'Bool'; found 'no' (a string)"),
            ("String", "123", "expected a string (write it in quotes) for type 'String'; found '123' (an integer)"),
            (
                "Book", "1",
                "a default for the custom type 'Book' names one of its static "
                    + "members, written '.member' as in '.standard'; found '1' (an integer)"
            ),
            (
                "UUID", "nope",
                "expected a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F' "
                    + "for type 'UUID'; found 'nope' (a string)"
            ),
            (
                "Date", "yesterday",
                "expected an ISO 8601 date such as '2024-05-01T09:30:00Z' for type 'Date'; found 'yesterday' (a string)"
            ),
            (
                "String", "null",
                "null is a default only for an optional type; write 'String?' as the type, or give a value"
            ),
        ]
    )
    func defaults(type: String, value: String, message: String) {
        let lines = diagnose(
            "name: App\nroot: home\nscreens:\n  home:\n  other:\n    path: "
                + "/o\n    params:\n      p: { type: \(type), default: \(value) }\n"
                + "transitions: { go: { from: home, push: other } }\n"
        )
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("error: invalid default for param 'p': \(message)") == true)
    }

    @Test("Good defaults of every type are accepted")
    func goodDefaults() {
        let spec = """
            name: App
            root: home
            screens:
              home:
                params:
                  a: { type: Int, default: 0x10 }
                  b: { type: Double, default: 3 }
                  c: { type: "Bool?", default: null }
                  d: { type: "[[String]]", default: [[x], []] }
                  e: { type: URL, default: "https://example.com" }
                  f: { type: Date, default: "2024-01-01" }
                  g: { type: String, default: "no" }
            """
        #expect(diagnose(spec).isEmpty)
    }

    @Test("Transitions are kept and reported in document order, one left out for a missing 'from'")
    func transitionsInOrder() throws {
        // Every third transition has an unknown key; one in a hundred has no 'from' and is left out.
        let indices = 0..<500
        let isMissingFrom = { (index: Int) in index % 100 == 1 }
        var yaml = "transitions:\n"
        for index in indices {
            if isMissingFrom(index) {
                yaml += "  t\(index): { push: b }\n"
            } else if index.isMultiple(of: 3) {
                yaml += "  t\(index): { from: a, push: b, sytle: sheet }\n"
            } else {
                yaml += "  t\(index): { from: a, push: b }\n"
            }
        }
        var diagnostics = DiagnosticCollector()
        let document = try #require(YAMLLoader.loadDocument(Array(yaml.utf8), diagnostics: &diagnostics))
        let node = try #require(document.mapping?.first?.value)
        let transitions = SpecDecoder.decodeTransitions(node, diagnostics: &diagnostics)
        #expect(transitions.map(\.name.value) == indices.filter { !isMissingFrom($0) }.map { "t\($0)" })
        #expect(
            diagnostics.diagnostics.map(\.location.line)
                == indices.filter { isMissingFrom($0) || $0.isMultiple(of: 3) }.map { $0 + 2 }
        )
    }

    @Test("Screens and transitions, decoded at the same time, are kept and reported in document order")
    func screensAndTransitionsInOrder() throws {
        // Every seventh screen and every fifth transition has an unknown key.
        var yaml = "screens:\n"
        for index in 0..<700 {
            yaml += index.isMultiple(of: 7) ? "  s\(index): { titel: S }\n" : "  s\(index): { title: S }\n"
        }
        yaml += "transitions:\n"
        for index in 0..<300 {
            yaml += "  t\(index): { from: s0, push: s1\(index.isMultiple(of: 5) ? ", sytle: sheet" : "") }\n"
        }
        var diagnostics = DiagnosticCollector()
        let document = try #require(YAMLLoader.loadDocument(Array(yaml.utf8), diagnostics: &diagnostics))
        let (screens, transitions) = SpecDecoder.decodeScreensAndTransitions(
            screens: document.mapping?[0].value,
            transitions: document.mapping?[1].value,
            diagnostics: &diagnostics
        )
        #expect(screens.map(\.name.value) == (0..<700).map { "s\($0)" })
        #expect(transitions.map(\.name.value) == (0..<300).map { "t\($0)" })
        let screenLines = stride(from: 0, to: 700, by: 7).map { $0 + 2 }
        let transitionLines = stride(from: 0, to: 300, by: 5).map { $0 + 703 }
        #expect(diagnostics.diagnostics.map(\.location.line) == screenLines + transitionLines)
    }
}
