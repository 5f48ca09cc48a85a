/// The parameters of a matched deep link: the values of the path's `{param}` segments and the
/// URL's query items, read with their types.
@_spi(Generated)
public struct DeepLinkParameters: Sendable {
    /// The path being opened, for messages.
    public let path: String
    /// The values by name: path captures, then query items (a path capture wins).
    private let values: [String: String]

    /// Creates parameters from path captures and query items.
    init(path: String, captures: [String: String], query: [(name: String, value: String)]) {
        self.path = path
        var values = captures
        for item in query where values[item.name] == nil {
            values[item.name] = item.value
        }
        self.values = values
    }

    /// The value of a required parameter.
    public func value<Value: DeepLinkValue>(
        _ name: String,
        as type: Value.Type = Value.self
    ) throws(DeepLinkError) -> Value {
        guard let text = values[name] else { throw .missingParameter(name: name, path: path) }
        return try Self.read(name, text, as: type)
    }

    /// The value of a parameter that has a default, used when the URL does not carry it.
    public func value<Value: DeepLinkValue>(_ name: String, default defaultValue: Value) throws(DeepLinkError) -> Value
    {
        guard let text = values[name] else { return defaultValue }
        return try Self.read(name, text, as: Value.self)
    }

    /// The value of an optional parameter: `nil` when the URL carries it empty (`?name=`), `defaultValue`
    /// when it does not carry it at all.
    public func optionalValue<Value: DeepLinkValue>(
        _ name: String,
        default defaultValue: Value? = nil
    ) throws(DeepLinkError) -> Value? {
        guard let text = values[name] else { return defaultValue }
        if text.isEmpty { return nil }
        return try Self.read(name, text, as: Value.self)
    }

    /// ``value(_:default:)`` of a type known at run time, whose default `defaultValue` is.
    func value(
        _ name: String,
        as type: any DeepLinkValue.Type,
        default defaultValue: Any
    ) throws(DeepLinkError)
        -> any DeepLinkValue
    {
        try value(name, opening: type, default: defaultValue)
    }

    /// ``optionalValue(_:default:)`` of a type known at run time, whose default `defaultValue` is.
    func optionalValue(
        _ name: String,
        as type: any DeepLinkValue.Type,
        default defaultValue: Any?
    )
        throws(DeepLinkError) -> (any DeepLinkValue)?
    {
        try optionalValue(name, opening: type, default: defaultValue)
    }

    private func value<Value: DeepLinkValue>(
        _ name: String,
        opening type: Value.Type,
        default defaultValue: Any
    )
        throws(DeepLinkError) -> Value
    {
        try value(name, default: defaultValue as! Value)
    }

    private func optionalValue<Value: DeepLinkValue>(
        _ name: String,
        opening type: Value.Type,
        default defaultValue: Any?
    ) throws(DeepLinkError) -> Value? {
        try optionalValue(name, default: defaultValue.map { $0 as! Value })
    }

    private static func read<Value: DeepLinkValue>(
        _ name: String,
        _ text: String,
        as type: Value.Type
    ) throws(DeepLinkError) -> Value {
        guard let value = Value(deepLinkText: text) else {
            throw .invalidParameter(name: name, value: text, type: Value.deepLinkTypeName)
        }
        return value
    }
}
