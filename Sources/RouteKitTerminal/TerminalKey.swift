/// A key the user pressed, decoded from the bytes a terminal in raw mode sends.
enum TerminalKey: Hashable, Sendable {
    /// A digit key, `0` to `9`.
    case digit(Int)
    /// Another printable ASCII character.
    case character(Character)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Return or Enter.
    case enter
    /// Tab.
    case tab
    /// Escape on its own.
    case escape
    /// Backspace or Delete.
    case backspace
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput

    /// Decodes the keys in `bytes`, one read's worth of input.
    ///
    /// An escape byte that starts a control sequence (`ESC [` or `ESC O`) takes the sequence with it: the
    /// arrows become arrow keys and other sequences are dropped. An escape byte followed by anything else,
    /// or by nothing, is the Escape key: a terminal sends a whole sequence in one write.
    static func keys(in bytes: [UInt8]) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x1B, index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
            {
                index += 1
                // Parameters and intermediates run up to the final byte, in 0x40...0x7E.
                while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) {
                    index += 1
                }
                guard index < bytes.count else { break }
                let final = bytes[index]
                index += 1
                switch final {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "C"): keys.append(.right)
                case UInt8(ascii: "D"): keys.append(.left)
                default: break
                }
            } else if let key = key(for: byte) {
                keys.append(key)
            }
        }
        return keys
    }

    /// The key a single byte stands for, or `nil` for bytes that are no key of ours.
    private static func key(for byte: UInt8) -> TerminalKey? {
        switch byte {
        case 0x1B: .escape
        case 0x0D, 0x0A: .enter
        case 0x09: .tab
        case 0x7F, 0x08: .backspace
        case 0x03: .interrupt
        case 0x04: .endOfInput
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit(Int(byte - UInt8(ascii: "0")))
        case 0x20..<0x7F: .character(Character(Unicode.Scalar(byte)))
        default: nil
        }
    }
}
