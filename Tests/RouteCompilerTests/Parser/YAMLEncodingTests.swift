import Testing

@testable import RouteCompiler

@Suite("YAMLLoader: encoding and line endings")
struct YAMLEncodingTests {
    /// Inputs with invalid UTF-8, where the bad character is, and how the message describes it.
    static let invalidUTF8Cases: [(bytes: [UInt8], location: RouteCompiler.SourceLocation, problem: String)] = [
        (Array("name: app\ntitle: caf".utf8) + [0xFF, 0x0A], at(2, 11), "invalid byte 0xFF"),
        (Array("a: é".utf8) + [0x80], at(1, 5), "invalid byte 0x80"),
        (Array("a: x\nb: ".utf8) + [0xC3, 0x28], at(2, 4), "the character starting with byte 0xC3 is cut short"),
        (Array("a: ".utf8) + [0xE2, 0x82], at(1, 4), "the character starting with byte 0xE2 is cut short"),
        (Array("a: ".utf8) + [0xED, 0xA0, 0x80], at(1, 4), "invalid byte sequence 0xED 0xA0"),
        (Array("a: ".utf8) + [0xC0, 0xAF], at(1, 4), "invalid byte 0xC0"),
        (Array("\u{FEFF}ab: ".utf8) + [0xF5], at(1, 5), "invalid byte 0xF5"),
    ]

    @Test("invalid UTF-8 is rejected at the line and column of the bad byte", arguments: invalidUTF8Cases)
    func invalidUTF8(bytes: [UInt8], location: RouteCompiler.SourceLocation, problem: String) {
        let (root, diagnostics) = loadYAML(bytes: bytes)
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error(
                    "the spec is not valid UTF-8: \(problem)",
                    at: location,
                    note: Diagnostic.Note("save the file with UTF-8 encoding")
                )
            ]
        )
    }

    @Test("a UTF-8 byte order mark is accepted and does not shift columns")
    func byteOrderMark() throws {
        let (root, diagnostics) = loadYAML(bytes: [0xEF, 0xBB, 0xBF] + Array("name: app\nb: [x]\n".utf8))
        #expect(diagnostics.isEmpty)
        #expect(root?.location == at(1, 1))
        #expect(root?.mapping?.first?.key.scalar?.text == "name")
        #expect(root?[testKey: "name"]?.location == at(1, 7))
    }

    @Test("a syntax error on the first line after a byte order mark is at the right column")
    func byteOrderMarkSyntaxError() {
        let (_, diagnostics) = loadYAML(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b: c\n".utf8))
        #expect(diagnostics.map(\.location) == [at(1, 5)])
    }

    @Test(
        "UTF-16 input is rejected with a clear message",
        arguments: [[0xFF, 0xFE, 0x61, 0x00], [0xFE, 0xFF, 0x00, 0x61]]
    )
    func utf16(bytes: [UInt8]) {
        let (root, diagnostics) = loadYAML(bytes: bytes)
        #expect(root == nil)
        #expect(
            diagnostics == [.error("the spec starts with a UTF-16 byte order mark; save it as UTF-8", at: at(1, 1))]
        )
    }

    @Test("CRLF line endings give the same lines and values as LF")
    func crlf() throws {
        let (root, diagnostics) = loadYAML("a:\r\n  b: \"x\r\n  y\"\r\nc: |\r\n  text\r\nd: 1\r\n")
        #expect(diagnostics.isEmpty)
        #expect(root?[testKey: "a"]?[testKey: "b"]?.scalar?.text == "x y")
        #expect(root?[testKey: "c"]?.scalar?.text == "text\n")
        #expect(root?[testKey: "d"]?.location == at(6, 4))
    }

    @Test("a syntax error after CRLF lines is on the right line")
    func crlfSyntaxError() {
        let (_, diagnostics) = loadYAML("a: 1\r\nb: 2\r\nc: d: e\r\n")
        #expect(diagnostics.map(\.location) == [at(3, 5)])
    }

    @Test("a control character is rejected at its position")
    func controlCharacter() {
        let (root, diagnostics) = loadYAML("a: 1\nb: x\u{1}y\n")
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error(
                    "the spec contains the control character U+0001, which YAML does not allow; remove it",
                    at: at(2, 5)
                )
            ]
        )
    }

    @Test("UTF-16 without a byte order mark fails at its first NUL byte, with a hint")
    func utf16WithoutByteOrderMark() throws {
        let (_, diagnostics) = loadYAML(bytes: [0x61, 0x00, 0x3A, 0x00])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == at(1, 2))
        #expect(diagnostic.note?.message == "NUL bytes often mean the file is UTF-16; save it as UTF-8")
    }
}
