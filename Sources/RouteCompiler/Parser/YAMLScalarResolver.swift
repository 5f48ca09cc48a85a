/// Gives scalars their values by the YAML 1.2 core schema.
///
/// Only plain scalars are resolved: `null`, `true`, `42`, `0x1F`, `1e3`,
/// `.inf` … become null, booleans and numbers; quoted and block scalars are
/// always strings. `yes`, `no`, `on` and `off` are strings, as in YAML 1.2.
/// An explicit core tag such as `!!int` requires its kind of value.
enum YAMLScalarResolver {
    /// Why a scalar has no valid value, as a diagnostic message.
    struct Failure: Error, Hashable, Sendable {
        /// What is wrong and how to fix it.
        var message: String
    }

    /// The value of a scalar with the given text, style and optional explicit tag.
    static func value(of text: String, style: YAMLScalar.Style, tag: YAMLTag?) throws(Failure) -> YAMLValue {
        guard let tag else {
            return style == .plain ? try plainValue(of: text) : .string(text)
        }
        switch tag {
        case .nonSpecific, .string:
            return .string(text)
        case .null:
            if isNull(text) { return .null }
        case .boolean:
            if let bool = bool(from: text) { return .bool(bool) }
        case .integer:
            if let int = try integer(from: text) { return .int(int) }
        case .float:
            if let double = double(from: text) { return .double(double) }
        case .sequence, .mapping:
            throw Failure(message: "the tag '\(tag.name)' cannot be used on a scalar; remove it")
        case .unsupported(let name):
            throw Failure(message: "unsupported tag '\(name)'; remove it")
        }
        throw Failure(
            message:
                "the tag '\(tag.name)' needs \(kindDescription(of: tag)), "
                + "not '\(text)'; fix the value or remove the tag"
        )
    }

    /// The core schema value of an untagged plain scalar.
    static func plainValue(of text: String) throws(Failure) -> YAMLValue {
        // The first character tells which kinds the text can be, so that names
        // and titles, most of a spec, are recognized as strings at once.
        guard let first = text.utf8.first else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            if isNull(text) { return .null }
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            if let bool = bool(from: text) { return .bool(bool) }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            if let int = try integer(from: text) { return .int(int) }
            if let double = double(from: text) { return .double(double) }
        default:
            break
        }
        return .string(text)
    }

    /// Whether `text` is a core schema null: `null`, `Null`, `NULL`, `~` or empty.
    static func isNull(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": true
        default: false
        }
    }

    /// The core schema boolean `text` spells, if any.
    static func bool(from text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// The core schema integer `text` spells (decimal, `0o` octal or `0x` hexadecimal), if any.
    ///
    /// - Throws: when `text` spells an integer that does not fit in `Int`.
    static func integer(from text: String) throws(Failure) -> Int? {
        let utf8 = text.utf8
        let digits: Substring
        let radix: Int
        if utf8.starts(with: "0o".utf8) {
            digits = text.dropFirst(2)
            radix = 8
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x37).contains($0) }) else { return nil }
        } else if utf8.starts(with: "0x".utf8) {
            digits = text.dropFirst(2)
            radix = 16
            guard !digits.isEmpty, digits.utf8.allSatisfy(isHexDigit) else { return nil }
        } else {
            let unsigned =
                utf8.first == UInt8(ascii: "+") || utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
            guard !unsigned.isEmpty, unsigned.allSatisfy(isDecimalDigit) else { return nil }
            digits = text[...]
            radix = 10
        }
        guard let value = Int(digits, radix: radix) else {
            throw Failure(message: "integer literal '\(text)' does not fit in 64 bits; quote it to keep it as text")
        }
        return value
    }

    /// The core schema floating-point number `text` spells, if any: decimal
    /// numbers with an optional fraction and exponent, `.inf` and `.nan`.
    static func double(from text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        guard isDecimalFloat(text.utf8) else { return nil }
        return Double(text)
    }

    /// Whether `utf8` matches `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func isDecimalFloat(_ utf8: String.UTF8View) -> Bool {
        var rest = utf8[...]
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            rest = rest.dropFirst()
        }
        let integerDigits = rest.prefix(while: isDecimalDigit).count
        rest = rest.dropFirst(integerDigits)
        var fractionDigits = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fractionDigits = rest.prefix(while: isDecimalDigit).count
            rest = rest.dropFirst(fractionDigits)
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if let exponent = rest.first, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                rest = rest.dropFirst()
            }
            let exponentDigits = rest.prefix(while: isDecimalDigit).count
            guard exponentDigits > 0 else { return false }
            rest = rest.dropFirst(exponentDigits)
        }
        return rest.isEmpty
    }

    /// What a tag requires, for messages: "an integer", "a boolean" …
    private static func kindDescription(of tag: YAMLTag) -> String {
        switch tag {
        case .null: "null (write 'null', '~' or nothing)"
        case .boolean: "a boolean ('true' or 'false')"
        case .integer: "an integer"
        case .float: "a number"
        default: "a \(tag.name) value"
        }
    }

    /// Whether `byte` is an ASCII digit.
    private static func isDecimalDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `byte` is an ASCII hexadecimal digit, in either case.
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDecimalDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
