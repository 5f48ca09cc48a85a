/// A route's screen and param values: what makes two routes equal, and what a route hashes.
///
/// A generated route enum implements `==` and `hash(into:)` by visiting each route into one
/// (`visit(_:)`, the switch that also writes its title, path and coding) instead of having Swift
/// synthesize them: the synthesized pair compiles a case of each per screen, a sixth of a
/// generated file's machine code. Two routes are equal when they show the same screen and their
/// params are equal in order, each compared with its own type's `==`, as in the synthesized
/// conformance (so a `Double` param that is NaN makes its route unequal to itself).
public struct RouteIdentity<Screen: Hashable>: RouteVisitor, Hashable {
    /// The route's screen.
    public let screen: Screen
    /// The route's params, in the order the spec declares them.
    private var params: [AnyHashable] = []

    /// Creates the identity of a route of `screen`, before its params are visited.
    public init(_ screen: Screen) {
        self.screen = screen
    }

    public mutating func visitScreen(path: String?, title: String) {}

    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value,
        _ name: String,
        default: Value?
    ) {
        params.append(AnyHashable(value))
    }

    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value?,
        _ name: String,
        default: Value?
    ) {
        params.append(AnyHashable(value))
    }

    public mutating func visit<Value: Codable & Hashable & Sendable>(_ value: Value, _ name: String, linkable: Bool) {
        params.append(AnyHashable(value))
    }
}
