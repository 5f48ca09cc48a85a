import Foundation

/// A value that a deep link can carry in a path segment or a query item: `String`, `Int`,
/// `Double`, `Bool` and `UUID`.
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

extension String: DeepLinkValue {
    public static var deepLinkTypeName: String { "String" }
    public init?(deepLinkText: String) { self = deepLinkText }
    public var deepLinkText: String { self }
}

extension Int: DeepLinkValue {
    public static var deepLinkTypeName: String { "Int" }
    public init?(deepLinkText: String) { self.init(deepLinkText, radix: 10) }
    public var deepLinkText: String { String(self) }
}

extension Double: DeepLinkValue {
    public static var deepLinkTypeName: String { "Double" }
    public init?(deepLinkText: String) {
        guard let value = Double(deepLinkText) else { return nil }
        self = value
    }
    /// The shortest text that reads back as exactly this value.
    public var deepLinkText: String { description }
}

extension Bool: DeepLinkValue {
    public static var deepLinkTypeName: String { "Bool" }
    public init?(deepLinkText: String) {
        switch deepLinkText {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
    public var deepLinkText: String { self ? "true" : "false" }
}

extension UUID: DeepLinkValue {
    public static var deepLinkTypeName: String { "UUID" }
    public init?(deepLinkText: String) { self.init(uuidString: deepLinkText) }
    public var deepLinkText: String { uuidString }
}
