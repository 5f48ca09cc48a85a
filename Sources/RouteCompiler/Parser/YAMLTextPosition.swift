/// Converts between byte offsets into a spec and the 1-based line and column
/// that libyaml and diagnostics use.
///
/// Like libyaml, columns count Unicode scalars, a leading UTF-8 byte order
/// mark takes no column, and `\n`, `\r\n`, a lone `\r`, U+0085, U+2028 and
/// U+2029 each end a line.
enum YAMLTextPosition {
    /// The UTF-8 byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The location of the character that starts at byte `offset` of `bytes`;
    /// an offset at or past the end gives the position just after the last character.
    static func location(ofByteOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        var index = contentStart(of: bytes)
        let end = min(offset, bytes.count)
        while index < end {
            let breakLength = lineBreakLength(at: index, in: bytes)
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
            } else {
                if !isContinuationByte(bytes[index]) {
                    column += 1
                }
                index += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    /// `location`, or the end of the last line when `location` lies past it: libyaml reports the end
    /// of the input on the line after the last one, which editors do not show.
    static func clamped(_ location: SourceLocation, in bytes: [UInt8]) -> SourceLocation {
        var end = bytes.count
        if end > contentStart(of: bytes), bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > contentStart(of: bytes), bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let last = self.location(ofByteOffset: end, in: bytes)
        return location > last ? last : location
    }

    /// The byte offset of the character at `location`, or `nil` when the
    /// location lies past the end of its line or of the input.
    static func byteOffset(of location: SourceLocation, in bytes: [UInt8]) -> Int? {
        var line = 1
        var column = 1
        var index = contentStart(of: bytes)
        while index < bytes.count {
            if line == location.line, column == location.column {
                return index
            }
            let breakLength = lineBreakLength(at: index, in: bytes)
            if breakLength > 0 {
                if line == location.line {
                    return nil
                }
                line += 1
                column = 1
                index += breakLength
            } else {
                index += 1
                while index < bytes.count, isContinuationByte(bytes[index]) {
                    index += 1
                }
                column += 1
            }
        }
        return nil
    }

    /// The offset of the first byte after a leading byte order mark, if any.
    static func contentStart(of bytes: [UInt8]) -> Int {
        bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    }

    /// The number of bytes of the line break at `index`, or 0 when none starts there.
    private static func lineBreakLength(at index: Int, in bytes: [UInt8]) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "\n"):
            return 1
        case UInt8(ascii: "\r"):
            return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85:
            return 2  // U+0085 NEXT LINE
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8:
            return 3  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
        default:
            return 0
        }
    }

    /// Whether `byte` continues a multi-byte UTF-8 sequence rather than starting a character.
    private static func isContinuationByte(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
