import Foundation

/// The visits of params of the five types a URL carries as text, one method per type.
///
/// Each is `visit(_:_:default:)` for one type. A generated `visit(_:)` calls
/// these rather than the generic requirement: a call with concrete types costs the compiler far less
/// than a generic one, whose type it infers and whose conformances it passes, and a route enum makes
/// such a call for every param of every screen.
///
/// Each comes in two overloads, with and without a default, rather than with a default argument,
/// which every call without one would evaluate through a function of its own. The name, and a
/// `String` default, are `consuming`: a call passes a string literal (the name) or a value it owns
/// (a default, from the route's `Defaults`), which the callee then releases where the caller of a
/// borrowing parameter would release it after each call.
///
/// They are `@_spi(Generated)`, as the per-type reads of `RouteValues` are: only generated code calls
/// them, and a visitor of an app's own implements the generic requirements.
extension RouteVisitor {
    /// A param of type `String` without a default.
    @_spi(Generated)
    public mutating func visitString(_ value: String, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// A param of type `String` with its default.
    @_spi(Generated)
    public mutating func visitString(_ value: String, _ name: consuming String, default defaultValue: consuming String?)
    {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `String?` without a default.
    @_spi(Generated)
    public mutating func visitOptionalString(_ value: String?, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// An optional param of type `String?` with its default.
    @_spi(Generated)
    public mutating func visitOptionalString(
        _ value: String?,
        _ name: consuming String,
        default defaultValue: consuming String?
    ) {
        visit(value, name, default: defaultValue)
    }

    /// A param of type `Int` without a default.
    @_spi(Generated)
    public mutating func visitInt(_ value: Int, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// A param of type `Int` with its default.
    @_spi(Generated)
    public mutating func visitInt(_ value: Int, _ name: consuming String, default defaultValue: Int?) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `Int?` without a default.
    @_spi(Generated)
    public mutating func visitOptionalInt(_ value: Int?, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// An optional param of type `Int?` with its default.
    @_spi(Generated)
    public mutating func visitOptionalInt(_ value: Int?, _ name: consuming String, default defaultValue: Int?) {
        visit(value, name, default: defaultValue)
    }

    /// A param of type `Double` without a default.
    @_spi(Generated)
    public mutating func visitDouble(_ value: Double, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// A param of type `Double` with its default.
    @_spi(Generated)
    public mutating func visitDouble(_ value: Double, _ name: consuming String, default defaultValue: Double?) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `Double?` without a default.
    @_spi(Generated)
    public mutating func visitOptionalDouble(_ value: Double?, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// An optional param of type `Double?` with its default.
    @_spi(Generated)
    public mutating func visitOptionalDouble(_ value: Double?, _ name: consuming String, default defaultValue: Double?)
    {
        visit(value, name, default: defaultValue)
    }

    /// A param of type `Bool` without a default.
    @_spi(Generated)
    public mutating func visitBool(_ value: Bool, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// A param of type `Bool` with its default.
    @_spi(Generated)
    public mutating func visitBool(_ value: Bool, _ name: consuming String, default defaultValue: Bool?) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `Bool?` without a default.
    @_spi(Generated)
    public mutating func visitOptionalBool(_ value: Bool?, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// An optional param of type `Bool?` with its default.
    @_spi(Generated)
    public mutating func visitOptionalBool(_ value: Bool?, _ name: consuming String, default defaultValue: Bool?) {
        visit(value, name, default: defaultValue)
    }

    /// A param of type `UUID` without a default.
    @_spi(Generated)
    public mutating func visitUUID(_ value: UUID, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// A param of type `UUID` with its default.
    @_spi(Generated)
    public mutating func visitUUID(_ value: UUID, _ name: consuming String, default defaultValue: UUID?) {
        visit(value, name, default: defaultValue)
    }

    /// An optional param of type `UUID?` without a default.
    @_spi(Generated)
    public mutating func visitOptionalUUID(_ value: UUID?, _ name: consuming String) {
        visit(value, name, default: nil)
    }

    /// An optional param of type `UUID?` with its default.
    @_spi(Generated)
    public mutating func visitOptionalUUID(_ value: UUID?, _ name: consuming String, default defaultValue: UUID?) {
        visit(value, name, default: defaultValue)
    }
}
