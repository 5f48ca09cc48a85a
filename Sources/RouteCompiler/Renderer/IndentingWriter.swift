/// Builds text line by line, straight into one string, with an indentation level of four spaces per level.
struct IndentingWriter {
    /// The text so far: every line followed by a newline.
    private var output = ""
    private var level = 0
    /// Whether a blank line here would be redundant: nothing is written yet, or the last line is empty
    /// or opens a brace.
    private var isAfterBlankOrOpening = true

    /// Writes one line at the current indentation; an empty line gets no indentation.
    mutating func line(_ text: String) {
        if !text.isEmpty {
            for _ in 0..<level { output += "    " }
            output += text
        }
        output += "\n"
        isAfterBlankOrOpening = text.isEmpty || text.hasSuffix("{")
    }

    /// Writes an empty line, unless the last line is already empty or is an opening brace.
    mutating func blankLine() {
        guard !isAfterBlankOrOpening else { return }
        output += "\n"
        isAfterBlankOrOpening = true
    }

    /// Makes the lines that follow one level deeper, until ``outdent()``.
    mutating func indent() {
        level += 1
    }

    /// Ends the level that the last ``indent()`` began.
    mutating func outdent() {
        level -= 1
    }

    /// The text written so far, ending with a newline.
    var text: String { output.isEmpty ? "\n" : output }
}
