/// Finds the first place where bytes stop being well-formed UTF-8.
///
/// Follows the Unicode Standard's table of well-formed byte sequences:
/// overlong forms, surrogates and code points past U+10FFFF are invalid.
package enum UTF8Validator {
    /// Why bytes are not UTF-8.
    enum Failure: Hashable, Sendable {
        /// A byte that cannot start a character here, such as `0xFF` or a stray continuation byte.
        case invalidByte(UInt8, offset: Int)
        /// A multi-byte character cut short by a byte that cannot continue it, or by the end of the input.
        case incompleteSequence(lead: UInt8, offset: Int)
        /// A lead byte followed by a byte that would make an overlong form, a surrogate or a code point past U+10FFFF.
        case invalidSequence(lead: UInt8, next: UInt8, offset: Int)

        /// What is wrong, for an error message: `invalid byte 0xFF`.
        var description: String {
            switch self {
            case .invalidByte(let byte, _):
                "invalid byte \(Self.hex(byte))"
            case .incompleteSequence(let lead, _):
                "the character starting with byte \(Self.hex(lead)) is cut short"
            case .invalidSequence(let lead, let next, _):
                "invalid byte sequence \(Self.hex(lead)) \(Self.hex(next))"
            }
        }

        /// A byte as `0xFF`.
        private static func hex(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return "0x" + (digits.count == 1 ? "0" + digits : digits)
        }

        /// The byte offset where the bad character starts.
        var offset: Int {
            switch self {
            case .invalidByte(_, let offset), .incompleteSequence(_, let offset), .invalidSequence(_, _, let offset):
                offset
            }
        }
    }

    /// The first failure in `bytes[start...]`, or `nil` when they are all well-formed UTF-8.
    static func firstFailure(in bytes: [UInt8], from start: Int = 0) -> Failure? {
        var index = start
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: return .invalidByte(lead, offset: index)
            }
            guard index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 else {
                return .incompleteSequence(lead: lead, offset: index)
            }
            guard secondRange.contains(bytes[index + 1]) else {
                return .invalidSequence(lead: lead, next: bytes[index + 1], offset: index)
            }
            for continuation in index + 2..<index + length {
                guard continuation < bytes.count, bytes[continuation] & 0xC0 == 0x80 else {
                    return .incompleteSequence(lead: lead, offset: index)
                }
            }
            index += length
        }
        return nil
    }

    /// What is wrong with `bytes` as UTF-8 text and where, in a diagnostic's words (`invalid byte
    /// 0xF3` at its line and column); `nil` when they are UTF-8. For readers of other formats than
    /// specs, such as the storyboard import, whose XML parser must not see such bytes.
    package static func problem(in bytes: [UInt8]) -> (description: String, location: SourceLocation)? {
        firstFailure(in: bytes).map {
            ($0.description, YAMLTextPosition.location(ofByteOffset: $0.offset, in: bytes))
        }
    }
}
