import Testing

@testable import RouteCompiler

@Suite("YAMLLoader: syntax errors")
struct YAMLSyntaxErrorTests {
    @Test("a libyaml syntax error is reported at its problem position, 1-based")
    func syntaxErrorPosition() {
        let (root, diagnostics) = loadYAML("name: app\ntitle: Books: all\n")
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error(
                    "YAML syntax error: mapping values are not allowed in this context",
                    at: at(2, 13),
                    note: Diagnostic.Note("to write ': ' inside a value, put the whole value in quotes")
                )
            ]
        )
    }

    @Test(
        "tabs where indentation is expected get a hint to indent with spaces",
        arguments: [
            ("a:\n\tb: 1\n", at(2, 1)),
            ("a:\n  b: 1\n\tc: 2\n", at(3, 1)),
            ("a: |\n\ttext\n", at(2, 1)),
            ("\t a: 1\n", at(1, 1)),
        ]
    )
    func tabIndentation(text: String, location: RouteCompiler.SourceLocation) throws {
        let (root, diagnostics) = loadYAML(text)
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == location)
        #expect(diagnostic.message.hasPrefix("YAML syntax error: "))
        #expect(diagnostic.note == Diagnostic.Note("YAML does not allow tabs for indentation; indent with spaces"))
    }

    @Test("an unclosed quote gets a note at the opening quote")
    func unclosedQuote() throws {
        let (_, diagnostics) = loadYAML("a: ok\nb: \"never closed\nc: 1\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "YAML syntax error: found unexpected end of stream")
        // libyaml reports the end on the line after the last; the diagnostic stays in the file.
        #expect(diagnostic.location == at(3, 5))
        #expect(
            diagnostic.note
                == Diagnostic.Note(
                    "the quoted text that starts here is never closed; add the closing quote",
                    at: at(2, 4)
                )
        )
    }

    @Test(
        "an unclosed bracket gets a note at the opening bracket",
        arguments: [
            ("a: [b, c\n", "the list that starts here needs ',' between items and a closing ']'"),
            ("a: {b: c\n", "the mapping that starts here needs ',' between entries and a closing '}'"),
        ]
    )
    func unclosedBracket(text: String, note: String) throws {
        let (_, diagnostics) = loadYAML(text)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == at(1, 9))
        #expect(diagnostic.note == Diagnostic.Note(note, at: at(1, 4)))
    }

    @Test("a badly indented key points at the mapping whose keys it must line up with")
    func badIndentation() throws {
        let (_, diagnostics) = loadYAML("a:\n  - b\n c: d\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "YAML syntax error: did not find expected key")
        #expect(diagnostic.location == at(3, 2))
        #expect(diagnostic.note?.location == at(1, 1))
    }

    @Test("a reserved indicator at the start of a value gets a hint to quote it")
    func reservedIndicator() throws {
        let (_, diagnostics) = loadYAML("a: @home\n")
        #expect(diagnostics.first?.location == at(1, 4))
        #expect(diagnostics.first?.note?.message == "'@' and '`' cannot start a plain value; put the value in quotes")
    }

    @Test("problems found before a syntax error are kept")
    func earlierDiagnosticsKept() {
        let (root, diagnostics) = loadYAML("a: 1\na: 2\nb: *missing\nc: [\n")
        #expect(root == nil)
        #expect(diagnostics.map(\.location) == [at(2, 1), at(3, 4), at(4, 5)])
        #expect(diagnostics.last?.message.hasPrefix("YAML syntax error: ") == true)
    }

    @Test(
        "an error at the end of a file points at the end of its last line, with or without a final line break",
        arguments: ["a: [b\n", "a: [b", "a: [b\r\n", "a: [b\r", "a: [b\n\n"]
    )
    func endOfFileStaysInTheFile(text: String) throws {
        let (_, diagnostics) = loadYAML(text)
        let location = try #require(diagnostics.first?.location)
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        #expect(location.line <= max(1, lines.count - (text.last?.isNewline == true ? 1 : 0)), "\(location)")
        #expect(location == (text.hasSuffix("\n\n") ? at(2, 1) : at(1, 6)))
    }

    @Test("messages start in lower case (bar the name YAML) and end without a period")
    func messageStyle() {
        let inputs = ["a: [", "a:\n\tb", "a: 'x", "a: b: c", "- [x", "a: !x 1", "a: *b", "a: 1\na: 2"]
        for input in inputs {
            for diagnostic in loadYAML(input).diagnostics {
                #expect(!diagnostic.message.hasSuffix("."))
                let first = diagnostic.message.first!
                #expect(first.isLowercase || diagnostic.message.hasPrefix("YAML "))
            }
        }
    }
}
