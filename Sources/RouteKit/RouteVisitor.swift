/// Receives what a route holds: its screen's deep-link path and title, then each param's value and
/// name, in the order the spec declares them.
///
/// A generated route enum destructures each case once, in `visit(_:)`, and computes its
/// `deepLinkPath`, `title` and `encode(to:)` with RouteKit's visitors (``DeepLinkPathWriter``,
/// ``RouteTitleWriter`` and ``RouteEncodingContainer``): a switch per route enum instead of three.
///
/// How a param is visited says how a deep link carries it, as the generator knows from its type:
/// - `visit(_:_:default:)` of a value: a `String`, `Int`, `Double`, `Bool` or `UUID`, in the path
///   or in the query (left out when it is its default);
/// - `visit(_:_:default:)` of an optional: an optional of one of them, in the query (`nil` written
///   as `?name=`, left out when it is its default);
/// - `visit(_:_:linkable:)`: any other type, which a URL cannot carry: the route has a link only
///   when `linkable` (when the value is the param's default).
@_spi(Generated)
public protocol RouteVisitor {
    /// The route's screen: its deep-link path pattern, such as `/authors/{author}` (`nil` for a
    /// screen without a path), and its title template, such as `Books by {author}` (`{{` and `}}`
    /// for braces).
    ///
    /// Both are `consuming`: a generated call passes string literals, which the callee releases
    /// instead of the caller after every call.
    mutating func visitScreen(path: consuming String?, title: consuming String)

    /// A param that a URL carries as text, with its default (`nil` when it has none).
    mutating func visit<Value: DeepLinkValue & Codable & Hashable>(_ value: Value, _ name: String, default: Value?)

    /// An optional param that a URL carries as text, with its default (`nil` when it has none).
    mutating func visit<Value: DeepLinkValue & Codable & Hashable>(_ value: Value?, _ name: String, default: Value?)

    /// A param that a URL cannot carry; `linkable` tells whether the route has a link with this
    /// value (whether it is the param's default).
    mutating func visit<Value: Codable & Hashable & Sendable>(_ value: Value, _ name: String, linkable: Bool)
}

extension RouteVisitor {
    /// A param without a default that a URL carries as text.
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(_ value: Value, _ name: String) {
        visit(value, name, default: nil)
    }

    /// An optional param without a default (so `nil` is its default) that a URL carries as text.
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(_ value: Value?, _ name: String) {
        visit(value, name, default: nil)
    }
}
