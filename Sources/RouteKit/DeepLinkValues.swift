/// The params of a matched deep link: the texts its path and query carry, and the values read from
/// them with their types, by name; what the routes of its destination take their params from.
///
/// A router reads a linked screen's params into it, names the screens of the destination
/// (`DeepLinkScreens`), and builds each of their routes with the generated function of its spec: a
/// route's param is the linked screen's value of the same name and type, or the param's default.
///
/// The params are read in one of two ways. A row of a link table
/// (`link(tabs:table:)`) reads them as the linked screen's route asks for them: a
/// `String`, `Int`, `Double`, `Bool` or `UUID` param (or an optional one) from the link's path or
/// query, any other param as its default. A row added with
/// `link(_:to:in:over:presentedAs:reading:keepingRoot:)` reads them as its ``Param`` values say,
/// before any route is built. A builder of `register(_:types:_:)` reads the link's texts itself, with
/// ``linkValue(_:as:)`` and its variants.
@_spi(Generated)
public struct DeepLinkValues: Sendable {
    /// The path being opened, for messages.
    public let path: String
    /// The link's texts by name: path captures, then query items (a path capture wins).
    private let texts: [String: String]
    /// The values by name, each with its type.
    private var values: [String: (type: ObjectIdentifier, value: any Sendable)] = [:]
    /// While a link table's row builds its linked screen's route: the params read so far.
    private let reads: Reads?
    /// The first failure of a read that returned a fallback value (see `RouteValues`).
    let readFailure = ReadFailure<DeepLinkError>()

    /// Creates the values of a link to `path` from its `{param}` captures and query items, holding no
    /// value yet.
    init(path: String, captures: [String: String], query: [(name: String, value: String)]) {
        var texts = captures
        for item in query where texts[item.name] == nil {
            texts[item.name] = item.value
        }
        self.init(path: path, texts: texts, reads: nil)
    }

    private init(path: String, texts: [String: String], reads: Reads?) {
        self.path = path
        self.texts = texts
        self.reads = reads
    }

    /// Values of the same link that read each param from its texts when a route asks for it, and keep it
    /// for ``read``.
    var readingOnDemand: DeepLinkValues {
        DeepLinkValues(path: path, texts: texts, reads: Reads())
    }

    /// The params that a route read from values made with ``readingOnDemand``, for the routes below it.
    var read: DeepLinkValues {
        var values = DeepLinkValues(path: path, texts: texts, reads: nil)
        values.values = reads?.values ?? self.values
        return values
    }

    /// Sets the param `name` to `value`: for a param that a URL cannot carry, its default.
    public mutating func set<Value: Sendable>(_ name: String, _ value: Value, as type: Value.Type = Value.self) {
        values[name] = (ObjectIdentifier(type), value)
    }

    /// Reads the param `name`, which has no default, as ``linkValue(_:as:)`` does.
    public mutating func read<Value: DeepLinkValue>(_ name: String, as type: Value.Type) throws(DeepLinkError) {
        set(name, try linkValue(name, as: type))
    }

    /// Reads the param `name`, which has a default, as ``linkValue(_:default:)`` does.
    public mutating func read<Value: DeepLinkValue>(
        _ name: String,
        as type: Value.Type,
        default defaultValue: Value
    ) throws(DeepLinkError) {
        set(name, try linkValue(name, default: defaultValue))
    }

    /// Reads the optional param `name`, as ``optionalLinkValue(_:default:)`` does.
    public mutating func readOptional<Value: DeepLinkValue>(
        _ name: String,
        as type: Value.Type,
        default defaultValue: Value? = nil
    ) throws(DeepLinkError) {
        set(name, try optionalLinkValue(name, default: defaultValue))
    }

    /// The value of the param `name` if it has the type `Value`, or `defaultValue`.
    ///
    /// Reading on demand, the link's value of a type a URL carries, or `defaultValue` when the link
    /// has none.
    ///
    /// - Throws: Reading on demand, `DeepLinkError.invalidParameter` when the link's text is not a
    ///   `Value`.
    public func value<Value: Sendable>(_ name: String, default defaultValue: Value) throws(DeepLinkError) -> Value {
        try throwKeptFailure()
        if let reads {
            guard let type = Self.urlType(of: Value.self) else { return reads.keep(defaultValue, as: name) }
            return reads.keep(try linkValue(name, as: type, default: defaultValue) as! Value, as: name)
        }
        guard let entry = values[name], entry.type == ObjectIdentifier(Value.self), let value = entry.value as? Value
        else { return defaultValue }
        return value
    }

    /// The value of the param `name`, of a type without a default.
    ///
    /// - Throws: `DeepLinkError.missingParameter` when there is no value of type `Value` named `name`;
    ///   reading on demand, also `DeepLinkError.invalidParameter` when the link's text is not a `Value`.
    public func value<Value: Sendable>(_ name: String) throws(DeepLinkError) -> Value {
        try throwKeptFailure()
        if let reads {
            guard let type = Self.urlType(of: Value.self) else { throw .missingParameter(name: name, path: path) }
            return reads.keep(try linkValue(name, as: type) as! Value, as: name)
        }
        guard let entry = values[name], entry.type == ObjectIdentifier(Value.self), let value = entry.value as? Value
        else { throw .missingParameter(name: name, path: path) }
        return value
    }

    /// The optional param `name`, as ``value(_:default:)`` reads it; reading on demand, an empty text
    /// in the link is `nil`.
    public func optionalValue<Value: Sendable>(
        _ name: String,
        default defaultValue: Value?
    ) throws(DeepLinkError)
        -> Value?
    {
        try throwKeptFailure()
        if let reads {
            guard let type = Self.urlType(of: Value.self) else { return reads.keep(defaultValue, as: name) }
            return reads.keep(try optionalLinkValue(name, as: type, default: defaultValue) as! Value?, as: name)
        }
        return try value(name, default: defaultValue)
    }

    /// The type a URL carries that is `type`: one of `String`, `Int`, `Double`, `Bool` and `UUID`,
    /// which generated code writes into links, or `nil` for any other.
    private static func urlType(of type: Any.Type) -> (any DeepLinkValue.Type)? {
        linkValueTypes.values.first { $0 == type }
    }

    /// The params of a linked screen read on demand, kept for the routes below it.
    ///
    /// A reference, so that values passed to a route keep what it reads; one router call uses it, on
    /// one thread.
    private final class Reads: @unchecked Sendable {
        /// The values read so far, by name, each with its type.
        var values: [String: (type: ObjectIdentifier, value: any Sendable)] = [:]

        /// Keeps `value` as the param `name` and returns it.
        func keep<Value: Sendable>(_ value: Value, as name: String) -> Value {
            values[name] = (ObjectIdentifier(Value.self), value)
            return value
        }
    }
}

extension DeepLinkValues {
    /// The value of a required param that the link carries as text.
    ///
    /// - Throws: `DeepLinkError.missingParameter` when the link does not carry it,
    ///   `DeepLinkError.invalidParameter` when its text is not a `Value`.
    public func linkValue<Value: DeepLinkValue>(
        _ name: String,
        as type: Value.Type = Value.self
    ) throws(DeepLinkError) -> Value {
        guard let text = texts[name] else { throw .missingParameter(name: name, path: path) }
        return try Self.read(name, text, as: type)
    }

    /// The value of a param that has a default, used when the link does not carry it.
    public func linkValue<Value: DeepLinkValue>(
        _ name: String,
        default defaultValue: Value
    ) throws(DeepLinkError) -> Value {
        guard let text = texts[name] else { return defaultValue }
        return try Self.read(name, text, as: Value.self)
    }

    /// The value of an optional param: `nil` when the link carries it empty (`?name=`), `defaultValue`
    /// when it does not carry it at all.
    public func optionalLinkValue<Value: DeepLinkValue>(
        _ name: String,
        default defaultValue: Value? = nil
    ) throws(DeepLinkError) -> Value? {
        guard let text = texts[name] else { return defaultValue }
        if text.isEmpty { return nil }
        return try Self.read(name, text, as: Value.self)
    }

    /// ``linkValue(_:default:)`` of a type known at run time, whose default `defaultValue` is.
    private func linkValue(
        _ name: String,
        as type: any DeepLinkValue.Type,
        default defaultValue: Any
    ) throws(DeepLinkError)
        -> any DeepLinkValue
    {
        try linkValue(name, opening: type, default: defaultValue)
    }

    /// ``optionalLinkValue(_:default:)`` of a type known at run time, whose default `defaultValue` is.
    private func optionalLinkValue(
        _ name: String,
        as type: any DeepLinkValue.Type,
        default defaultValue: Any?
    )
        throws(DeepLinkError) -> (any DeepLinkValue)?
    {
        try optionalLinkValue(name, opening: type, default: defaultValue)
    }

    private func linkValue<Value: DeepLinkValue>(
        _ name: String,
        opening type: Value.Type,
        default defaultValue: Any
    )
        throws(DeepLinkError) -> Value
    {
        try linkValue(name, default: defaultValue as! Value)
    }

    private func optionalLinkValue<Value: DeepLinkValue>(
        _ name: String,
        opening type: Value.Type,
        default defaultValue: Any?
    ) throws(DeepLinkError) -> Value? {
        try optionalLinkValue(name, default: defaultValue.map { $0 as! Value })
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

/// The screens that a deep link opens, with the linked screen's params: a ``DeepLinkRouter/Destination``
/// before its routes are built.
struct DeepLinkScreens<Route: NavigationRoute>: Sendable {
    /// The stack of the root container that shows the screens.
    var location: NavigationState<Route>.StackLocation
    /// The screens of that stack, its root first; with ``keepsRoot``, the screens over the stack's current root.
    var screens: [Route.Screen]
    /// The screen presented over the stack, and how, if any.
    var presented: (screen: Route.Screen, style: Presentation<Route>.Style)?
    /// The linked screen's params, which the routes take theirs from.
    var values: DeepLinkValues
    /// Whether the stack keeps the root it has (a root whose required params the link does not
    /// carry), as ``DeepLinkRouter/Destination/keepsRoot``.
    var keepsRoot: Bool

    /// Creates the screens of a destination; with `keepingRoot`, `screens` are those over the stack's
    /// current root.
    init(
        location: NavigationState<Route>.StackLocation,
        screens: [Route.Screen],
        presented: (screen: Route.Screen, style: Presentation<Route>.Style)? = nil,
        values: DeepLinkValues,
        keepingRoot keepsRoot: Bool = false
    ) {
        self.keepsRoot = keepsRoot
        self.location = location
        self.screens = screens
        self.presented = presented
        self.values = values
    }

    /// The destination, each screen's route built by `route` from ``values``.
    func destination(
        route: (Route.Screen, DeepLinkValues) throws(DeepLinkError) -> Route
    ) throws(DeepLinkError) -> DeepLinkRouter<Route>.Destination {
        var routes: [Route] = []
        routes.reserveCapacity(screens.count)
        for screen in screens {
            routes.append(try route(screen, values))
        }
        var shown: DeepLinkRouter<Route>.Destination.Presented?
        if let presented {
            shown = .init(try route(presented.screen, values), style: presented.style)
        }
        return DeepLinkRouter<Route>.Destination(
            location: location,
            routes: routes,
            presented: shown,
            keepingRoot: keepsRoot
        )
    }
}
