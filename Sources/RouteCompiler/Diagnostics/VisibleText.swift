/// Text made visible: what a spec's names, values and file names echo into a diagnostic, a graph's label
/// or any other line of output can neither break the line nor hide or reorder its text.
public enum VisibleText {
    /// `text` with line breaks, tabs, other control characters and bidirectional formatting
    /// characters written as escapes (`\n`, `\r`, `\t`, `\u{202E}`), so a diagnostic stays one
    /// line that reads in order, as each line of standard error must start with `path:line:column:`.
    public static func escaped(_ text: String) -> String {
        escaped(text, lineBreak: nil)
    }

    /// `text` as ``escaped(_:)`` writes it, but with each line break (LF, CR, CRLF, VT, FF, NEL,
    /// U+2028, U+2029) written as `lineBreak`: for a graph's label, which shows its lines, while
    /// every other invisible character is still an escape.
    package static func escaped(_ text: String, lineBreak: String) -> String {
        escaped(text, lineBreak: Optional(lineBreak))
    }

    private static func escaped(_ text: String, lineBreak: String?) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if let lineBreak, isLineBreak(scalar) {
                // CRLF is one line break.
                if !(scalar == "\n" && previousWasCarriageReturn) { result += lineBreak }
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` cut after its first `limit` characters (Unicode scalars), with `…` when it is longer: a
    /// value that a message quotes in full would make the message as long as the value.
    package static func abbreviated(_ text: String, to limit: Int = 100) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return text }
        return String(scalars[..<end]) + "…"
    }

    /// Whether a scalar is a control character (Cc), a line or paragraph separator, or a
    /// bidirectional mark, embedding, override or isolate.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether a scalar breaks a line: LF, CR, VT, FF, NEL, U+2028 or U+2029 (each also one that
    /// ``needsEscape(_:)`` escapes).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }
}
