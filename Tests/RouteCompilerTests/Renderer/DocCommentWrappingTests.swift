import Testing

@testable import RouteCompiler

/// Doc comment lines wrapped at the column limit, at spaces outside code spans.
@Suite("Doc comment wrapping")
struct DocCommentWrappingTests {
    @Test("A line within the limit stays as it is")
    func shortLine() {
        #expect(DocCommentWrapping.wrapped("/// Short.", indentation: 8) == ["/// Short."])
    }

    @Test("A long line breaks at spaces, each line within the limit with its indentation")
    func longLine() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = DocCommentWrapping.wrapped("/// " + words, indentation: 8)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { 8 + $0.count <= DocCommentWrapping.columnLimit })
        #expect(lines.allSatisfy { $0.hasPrefix("/// word") })
        #expect(lines.map { $0.dropFirst(4) }.joined(separator: " ") == words)
    }

    @Test("A code span is never split, and a list item continues under its text")
    func codeSpansAndListItems() {
        let text = "///   - name: " + Array(repeating: "`a b`", count: 30).joined(separator: " ")
        let lines = DocCommentWrapping.wrapped(text, indentation: 4)
        #expect(lines.count > 1)
        #expect(lines.first?.hasPrefix("///   - name: `a b`") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("///     `a b`") })
        #expect(lines.allSatisfy { $0.filter { $0 == "`" }.count.isMultiple(of: 2) })
    }

    @Test("A word longer than the room stays whole")
    func longWord() {
        let word = String(repeating: "x", count: 120)
        #expect(DocCommentWrapping.wrapped("/// a " + word, indentation: 0) == ["/// a", "/// " + word])
    }
}
