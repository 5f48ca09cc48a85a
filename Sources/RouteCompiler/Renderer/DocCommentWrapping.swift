/// Wraps the lines of doc comments at a column limit, as a person writing them would.
enum DocCommentWrapping {
    /// The last column a doc comment line may reach, its indentation included.
    static let columnLimit = 100

    /// `line`, a doc comment line written after `indentation` columns, as one or more lines that each
    /// end by ``columnLimit`` where spaces allow.
    ///
    /// A line breaks only at a space outside a code span, so that code in backticks stays whole; a word
    /// longer than the room stays whole on a line of its own. The lines after the first keep the
    /// first's indentation inside the comment, and a list item's (`- `) continues under its text.
    static func wrapped(_ line: String, indentation: Int) -> [String] {
        guard indentation + line.count > columnLimit, line.hasPrefix("/// ") else { return [line] }
        let content = line.dropFirst(4)
        let leadingSpaces = content.prefix { $0 == " " }.count
        let body = content.dropFirst(leadingSpaces)
        let continuationSpaces = body.hasPrefix("- ") ? leadingSpaces + 2 : leadingSpaces
        let firstPrefix = "/// " + String(repeating: " ", count: leadingSpaces)
        let continuationPrefix = "/// " + String(repeating: " ", count: continuationSpaces)
        var lines: [String] = []
        var current = firstPrefix
        var currentHasWord = false
        for word in words(of: body) {
            if currentHasWord, indentation + current.count + 1 + word.count > columnLimit {
                lines.append(current)
                current = continuationPrefix
                currentHasWord = false
            }
            if currentHasWord { current += " " }
            current += word
            currentHasWord = true
        }
        lines.append(current)
        return lines
    }

    /// The words of `text`: runs between single spaces, a code span counting as part of one word.
    private static func words(of text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start = text.startIndex
        var isInCode = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "`" {
                isInCode.toggle()
            } else if character == " ", !isInCode {
                if start < index { words.append(text[start..<index]) }
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        if start < text.endIndex { words.append(text[start...]) }
        return words
    }
}
