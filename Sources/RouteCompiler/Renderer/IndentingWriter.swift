/// Builds text line by line, with an indentation level of four spaces per level.
///
/// A line is written whole with ``line(_:)``, or piece by piece: ``beginLine()``, then `write(_:)`
/// for each piece, then ``endLine()``, so that a line's parts need no string of their own.
struct IndentingWriter {
    /// The text so far: every line followed by a newline.
    private(set) var output = ""
    private var level = 0
    /// Whether a blank line here would be redundant: nothing is written yet, or the last line is empty
    /// or opens a brace.
    private var isAfterBlankOrOpening: Bool
    /// How long the text was when ``beginLine()`` began the current line, after its indentation.
    private var lineStart = 0

    /// Creates an empty writer.
    ///
    /// - Parameter continuingAfterLine: Whether the text continues text that ends with a line that is
    ///   neither empty nor an opening brace, so that a ``blankLine()`` at its start is written.
    init(continuingAfterLine: Bool = false) {
        isAfterBlankOrOpening = !continuingAfterLine
    }

    /// Writes one line at the current indentation; an empty line gets no indentation.
    mutating func line(_ text: String) {
        if text.isEmpty {
            isAfterBlankOrOpening = true
        } else {
            writeIndentation()
            output += text
            isAfterBlankOrOpening = text.utf8.last == UInt8(ascii: "{")
        }
        output += "\n"
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

    /// Appends a type's source text to the current line.
    mutating func write(_ type: SwiftType) {
        type.write(into: &output)
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

    /// How many columns of spaces the lines written now start with.
    var indentation: Int { 4 * level }

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

    /// The indentation of the first levels, made once rather than for every line.
    private static let indentations = (0..<16).map { String(repeating: " ", count: 4 * $0) }

    private mutating func writeIndentation() {
        output += level < Self.indentations.count ? Self.indentations[level] : String(repeating: " ", count: 4 * level)
    }
}
