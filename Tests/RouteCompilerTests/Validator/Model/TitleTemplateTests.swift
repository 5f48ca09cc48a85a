import Testing

@testable import RouteCompiler

@Suite("Title template")
struct TitleTemplateTests {
    @Test(
        "Titles split into literal text and interpolated params",
        arguments: [
            ("Hi {name}", [TitleTemplate.Segment.text("Hi "), .param("name")]),
            ("{name}", [.param("name")]),
            ("{a}{b}", [.param("a"), .param("b")]),
            ("{a} and {b}!", [.param("a"), .text(" and "), .param("b"), .text("!")]),
            ("Books", [.text("Books")]),
            ("Écran 📚 e\u{301}", [.text("Écran 📚 e\u{301}")]),
            ("", [.text("")]),
            ("{{}}", [.text("{}")]),
            ("{{literal}}", [.text("{literal}")]),
            ("a {{b}} c", [.text("a {b} c")]),
            ("{{{a}}}", [.text("{"), .param("a"), .text("}")]),
            ("x}}{a}{{y", [.text("x}"), .param("a"), .text("{y")]),
            ("📚 Bücher {count}", [.text("📚 Bücher "), .param("count")]),
            ("\\(name) \"#\"\n\t", [.text("\\(name) \"#\"\n\t")]),
            ("e\u{301}{x}", [.text("e\u{301}"), .param("x")]),
            ("{first name}", [.param("first name")]),
        ]
    )
    func parse(title: String, segments: [TitleTemplate.Segment]) {
        #expect(TitleTemplate.parse(title) == .success(TitleTemplate(segments: segments)))
    }

    @Test(
        "Unbalanced or empty braces are failures that say how to write a literal brace",
        arguments: [
            ("{", "'{' has no matching '}'; write '{{' for a literal brace"),
            ("{a", "'{' has no matching '}'; write '{{' for a literal brace"),
            ("{a{b}", "'{' has no matching '}'; write '{{' for a literal brace"),
            ("Hi {name", "'{' has no matching '}'; write '{{' for a literal brace"),
            ("}", "'}' has no matching '{'; write '}}' for a literal brace"),
            ("a}b", "'}' has no matching '{'; write '}}' for a literal brace"),
            ("}}}", "'}' has no matching '{'; write '}}' for a literal brace"),
            ("{a}}", "'}' has no matching '{'; write '}}' for a literal brace"),
            ("{}", "'{}' names no parameter; write '{{}}' for literal braces"),
            ("Hi {}!", "'{}' names no parameter; write '{{}}' for literal braces"),
        ]
    )
    func failure(title: String, message: String) {
        #expect(TitleTemplate.parse(title) == .failure(TitleTemplate.Failure(message: message)))
    }

    @Test(
        "Param names are listed in order, repeats included",
        arguments: [
            ("Books", [String]()),
            ("{{a}}", []),
            ("{a}", ["a"]),
            ("{b} by {a}", ["b", "a"]),
            ("{a}/{a}", ["a", "a"]),
        ]
    )
    func paramNames(title: String, names: [String]) throws {
        #expect(try TitleTemplate.parse(title).get().paramNames == names)
    }

    @Test(
        "Braces and % are doubled scalar by scalar, a brace or % before a combining mark too",
        arguments: [
            ("Books", "Books", "Books"),
            ("{a} 100%", "{{a}} 100%", "{a} 100%%"),
            ("}\u{20DD}{\u{301}", "}}\u{20DD}{{\u{301}", "}\u{20DD}{\u{301}"),
            ("50%\u{301}", "50%\u{301}", "50%%\u{301}"),
        ]
    )
    func doubling(text: String, braces: String, key: String) throws {
        #expect(TitleTemplate.escapingBraces(in: text) == braces)
        #expect(TitleTemplate.localizationKey(ofText: text) == key)
        #expect(try TitleTemplate.parse(TitleTemplate.escapingBraces(in: text)).get().segments == [.text(text)])
    }
}
