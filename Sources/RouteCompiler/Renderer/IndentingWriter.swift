/// Builds text line by line with an indentation level of four spaces per level.
struct IndentingWriter {
    private var lines: [String] = []
    private var level = 0

    /// Writes one line at the current indentation; an empty line gets no indentation.
    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: level) + text)
    }

    /// Writes an empty line, unless the last line is already empty or is an opening brace.
    mutating func blankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout IndentingWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Writes `opening {`, the body one level deeper, then `}`.
    mutating func block(_ opening: String, _ body: (inout IndentingWriter) -> Void) {
        line(opening + " {")
        indented(body)
        line("}")
    }

    /// The text written so far, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
