import Foundation

/// The reads of params of the five types a URL carries as text, one set of methods per type.
///
/// Each is ``RouteValues/value(_:)``, ``RouteValues/value(_:default:)`` or
/// ``RouteValues/optionalValue(_:default:)`` for one type, except that it does not throw: a failed
/// read keeps its error with ``RouteValues/keepFailure(_:)`` and returns a fallback value (the
/// default, or `""`, `0`, `false` or the all-zero `UUID`), and whoever builds the route calls
/// `throwKeptFailure()` right after.
///
/// A generated `route(_:_:)` calls these rather than the generic requirements, for the compiler's
/// sake: a route enum makes such a call for every param of every screen, and a call with concrete
/// types that cannot throw costs far less to compile than a generic one, whose type is inferred and
/// whose conformances are passed, with an error path of its own. For the same reason the name, and a
/// `String` default, are `consuming` (the call's string literal, or the default it read from the
/// route's `Defaults`, is released by the callee, not after the call), and an optional's read
/// without a default is an overload, not a default argument.
///
/// They are `@_spi(Generated)`, visible only where RouteKit is imported as generated files import it:
/// a read that does not throw is safe only where the route built with it is checked after.
extension RouteValues {
    /// The `UUID` a failed read of one without a default returns.
    private static var fallbackUUID: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    /// The value of the param `name`, of type `String`, which has no default.
    @_spi(Generated)
    public func string(_ name: consuming String) -> String {
        reading(orElse: "") { () throws(Failure) in try value(name) }
    }

    /// The value of the param `name`, of type `String`, which has the default `defaultValue`.
    @_spi(Generated)
    public func string(_ name: consuming String, default defaultValue: consuming String) -> String {
        reading(orElse: defaultValue) { () throws(Failure) in try value(name, default: defaultValue) }
    }

    /// The value of the optional param `name`, of type `String?`, which has no default (so `nil` is its default).
    @_spi(Generated)
    public func optionalString(_ name: consuming String) -> String? {
        optionalString(name, default: nil)
    }

    /// The value of the optional param `name`, of type `String?`, whose default is `defaultValue`.
    @_spi(Generated)
    public func optionalString(_ name: consuming String, default defaultValue: consuming String?) -> String? {
        reading(orElse: defaultValue) { () throws(Failure) in try optionalValue(name, default: defaultValue) }
    }

    /// The value of the param `name`, of type `Int`, which has no default.
    @_spi(Generated)
    public func int(_ name: consuming String) -> Int {
        reading(orElse: 0) { () throws(Failure) in try value(name) }
    }

    /// The value of the param `name`, of type `Int`, which has the default `defaultValue`.
    @_spi(Generated)
    public func int(_ name: consuming String, default defaultValue: Int) -> Int {
        reading(orElse: defaultValue) { () throws(Failure) in try value(name, default: defaultValue) }
    }

    /// The value of the optional param `name`, of type `Int?`, which has no default (so `nil` is its default).
    @_spi(Generated)
    public func optionalInt(_ name: consuming String) -> Int? {
        optionalInt(name, default: nil)
    }

    /// The value of the optional param `name`, of type `Int?`, whose default is `defaultValue`.
    @_spi(Generated)
    public func optionalInt(_ name: consuming String, default defaultValue: Int?) -> Int? {
        reading(orElse: defaultValue) { () throws(Failure) in try optionalValue(name, default: defaultValue) }
    }

    /// The value of the param `name`, of type `Double`, which has no default.
    @_spi(Generated)
    public func double(_ name: consuming String) -> Double {
        reading(orElse: 0) { () throws(Failure) in try value(name) }
    }

    /// The value of the param `name`, of type `Double`, which has the default `defaultValue`.
    @_spi(Generated)
    public func double(_ name: consuming String, default defaultValue: Double) -> Double {
        reading(orElse: defaultValue) { () throws(Failure) in try value(name, default: defaultValue) }
    }

    /// The value of the optional param `name`, of type `Double?`, which has no default (so `nil` is its default).
    @_spi(Generated)
    public func optionalDouble(_ name: consuming String) -> Double? {
        optionalDouble(name, default: nil)
    }

    /// The value of the optional param `name`, of type `Double?`, whose default is `defaultValue`.
    @_spi(Generated)
    public func optionalDouble(_ name: consuming String, default defaultValue: Double?) -> Double? {
        reading(orElse: defaultValue) { () throws(Failure) in try optionalValue(name, default: defaultValue) }
    }

    /// The value of the param `name`, of type `Bool`, which has no default.
    @_spi(Generated)
    public func bool(_ name: consuming String) -> Bool {
        reading(orElse: false) { () throws(Failure) in try value(name) }
    }

    /// The value of the param `name`, of type `Bool`, which has the default `defaultValue`.
    @_spi(Generated)
    public func bool(_ name: consuming String, default defaultValue: Bool) -> Bool {
        reading(orElse: defaultValue) { () throws(Failure) in try value(name, default: defaultValue) }
    }

    /// The value of the optional param `name`, of type `Bool?`, which has no default (so `nil` is its default).
    @_spi(Generated)
    public func optionalBool(_ name: consuming String) -> Bool? {
        optionalBool(name, default: nil)
    }

    /// The value of the optional param `name`, of type `Bool?`, whose default is `defaultValue`.
    @_spi(Generated)
    public func optionalBool(_ name: consuming String, default defaultValue: Bool?) -> Bool? {
        reading(orElse: defaultValue) { () throws(Failure) in try optionalValue(name, default: defaultValue) }
    }

    /// The value of the param `name`, of type `UUID`, which has no default.
    @_spi(Generated)
    public func uuid(_ name: consuming String) -> UUID {
        reading(orElse: Self.fallbackUUID) { () throws(Failure) in try value(name) }
    }

    /// The value of the param `name`, of type `UUID`, which has the default `defaultValue`.
    @_spi(Generated)
    public func uuid(_ name: consuming String, default defaultValue: UUID) -> UUID {
        reading(orElse: defaultValue) { () throws(Failure) in try value(name, default: defaultValue) }
    }

    /// The value of the optional param `name`, of type `UUID?`, which has no default (so `nil` is its default).
    @_spi(Generated)
    public func optionalUUID(_ name: consuming String) -> UUID? {
        optionalUUID(name, default: nil)
    }

    /// The value of the optional param `name`, of type `UUID?`, whose default is `defaultValue`.
    @_spi(Generated)
    public func optionalUUID(_ name: consuming String, default defaultValue: UUID?) -> UUID? {
        reading(orElse: defaultValue) { () throws(Failure) in try optionalValue(name, default: defaultValue) }
    }

    /// What `read` returns, or `fallback` once the failure it threw is kept with ``keepFailure(_:)``.
    private func reading<Value>(orElse fallback: Value, _ read: () throws(Failure) -> Value) -> Value {
        do {
            return try read()
        } catch {
            keepFailure(error)
            return fallback
        }
    }
}
