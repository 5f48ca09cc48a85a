/// A word or punctuation of Swift source, where it starts.
struct SwiftToken: Equatable {
    /// The token's text; backticks kept.
    var text: String
    /// Where the token starts (1-based line, column in Unicode scalars).
    var location: SourceLocation

    /// Whether the token is a name or keyword (possibly in backticks).
    var isIdentifier: Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first == "`" || first == "_" && text.count > 1 || SwiftTokenizer.startsIdentifier(first)
    }

    /// The text without backticks.
    var unescaped: String { SwiftNaming.unescaped(text) }
}

/// Splits Swift source into ``SwiftToken``s, dropping comments and string literals.
enum SwiftTokenizer {
    /// The tokens of `bytes`, UTF-8 Swift source; comments and string literals (with their
    /// interpolations) leave no token.
    static func tokens(of bytes: [UInt8]) -> [SwiftToken] {
        var cursor = Cursor(bytes: bytes)
        var tokens: [SwiftToken] = []
        cursor.scanCode(into: &tokens, untilClosingParenthesis: false)
        return tokens
    }

    /// Type text from tokens: spaces only where Swift needs or shows them.
    static func join(_ parts: [String]) -> String {
        var text = ""
        var previous: String?
        for part in parts {
            if let previous {
                let words = isWord(previous) && isWord(part)
                if words || previous == "," || previous == ":" || part == "->" || previous == "->" { text += " " }
            }
            text += part
            previous = part
        }
        return text
    }

    private static func isWord(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        return last == "`" || continuesIdentifier(last)
    }

    static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
            || scalar.value > 0x7F
                && !scalar.properties.isWhitespace
    }

    static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        startsIdentifier(scalar) || ("0"..."9").contains(scalar)
    }

    /// A position in the source, and the scanning of code, comments and strings from it.
    private struct Cursor {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ ahead: Int = 0) -> UInt8? {
            offset + ahead < bytes.count ? bytes[offset + ahead] : nil
        }

        var location: SourceLocation { SourceLocation(line: line, column: column) }

        /// Moves past one byte, counting lines and (Unicode scalar) columns.
        mutating func advance() {
            guard let byte = byte() else { return }
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func advance(_ count: Int) { for _ in 0..<count { advance() } }

        /// Scans code up to the end, or past the `)` that closes an interpolation.
        mutating func scanCode(into tokens: inout [SwiftToken], untilClosingParenthesis: Bool) {
            var parentheses = 0
            while let byte = byte() {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    advance()
                case UInt8(ascii: "/") where self.byte(1) == UInt8(ascii: "/"):
                    while let next = self.byte(), next != UInt8(ascii: "\n") { advance() }
                case UInt8(ascii: "/") where self.byte(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    skipString()
                case UInt8(ascii: "#") where rawStringHashes() != nil:
                    skipString()
                default:
                    let token = nextToken()
                    if untilClosingParenthesis {
                        if token.text == "(" { parentheses += 1 }
                        if token.text == ")" {
                            if parentheses == 0 { return }
                            parentheses -= 1
                        }
                    }
                    tokens.append(token)
                }
            }
        }

        /// The number of `#` before a string's opening quote at the cursor, or `nil` when no string starts here.
        func rawStringHashes() -> Int? {
            var count = 0
            while byte(count) == UInt8(ascii: "#") { count += 1 }
            return byte(count) == UInt8(ascii: "\"") ? count : nil
        }

        mutating func skipBlockComment() {
            var nesting = 0
            while let byte = byte() {
                if byte == UInt8(ascii: "/"), self.byte(1) == UInt8(ascii: "*") {
                    nesting += 1
                    advance(2)
                } else if byte == UInt8(ascii: "*"), self.byte(1) == UInt8(ascii: "/") {
                    nesting -= 1
                    advance(2)
                    if nesting == 0 { return }
                } else {
                    advance()
                }
            }
        }

        /// Skips a string literal: `"…"`, `"""…"""` or their raw `#"…"#` forms, with interpolations.
        mutating func skipString() {
            let hashes = rawStringHashes() ?? 0
            advance(hashes)
            let multiLine = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            let quotes = multiLine ? 3 : 1
            advance(quotes)
            while let byte = byte() {
                if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ self.byte(1 + $0) == UInt8(ascii: "#") }) {
                    advance(1 + hashes)
                    if self.byte() == UInt8(ascii: "(") {
                        advance()
                        var ignored: [SwiftToken] = []
                        scanCode(into: &ignored, untilClosingParenthesis: true)
                    }
                    advance()
                } else if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ self.byte($0) == UInt8(ascii: "\"") }),
                    (0..<hashes).allSatisfy({ self.byte(quotes + $0) == UInt8(ascii: "#") })
                {
                    advance(quotes + hashes)
                    return
                } else if byte == UInt8(ascii: "\n"), !multiLine {
                    return
                } else {
                    advance()
                }
            }
        }

        /// The token at the cursor: a name (possibly in backticks), a number, `->`, or one punctuation character.
        mutating func nextToken() -> SwiftToken {
            let start = location
            let first = offset
            if byte() == UInt8(ascii: "`") {
                advance()
                while let byte = byte(), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") { advance() }
                if byte() == UInt8(ascii: "`") { advance() }
            } else if byte() == UInt8(ascii: "-"), byte(1) == UInt8(ascii: ">") {
                advance(2)
            } else if let scalar = scalar(), SwiftTokenizer.continuesIdentifier(scalar) {
                while let scalar = self.scalar(), SwiftTokenizer.continuesIdentifier(scalar) { advanceScalar() }
            } else {
                advanceScalar()
            }
            return SwiftToken(text: String(decoding: bytes[first..<offset], as: UTF8.self), location: start)
        }

        /// The Unicode scalar at the cursor.
        func scalar() -> Unicode.Scalar? {
            guard let byte = byte() else { return nil }
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            guard offset + length <= bytes.count else { return nil }
            var decoder = UTF8()
            var iterator = bytes[offset..<offset + length].makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
            return nil
        }

        mutating func advanceScalar() {
            advance()
            while let byte = byte(), byte & 0xC0 == 0x80 { advance() }
        }
    }
}
