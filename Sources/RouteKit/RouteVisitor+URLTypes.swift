import Foundation

/// The visits of params of the five types a URL carries as text, one method per type.
///
/// Each is `visit(_:_:default:)` for one type. A generated `visit(_:)` calls
/// these rather than the generic requirement: a call with concrete types costs the compiler far less
/// than a generic one, whose type it infers and whose conformances it passes, and a route enum makes
/// such a call for every param of every screen.
///
/// They are `@_spi(Generated)`, as the per-type reads of `RouteValues` are: only generated code calls
/// them, and a visitor of an app's own implements the generic requirements.
extension RouteVisitor {
    /// A param of type `String`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitString(_ value: String, _ name: String, default defaultValue: String? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `String?`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitOptionalString(_ value: String?, _ name: String, default defaultValue: String? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// A param of type `Int`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitInt(_ value: Int, _ name: String, default defaultValue: Int? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `Int?`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitOptionalInt(_ value: Int?, _ name: String, default defaultValue: Int? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// A param of type `Double`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitDouble(_ value: Double, _ name: String, default defaultValue: Double? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `Double?`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitOptionalDouble(_ value: Double?, _ name: String, default defaultValue: Double? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// A param of type `Bool`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitBool(_ value: Bool, _ name: String, default defaultValue: Bool? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `Bool?`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitOptionalBool(_ value: Bool?, _ name: String, default defaultValue: Bool? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// A param of type `UUID`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitUUID(_ value: UUID, _ name: String, default defaultValue: UUID? = nil) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `UUID?`, with its default (`nil` when it has none).
    @_spi(Generated)
    public mutating func visitOptionalUUID(_ value: UUID?, _ name: String, default defaultValue: UUID? = nil) {
        visit(value, name, default: defaultValue)
    }
}
