/// How a run of text is drawn on a terminal that understands escape codes.
struct TerminalStyle: OptionSet, Hashable, Sendable {
    /// The bits of the style.
    let rawValue: UInt8

    /// Bold text, for titles.
    static let bold = TerminalStyle(rawValue: 1 << 0)
    /// Swapped foreground and background, for the selected tab and the highlighted row.
    static let reversed = TerminalStyle(rawValue: 1 << 1)
    /// Faint text, for screens covered by a sheet.
    static let dim = TerminalStyle(rawValue: 1 << 2)

    /// The escape code that starts the style, or the empty string for plain text.
    var escapeCode: String {
        var codes: [String] = []
        if contains(.bold) { codes.append("1") }
        if contains(.dim) { codes.append("2") }
        if contains(.reversed) { codes.append("7") }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The escape code that ends every style.
    static let resetCode = "\u{1B}[0m"
}
