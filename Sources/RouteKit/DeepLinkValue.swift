import Foundation

/// A value that a deep link can carry in a path segment or a query item: `String`, `Int`,
/// `Double`, `Bool` and `UUID`.
@_spi(Generated)
public protocol DeepLinkValue: Sendable {
    /// The name of the type in messages, such as `Int`.
    static var deepLinkTypeName: String { get }
    /// Reads a value from the (already percent-decoded) text of a URL, or `nil` when it does not fit.
    init?(deepLinkText: String)
    /// The value as URL text, before percent-encoding.
    var deepLinkText: String { get }
}

/// The types that generated deep links carry, by name: what a link table's `{param:Type}` segment
/// names, and the params that a linked screen's route reads from a link on demand.
let linkValueTypes: [String: any DeepLinkValue.Type] = [
    "String": String.self, "Int": Int.self, "Double": Double.self, "Bool": Bool.self, "UUID": UUID.self,
]

@_spi(Generated)
extension String: DeepLinkValue {
    /// `String`, as messages name the type.
    public static var deepLinkTypeName: String { "String" }
    /// The text itself: any text is a `String`.
    public init?(deepLinkText: String) { self = deepLinkText }
    /// The string itself, which the writer percent-encodes.
    public var deepLinkText: String { self }
}

@_spi(Generated)
extension Int: DeepLinkValue {
    /// `Int`, as messages name the type.
    public static var deepLinkTypeName: String { "Int" }
    /// Reads decimal digits with an optional sign, or `nil` for anything else (such as `1.0` or
    /// `0x10`).
    public init?(deepLinkText: String) { self.init(deepLinkText, radix: 10) }
    /// The value in decimal, which `init(deepLinkText:)` reads back.
    public var deepLinkText: String { String(self) }
}

@_spi(Generated)
extension Double: DeepLinkValue {
    /// `Double`, as messages name the type.
    public static var deepLinkTypeName: String { "Double" }
    /// Reads the text as Swift's `Double(_:)` does (`nan` and `inf` among it), or `nil` when it is
    /// not a number.
    public init?(deepLinkText: String) {
        guard let value = Double(deepLinkText) else { return nil }
        self = value
    }
    /// The shortest text that reads back as exactly this value.
    public var deepLinkText: String { description }
}

@_spi(Generated)
extension Bool: DeepLinkValue {
    /// `Bool`, as messages name the type.
    public static var deepLinkTypeName: String { "Bool" }
    /// Reads `true` or `false`, exactly, or `nil` for anything else (so `1` and `True` do not fit).
    public init?(deepLinkText: String) {
        switch deepLinkText {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
    /// `true` or `false`, the only texts `init(deepLinkText:)` takes.
    public var deepLinkText: String { self ? "true" : "false" }
}

@_spi(Generated)
extension UUID: DeepLinkValue {
    /// `UUID`, as messages name the type.
    public static var deepLinkTypeName: String { "UUID" }
    /// Reads a UUID in its standard hyphenated form, or `nil` when the text is not one.
    public init?(deepLinkText: String) { self.init(uuidString: deepLinkText) }
    /// The UUID's standard hyphenated form, in upper case.
    public var deepLinkText: String { uuidString }
}
