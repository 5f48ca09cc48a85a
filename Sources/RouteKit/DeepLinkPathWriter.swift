/// Writes a route's deep-link path from its generated `visit(_:)`: its pattern filled with its path
/// params, and a `DeepLinkQuery` of the others.
///
/// The path is `nil` for a screen without a path, when a path param's text is empty, when an
/// optional `String` param is empty (a URL cannot tell it from `nil`), or when a param that a URL
/// cannot carry is not its default.
@_spi(Generated)
public struct DeepLinkPathWriter: RouteVisitor {
    /// The screen's path pattern, such as `/authors/{author}`.
    private var pattern: String?
    /// The `{param}` segments of the pattern, such as `{author}`.
    private var pathSegments: Set<Substring> = []
    /// The texts of the path params, by name.
    private var pathTexts: [String: String] = [:]
    /// The params that the path does not carry.
    private var query = DeepLinkQuery()
    /// Whether a URL can carry every param.
    private var isLinkable = true

    /// Creates a writer that has seen no route yet.
    public init() {}

    /// The path, percent-encoded as ``DeepLinkPath/make(_:filling:query:)`` writes it, or `nil`.
    public var path: String? {
        guard isLinkable, let pattern else { return nil }
        let names = pattern.split(separator: "/").filter(pathSegments.contains).map { $0.dropFirst().dropLast() }
        return DeepLinkPath.make(pattern, filling: names.map { pathTexts[String($0)] ?? "" }, query: query.items)
    }

    /// Starts the route: keeps the screen's path pattern and its `{param}` segments, which decide
    /// where each param goes.
    public mutating func visitScreen(path: consuming String?, title: consuming String) {
        pattern = path
        pathSegments = Set((path ?? "").split(separator: "/").filter { $0.hasPrefix("{") && $0.hasSuffix("}") })
    }

    /// Puts a param into the path when the pattern has its segment, else into the query, where it
    /// is left out when it equals its default.
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value,
        _ name: String,
        default defaultValue: Value?
    ) {
        if pathSegments.contains("{\(name)}"[...]) {
            pathTexts[name] = value.deepLinkText
        } else if let defaultValue {
            query.add(name, value, default: defaultValue)
        } else {
            query.add(name, value)
        }
    }

    /// Puts an optional param into the query (`nil` as `?name=`), left out when it equals its
    /// default; an empty string leaves the route without a link, since a URL reads it back as `nil`.
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value?,
        _ name: String,
        default defaultValue: Value?
    ) {
        // `?name=` reads back as `nil`, so an empty string has no link.
        if let text = value as? String, text.isEmpty { isLinkable = false }
        query.addOptional(name, value, default: defaultValue)
    }

    /// Leaves the route without a link when the param, of a type a URL cannot carry, is not its
    /// default.
    public mutating func visit<Value: Codable & Hashable & Sendable>(_ value: Value, _ name: String, linkable: Bool) {
        if !linkable { isLinkable = false }
    }
}
