/// Builds text line by line, straight into one string, with an indentation level of four spaces per level.
///
/// A line is written whole with ``line(_:)``, or piece by piece: ``beginLine()``, then ``write(_:)``
/// for each piece, then ``endLine()``, so that no piece needs a string of its own.
struct IndentingWriter {
    /// The text so far: every line followed by a newline.
    private var output = ""
    private var level = 0
    /// Whether a blank line here would be redundant: nothing is written yet, or the last line is empty
    /// or opens a brace.
    private var isAfterBlankOrOpening = true
    /// Where the text of the line that ``beginLine()`` began starts, after its indentation.
    private var lineStart = 0

    /// Writes one line at the current indentation; an empty line gets no indentation.
    mutating func line(_ text: String) {
        if !text.isEmpty {
            writeIndentation()
            output += text
        }
        output += "\n"
        isAfterBlankOrOpening = text.isEmpty || text.hasSuffix("{")
    }

    /// Begins a line that is not empty at the current indentation; ``endLine()`` ends it.
    mutating func beginLine() {
        writeIndentation()
        lineStart = output.utf8.count
    }

    /// Appends `text` to the line that ``beginLine()`` began.
    mutating func write(_ text: String) {
        output += text
    }

    /// Appends `text` to the line that ``beginLine()`` began.
    mutating func write(_ text: Substring) {
        output += text
    }

    /// Ends the line that ``beginLine()`` began.
    mutating func endLine() {
        isAfterBlankOrOpening = output.utf8.count == lineStart || output.utf8.last == UInt8(ascii: "{")
        output += "\n"
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

    private mutating func writeIndentation() {
        for _ in 0..<level { output += "    " }
    }
}
