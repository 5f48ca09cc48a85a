import Foundation

/// The reads of params of the five types a URL carries as text, one set of methods per type.
///
/// Each is ``RouteValues/value(_:)``, ``RouteValues/value(_:default:)`` or
/// ``RouteValues/optionalValue(_:default:)`` for one type, except that it does not throw: a failed
/// read keeps its error with ``RouteValues/keepFailure(_:)`` and returns a fallback value (the
/// default, or `""`, `0`, `false` or the all-zero `UUID`), and whoever builds the route calls
/// ``RouteValues/throwKeptFailure()`` right after.
///
/// A generated `route(_:_:)` calls these rather than the generic requirements, for the compiler's
/// sake: a route enum makes such a call for every param of every screen, and a call with concrete
/// types that cannot throw costs far less to compile than a generic one, whose type is inferred and
/// whose conformances are passed, with an error path of its own.
extension RouteValues {
    /// The `UUID` a failed read of one without a default returns.
    private static var fallbackUUID: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    /// The value of the param `name`, of type `String`, which has no default.
    public func string(_ name: String) -> String {
        do throws(Failure) {
            return try value(name)
        } catch {
            keepFailure(error)
            return ""
        }
    }

    /// The value of the param `name`, of type `String`, which has the default `defaultValue`.
    public func string(_ name: String, default defaultValue: String) -> String {
        do throws(Failure) {
            return try value(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the optional param `name`, of type `String?`, whose default is `defaultValue`.
    public func optionalString(_ name: String, default defaultValue: String? = nil) -> String? {
        do throws(Failure) {
            return try optionalValue(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the param `name`, of type `Int`, which has no default.
    public func int(_ name: String) -> Int {
        do throws(Failure) {
            return try value(name)
        } catch {
            keepFailure(error)
            return 0
        }
    }

    /// The value of the param `name`, of type `Int`, which has the default `defaultValue`.
    public func int(_ name: String, default defaultValue: Int) -> Int {
        do throws(Failure) {
            return try value(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the optional param `name`, of type `Int?`, whose default is `defaultValue`.
    public func optionalInt(_ name: String, default defaultValue: Int? = nil) -> Int? {
        do throws(Failure) {
            return try optionalValue(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the param `name`, of type `Double`, which has no default.
    public func double(_ name: String) -> Double {
        do throws(Failure) {
            return try value(name)
        } catch {
            keepFailure(error)
            return 0
        }
    }

    /// The value of the param `name`, of type `Double`, which has the default `defaultValue`.
    public func double(_ name: String, default defaultValue: Double) -> Double {
        do throws(Failure) {
            return try value(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the optional param `name`, of type `Double?`, whose default is `defaultValue`.
    public func optionalDouble(_ name: String, default defaultValue: Double? = nil) -> Double? {
        do throws(Failure) {
            return try optionalValue(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the param `name`, of type `Bool`, which has no default.
    public func bool(_ name: String) -> Bool {
        do throws(Failure) {
            return try value(name)
        } catch {
            keepFailure(error)
            return false
        }
    }

    /// The value of the param `name`, of type `Bool`, which has the default `defaultValue`.
    public func bool(_ name: String, default defaultValue: Bool) -> Bool {
        do throws(Failure) {
            return try value(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the optional param `name`, of type `Bool?`, whose default is `defaultValue`.
    public func optionalBool(_ name: String, default defaultValue: Bool? = nil) -> Bool? {
        do throws(Failure) {
            return try optionalValue(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the param `name`, of type `UUID`, which has no default.
    public func uuid(_ name: String) -> UUID {
        do throws(Failure) {
            return try value(name)
        } catch {
            keepFailure(error)
            return Self.fallbackUUID
        }
    }

    /// The value of the param `name`, of type `UUID`, which has the default `defaultValue`.
    public func uuid(_ name: String, default defaultValue: UUID) -> UUID {
        do throws(Failure) {
            return try value(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }

    /// The value of the optional param `name`, of type `UUID?`, whose default is `defaultValue`.
    public func optionalUUID(_ name: String, default defaultValue: UUID? = nil) -> UUID? {
        do throws(Failure) {
            return try optionalValue(name, default: defaultValue)
        } catch {
            keepFailure(error)
            return defaultValue
        }
    }
}
