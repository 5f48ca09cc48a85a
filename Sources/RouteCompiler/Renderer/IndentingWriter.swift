/// Builds text line by line, straight into one UTF-8 buffer, with an indentation level of four spaces per level.
///
/// A line is written whole with ``line(_:)``, or piece by piece: ``beginLine()``, then ``write(_:)``
/// for each piece, then ``endLine()``, so that no piece needs a string of its own. The buffer holds
/// bytes rather than a `String`, in a ``UTF8Buffer``, where appending a piece is one copy: the renderer
/// appends hundreds of thousands of pieces for a large spec.
struct IndentingWriter: ~Copyable {
    /// The UTF-8 of the text so far: every line followed by a newline.
    private var output: UTF8Buffer
    private var level = 0
    /// Whether a blank line here would be redundant: nothing is written yet, or the last line is empty
    /// or opens a brace.
    private var isAfterBlankOrOpening: Bool
    /// Where the text of the line that ``beginLine()`` began starts, after its indentation.
    private var lineStart = 0

    /// Creates an empty writer, with room for 64 KiB of text before its buffer grows.
    init() {
        isAfterBlankOrOpening = true
        output = UTF8Buffer(capacity: 1 << 16)
    }

    /// Creates an empty writer that writes into `room`, such as the uninitialized storage of the array
    /// that will hold the text, until the text outgrows it (see ``countInRoom``); the writer must not
    /// outlive `room`.
    ///
    /// - Parameter continuingAfterLine: Whether the text continues text that ends with a line that is
    ///   neither empty nor an opening brace, so that a ``blankLine()`` at its start is written.
    init(continuingAfterLine: Bool, room: UnsafeMutableBufferPointer<UInt8>) {
        isAfterBlankOrOpening = !continuingAfterLine
        output = UTF8Buffer(scratch: room)
    }

    /// How many bytes of text are written in the room the writer was created with
    /// (``init(continuingAfterLine:room:)``), or `nil` when the text outgrew it and moved to storage
    /// of the writer's own.
    var countInRoom: Int? { output.isInScratch ? output.count : nil }

    /// Writes one line at the current indentation; an empty line gets no indentation.
    mutating func line(_ text: String) {
        if text.isEmpty {
            isAfterBlankOrOpening = true
        } else {
            writeIndentation()
            write(text)
            // The text's last byte, read back from the buffer rather than stepped to in the string.
            isAfterBlankOrOpening = output.last == UInt8(ascii: "{")
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// Begins a line that is not empty at the current indentation; ``endLine()`` ends it.
    mutating func beginLine() {
        writeIndentation()
        lineStart = output.count
    }

    /// Appends `text` to the line that ``beginLine()`` began.
    mutating func write(_ text: String) {
        output.append(text)
    }

    /// Appends `text` to the line that ``beginLine()`` began.
    mutating func write(_ text: Substring) {
        output.append(text)
    }

    /// Appends UTF-8 `bytes` to the line that ``beginLine()`` began.
    mutating func write(_ bytes: [UInt8]) {
        output.append(bytes)
    }

    /// Appends one ASCII `byte`, such as a bracket, to the line that ``beginLine()`` began.
    mutating func write(_ byte: UInt8) {
        output.append(byte)
    }

    /// Ends the line that ``beginLine()`` began.
    mutating func endLine() {
        isAfterBlankOrOpening = output.count == lineStart || output.last == UInt8(ascii: "{")
        output.append(UInt8(ascii: "\n"))
    }

    /// Writes an empty line, unless the last line is already empty or is an opening brace.
    mutating func blankLine() {
        guard !isAfterBlankOrOpening else { return }
        output.append(UInt8(ascii: "\n"))
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
    var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The UTF-8 of the text written so far, ending with a newline.
    var utf8: [UInt8] { output.count == 0 ? [UInt8(ascii: "\n")] : output.bytes }

    private mutating func writeIndentation() {
        output.append(repeating: UInt8(ascii: " "), count: 4 * level)
    }
}
