/// The params that a route is built from, read by name and type: a decoder's data or a deep link's
/// values.
///
/// A generated route enum builds its routes from named values in one function, generic over
/// `RouteValues`, instead of one switch per source: `init(from:)` calls it with a
/// ``RouteDecodingContainer``, and the deep-link router with `DeepLinkValues`. Each source decides
/// what a missing value means: the decoder throws, as Swift's synthesized `Decodable` does, while a
/// deep link falls back to the param's default.
///
/// The reads of the five types a URL carries as text (`int(_:default:)` and the others in
/// `RouteValues+URLTypes.swift`) do not throw, which makes them far cheaper to compile: a failed one
/// keeps its error with ``keepFailure(_:)`` and returns a fallback value. Whoever builds a route
/// therefore calls ``throwKeptFailure()`` right after, and a generic read throws a kept failure
/// before reading, so that the first wrong or missing param is the one reported, as when every read
/// threw.
@_spi(Generated)
public protocol RouteValues {
    /// The error that reading a value throws.
    associatedtype Failure: Error

    /// The value of the param `name`, which has no default and is not optional.
    func value<Value: Decodable & Sendable>(_ name: String) throws(Failure) -> Value

    /// The value of the param `name`, which is not optional and has the default `defaultValue`.
    func value<Value: Decodable & Sendable>(_ name: String, default defaultValue: Value) throws(Failure) -> Value

    /// The value of the optional param `name`, whose default is `defaultValue`.
    func optionalValue<Value: Decodable & Sendable>(
        _ name: String,
        default defaultValue: Value?
    ) throws(Failure)
        -> Value?

    /// Keeps `failure`, the error of a read that returned a fallback value instead of throwing,
    /// unless an earlier failure is kept.
    func keepFailure(_ failure: Failure)

    /// Throws the failure that ``keepFailure(_:)`` kept, if any: the route built since is not the
    /// one the values describe.
    func throwKeptFailure() throws(Failure)
}

extension RouteValues {
    /// The value of the optional param `name`, which has no default (so `nil` is its default).
    public func optionalValue<Value: Decodable & Sendable>(_ name: String) throws(Failure) -> Value? {
        try optionalValue(name, default: nil)
    }
}

extension RouteDecodingContainer: RouteValues {
    /// Decoding throws any error of the decoder.
    public typealias Failure = any Error

    /// The value of the param `name`; a missing value throws, as Swift's synthesized `Decodable` does.
    public func value<Value: Decodable & Sendable>(_ name: String) throws -> Value {
        try throwKeptFailure()
        return try decode(name)
    }

    /// The value of the param `name`; the default is not used: the data holds every param that
    /// ``RouteEncodingContainer`` wrote, and a missing one throws, as Swift's synthesized `Decodable` does.
    public func value<Value: Decodable & Sendable>(_ name: String, default defaultValue: Value) throws -> Value {
        try throwKeptFailure()
        return try decode(name)
    }

    /// The value of the optional param `name`: `nil` when the data has none (the default is not
    /// used, as Swift's synthesized `Decodable` does not).
    public func optionalValue<Value: Decodable & Sendable>(
        _ name: String,
        default defaultValue: Value?
    ) throws
        -> Value?
    {
        try throwKeptFailure()
        return try decodeIfPresent(name)
    }

    /// Keeps `failure` unless an earlier one is kept, so that the first bad param is reported.
    public func keepFailure(_ failure: any Error) {
        readFailure.keep(failure)
    }

    /// Throws the decoding error that ``keepFailure(_:)`` kept, if any.
    public func throwKeptFailure() throws {
        try readFailure.throwIfKept()
    }
}

extension DeepLinkValues: RouteValues {
    /// A deep link throws its own errors.
    public typealias Failure = DeepLinkError

    /// Keeps `failure` unless an earlier one is kept, so that the first bad param is reported.
    public func keepFailure(_ failure: DeepLinkError) {
        readFailure.keep(failure)
    }

    /// Throws the deep-link error that ``keepFailure(_:)`` kept, if any.
    public func throwKeptFailure() throws(DeepLinkError) {
        try readFailure.throwIfKept()
    }
}
