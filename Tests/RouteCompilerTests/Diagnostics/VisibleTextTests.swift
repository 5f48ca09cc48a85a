import Testing

@testable import RouteCompiler

@Suite("VisibleText: diagnostics stay one line")
struct VisibleTextTests {
    @Test(
        "line breaks, tabs, control and bidirectional characters are escaped",
        arguments: [
            ("two\nlines", "two\\nlines"), ("cr\rhere", "cr\\rhere"), ("tab\there", "tab\\there"),
            ("bell\u{7}", "bell\\u{7}"), ("nel\u{85}", "nel\\u{85}"),
            ("ls\u{2028}ps\u{2029}", "ls\\u{2028}ps\\u{2029}"),
            ("evil\u{202E}txt", "evil\\u{202E}txt"), ("iso\u{2066}late\u{2069}", "iso\\u{2066}late\\u{2069}"),
            ("rlm\u{200F}", "rlm\\u{200F}"), ("plain é 漢字 😀", "plain é 漢字 😀"),
        ]
    )
    func escapes(text: String, expected: String) {
        #expect(VisibleText.escaped(text) == expected)
    }

    @Test("a diagnostic's message, note and fix-it message are escaped")
    func diagnosticIsEscaped() {
        let diagnostic = Diagnostic.error(
            "'a\nb' is wrong",
            at: .start,
            note: Diagnostic.Note("see 'c\rd'"),
            fixIt: Diagnostic.FixIt(replacement: "ab", message: "use 'a\u{202E}b'")
        )
        #expect(diagnostic.formatted(path: "x.routes.yaml").split(separator: "\n").count == 3)
        #expect(diagnostic.message == "'a\\nb' is wrong")
        #expect(diagnostic.note?.message == "see 'c\\rd'")
        #expect(diagnostic.fixIt?.message == "use 'a\\u{202E}b'")
    }
}
