/// The coding key of a route's screen or param: its name, as Swift's synthesized `Codable` of an
/// enum writes it.
struct RouteCodingKey: CodingKey, Hashable, Sendable {
    /// The name.
    let stringValue: String

    /// Routes are keyed by names only.
    var intValue: Int? { nil }

    /// Creates the key of a screen or param named `stringValue`.
    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    /// Creates the key of a screen or param named `stringValue`.
    init?(stringValue: String) {
        self.init(stringValue)
    }

    /// Routes have no integer keys.
    init?(intValue: Int) {
        return nil
    }
}

/// Reads a route in the form Swift synthesizes for an enum's cases, `{"<screen>": {"<param>": …}}`.
///
/// Generated route enums decode with it instead of a synthesized `Decodable`, which costs a
/// coding-key enum per case to compile; the data is the same, so a state saved before reads back.
@_spi(Generated)
public struct RouteDecodingContainer<Screen: RawRepresentable> where Screen.RawValue == String {
    /// The screen the data names.
    public let screen: Screen
    /// The screen's params.
    private let params: KeyedDecodingContainer<RouteCodingKey>
    /// The first failure of a read that returned a fallback value (see `RouteValues`).
    let readFailure = ReadFailure<any Error>()

    /// Reads the screen that `decoder` holds, one of `screens`.
    public init(decoder: any Decoder, screens: Screen.Type) throws {
        let container = try decoder.container(keyedBy: RouteCodingKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.typeMismatch(
                Screen.self,
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "Invalid number of keys found, expected one."
                )
            )
        }
        guard let screen = Screen(rawValue: key.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "There is no screen named '\(key.stringValue)'."
            )
        }
        self.screen = screen
        self.params = try container.nestedContainer(keyedBy: RouteCodingKey.self, forKey: key)
    }

    /// The value of the param `name`.
    public func decode<Value: Decodable>(_ name: String) throws -> Value {
        try params.decode(Value.self, forKey: RouteCodingKey(name))
    }

    /// The value of the optional param `name`: `nil` when the data has none.
    public func decodeIfPresent<Value: Decodable>(_ name: String) throws -> Value? {
        try params.decodeIfPresent(Value.self, forKey: RouteCodingKey(name))
    }
}

/// Writes a route in the form Swift synthesizes for an enum's cases, `{"<screen>": {"<param>": …}}`.
///
/// As a `RouteVisitor`, it writes each param that a route's generated `visit(_:)` shows it (an
/// optional only when it is not `nil`), and ``finish()`` throws the first error.
@_spi(Generated)
public struct RouteEncodingContainer: RouteVisitor {
    /// The screen's params.
    private var params: KeyedEncodingContainer<RouteCodingKey>
    /// The first error of a visited param, which ``finish()`` throws.
    private var failure: (any Error)?

    /// Starts writing the route of `screen` to `encoder`; a screen without params is written as `{}`.
    public init(encoder: any Encoder, screen: some RawRepresentable<String>) {
        var container = encoder.container(keyedBy: RouteCodingKey.self)
        params = container.nestedContainer(keyedBy: RouteCodingKey.self, forKey: RouteCodingKey(screen.rawValue))
    }

    /// Writes the param `name`.
    public mutating func encode(_ value: some Encodable, _ name: String) throws {
        try params.encode(value, forKey: RouteCodingKey(name))
    }

    /// Writes the optional param `name`, nothing when it is `nil`.
    public mutating func encodeIfPresent(_ value: (some Encodable)?, _ name: String) throws {
        try params.encodeIfPresent(value, forKey: RouteCodingKey(name))
    }

    /// Throws the first error of writing the visited params.
    public func finish() throws {
        if let failure { throw failure }
    }

    /// Does nothing: the container writes only the params, under the screen's key chosen at
    /// creation.
    public mutating func visitScreen(path: consuming String?, title: consuming String) {}

    /// Writes the param under its name; a failure is kept for ``finish()``.
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value,
        _ name: String,
        default defaultValue: Value?
    ) {
        write { try $0.encode(value, name) }
    }

    /// Writes the optional param under its name, nothing when it is `nil`; a failure is kept for
    /// ``finish()``.
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value?,
        _ name: String,
        default defaultValue: Value?
    ) {
        write { try $0.encodeIfPresent(value, name) }
    }

    /// Writes a param of any other type under its name (an optional one only when it is not `nil`);
    /// a failure is kept for ``finish()``.
    public mutating func visit<Value: Codable & Hashable & Sendable>(_ value: Value, _ name: String, linkable: Bool) {
        write { container in
            if let optional = value as? any OptionalEncodable {
                try optional.encodeIfPresent(into: &container.params, forKey: RouteCodingKey(name))
            } else {
                try container.encode(value, name)
            }
        }
    }

    /// Writes a param unless an earlier one failed.
    private mutating func write(_ body: (inout Self) throws -> Void) {
        guard failure == nil else { return }
        do { try body(&self) } catch { failure = error }
    }
}

/// An optional that a ``RouteEncodingContainer`` writes only when it is not `nil`.
private protocol OptionalEncodable {
    /// Writes the wrapped value, or nothing for `nil`.
    func encodeIfPresent(
        into container: inout KeyedEncodingContainer<RouteCodingKey>,
        forKey key: RouteCodingKey
    )
        throws
}

extension Optional: OptionalEncodable where Wrapped: Encodable {
    fileprivate func encodeIfPresent(
        into container: inout KeyedEncodingContainer<RouteCodingKey>,
        forKey key: RouteCodingKey
    ) throws {
        try container.encodeIfPresent(self, forKey: key)
    }
}
