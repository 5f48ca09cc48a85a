import Foundation

/// The reads of params of the five types a URL carries as text, one set of methods per type.
///
/// Each is ``RouteValues/value(_:)``, ``RouteValues/value(_:default:)`` or
/// ``RouteValues/optionalValue(_:default:)`` for one type. A generated `route(_:_:)` calls these rather
/// than the generic requirements: a call with concrete types costs the compiler far less than a generic
/// one, whose type it infers and whose conformances it passes, and a route enum makes such a call for
/// every param of every screen.
extension RouteValues {
    /// The value of the param `name`, of type `String`, which has no default.
    public func string(_ name: String) throws(Failure) -> String {
        try value(name)
    }

    /// The value of the param `name`, of type `String`, which has the default `defaultValue`.
    public func string(_ name: String, default defaultValue: String) throws(Failure) -> String {
        try value(name, default: defaultValue)
    }

    /// The value of the optional param `name`, of type `String?`, whose default is `defaultValue`.
    public func optionalString(_ name: String, default defaultValue: String? = nil) throws(Failure) -> String? {
        try optionalValue(name, default: defaultValue)
    }

    /// The value of the param `name`, of type `Int`, which has no default.
    public func int(_ name: String) throws(Failure) -> Int {
        try value(name)
    }

    /// The value of the param `name`, of type `Int`, which has the default `defaultValue`.
    public func int(_ name: String, default defaultValue: Int) throws(Failure) -> Int {
        try value(name, default: defaultValue)
    }

    /// The value of the optional param `name`, of type `Int?`, whose default is `defaultValue`.
    public func optionalInt(_ name: String, default defaultValue: Int? = nil) throws(Failure) -> Int? {
        try optionalValue(name, default: defaultValue)
    }

    /// The value of the param `name`, of type `Double`, which has no default.
    public func double(_ name: String) throws(Failure) -> Double {
        try value(name)
    }

    /// The value of the param `name`, of type `Double`, which has the default `defaultValue`.
    public func double(_ name: String, default defaultValue: Double) throws(Failure) -> Double {
        try value(name, default: defaultValue)
    }

    /// The value of the optional param `name`, of type `Double?`, whose default is `defaultValue`.
    public func optionalDouble(_ name: String, default defaultValue: Double? = nil) throws(Failure) -> Double? {
        try optionalValue(name, default: defaultValue)
    }

    /// The value of the param `name`, of type `Bool`, which has no default.
    public func bool(_ name: String) throws(Failure) -> Bool {
        try value(name)
    }

    /// The value of the param `name`, of type `Bool`, which has the default `defaultValue`.
    public func bool(_ name: String, default defaultValue: Bool) throws(Failure) -> Bool {
        try value(name, default: defaultValue)
    }

    /// The value of the optional param `name`, of type `Bool?`, whose default is `defaultValue`.
    public func optionalBool(_ name: String, default defaultValue: Bool? = nil) throws(Failure) -> Bool? {
        try optionalValue(name, default: defaultValue)
    }

    /// The value of the param `name`, of type `UUID`, which has no default.
    public func uuid(_ name: String) throws(Failure) -> UUID {
        try value(name)
    }

    /// The value of the param `name`, of type `UUID`, which has the default `defaultValue`.
    public func uuid(_ name: String, default defaultValue: UUID) throws(Failure) -> UUID {
        try value(name, default: defaultValue)
    }

    /// The value of the optional param `name`, of type `UUID?`, whose default is `defaultValue`.
    public func optionalUUID(_ name: String, default defaultValue: UUID? = nil) throws(Failure) -> UUID? {
        try optionalValue(name, default: defaultValue)
    }
}
