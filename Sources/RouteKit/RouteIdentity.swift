/// A route's screen and param values: what makes two routes equal.
///
/// A generated route enum implements `==` by visiting both routes into one each (`visit(_:)`, the
/// switch that also writes its title, path and coding), and `hash(into:)` with ``RouteHasher``,
/// instead of having Swift synthesize them: the synthesized pair compiles a case of each per
/// screen, machine code that grows with the spec. Two routes are equal when they show the same
/// screen and their params are equal in order, each compared with its own type's `==`, as in the
/// synthesized conformance (so a `Double` param that is NaN makes its route unequal to itself).
/// Collecting the params costs an array and a type-erased box per param, so a comparison is much
/// slower than a synthesized one; generated `==` therefore compares screens first and visits only
/// routes of the same screen.
@_spi(Generated)
public struct RouteIdentity<Screen: Hashable>: RouteVisitor, Equatable {
    /// The route's screen.
    public let screen: Screen
    /// The route's params, in the order the spec declares them.
    @usableFromInline var params: [AnyHashable] = []

    /// Creates the identity of a route of `screen`, before its params are visited.
    @inlinable
    public init(_ screen: Screen) {
        self.screen = screen
    }

    /// Does nothing: the screen, given at creation, already tells routes apart.
    @inlinable
    public mutating func visitScreen(path: consuming String?, title: consuming String) {}

    /// Adds the param's value to those compared.
    @inlinable
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value,
        _ name: String,
        default: Value?
    ) {
        params.append(AnyHashable(value))
    }

    /// Adds the optional param's value, `nil` included, to those compared.
    @inlinable
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value?,
        _ name: String,
        default: Value?
    ) {
        params.append(AnyHashable(value))
    }

    /// Adds the param's value to those compared, whether or not a URL can carry it.
    @inlinable
    public mutating func visit<Value: Codable & Hashable & Sendable>(_ value: Value, _ name: String, linkable: Bool) {
        params.append(AnyHashable(value))
    }
}

/// Hashes a route's screen and params into a `Hasher`, as synthesized `hash(into:)` does, for a
/// generated route enum's `hash(into:)`.
@_spi(Generated)
public struct RouteHasher: RouteVisitor {
    /// The hasher that the screen and params are combined into; the generated `hash(into:)` takes it back.
    public var hasher: Hasher

    /// Creates a visitor that combines `screen` and then each visited param into `hasher`.
    @inlinable
    public init(_ hasher: Hasher, screen: some Hashable) {
        self.hasher = hasher
        self.hasher.combine(screen)
    }

    /// Does nothing: the screen was combined at creation.
    @inlinable
    public mutating func visitScreen(path: consuming String?, title: consuming String) {}

    /// Combines the param's value into the hasher.
    @inlinable
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value,
        _ name: String,
        default: Value?
    ) {
        hasher.combine(value)
    }

    /// Combines the optional param's value, `nil` included, into the hasher.
    @inlinable
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value?,
        _ name: String,
        default: Value?
    ) {
        hasher.combine(value)
    }

    /// Combines the param's value into the hasher, whether or not a URL can carry it.
    @inlinable
    public mutating func visit<Value: Codable & Hashable & Sendable>(_ value: Value, _ name: String, linkable: Bool) {
        hasher.combine(value)
    }
}
