import Foundation

/// Maps URLs to deep-link destinations with a trie of path segments, so that matching costs
/// the length of the path, not the number of patterns.
///
/// Generated code (`<Name>Route.deepLinks`) creates one with the function that builds a screen's
/// route from a link's values, then adds a row per pattern of a linked screen with
/// `link(tabs:table:)`: the screen, and the stack that shows it with the screens below it. The
/// linked screen's route reads its params from the link. Hand-written routers add rows with
/// `link(_:to:in:over:presentedAs:reading:keepingRoot:)`, which also says how each param is read, or
/// register a builder per pattern with `register(_:types:_:)`. A URL's segments are its
/// path's, preceded by its host for custom schemes (`navigatron://employees/Ada` has the segments
/// `employees`, `Ada`); for `http` and `https` (universal links) the host is the domain and only the
/// path counts.
public struct DeepLinkRouter<Route: NavigationRoute>: Sendable {
    /// Builds a destination from a matched link's values, which it reads from the link's texts.
    @_spi(Generated)
    public typealias Builder = @Sendable (DeepLinkValues) throws(DeepLinkError) -> Destination

    /// Builds the route of a screen that a link opens from the linked screen's params.
    @_spi(Generated)
    public typealias RouteBuilder = @Sendable (Route.Screen, DeepLinkValues) throws(DeepLinkError) -> Route

    /// A row of the router's table: a pattern, the screen it links to, the stack that shows it with the
    /// screens below it, and how the screen's params are read from the link.
    struct Link: Sendable {
        /// The pattern, such as `/authors/{author}/books/{page}`.
        var pattern: String
        /// The screen the pattern links to.
        var screen: Route.Screen
        /// The stack of the root container that shows the screen.
        var location: NavigationState<Route>.StackLocation
        /// The screens of that stack below the linked one, its root first; with ``keepsRoot``, those
        /// over the stack's current root.
        var backStack: [Route.Screen] = []
        /// How the linked screen is presented over the stack, or `nil` when it is the top of the stack.
        var presentationStyle: Presentation<Route>.Style?
        /// The linked screen's params in the order they are read before any route is built; `nil` when
        /// the linked screen's route reads them as it asks for them (a row of a link table).
        var params: [DeepLinkValues.Param]?
        /// The type of each `{param}` segment the row types; any other segment is a `String`.
        var segmentTypes: [String: any DeepLinkValue.Type] = [:]
        /// Whether the stack keeps the root it has, as ``DeepLinkRouter/Destination/keepsRoot``.
        var keepsRoot = false
        /// How the link arrives while the app runs.
        var arrival = DeepLinkArrival<Route>.replace

        /// The destination of a link that matched the row, with the linked screen's params read from
        /// `link`, values that hold none yet, and the routes built by `route`.
        ///
        /// - Throws: The linked screen's first wrong or missing param, in the order of ``params`` or of
        ///   its route; then the first route that cannot be built.
        func destination(
            _ link: DeepLinkValues,
            route: RouteBuilder
        ) throws(DeepLinkError) -> Destination {
            var values = link
            if let params {
                for param in params {
                    try param.read(into: &values)
                }
            } else {
                // The linked screen's route reads its params; building it once more below, from what it
                // read, costs a route per opened link and keeps one way of making a destination.
                let reading = link.readingOnDemand
                _ = try route(screen, reading)
                values = reading.read
            }
            guard let presentationStyle else {
                return try DeepLinkScreens(
                    location: location,
                    screens: backStack + [screen],
                    values: values,
                    keepingRoot: keepsRoot
                )
                .destination(route: route)
            }
            return try DeepLinkScreens(
                location: location,
                screens: backStack,
                presented: (screen, presentationStyle),
                values: values,
                keepingRoot: keepsRoot
            )
            .destination(route: route)
        }
    }

    /// One node of the trie.
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var params: [(name: String, type: any DeepLinkValue.Type, next: Int)] = []
        var builder: Builder?
        var pattern: String?
        var arrival = DeepLinkArrival<Route>.replace
    }

    private var nodes = [Node()]
    /// Builds the routes of the screens that the rows of `link(_:to:in:over:presentedAs:reading:keepingRoot:)` open.
    private let route: RouteBuilder

    /// Creates a router with no patterns, for `register(_:types:_:)`; a row that
    /// `link(_:to:in:over:presentedAs:reading:keepingRoot:)` adds to it opens nothing (`DeepLinkError.noMatch`).
    public init() {
        self.init { _, values throws(DeepLinkError) in throw .noMatch(path: values.path) }
    }

    /// Creates a router with no patterns whose rows build the routes of the screens they open with `route`.
    @_spi(Generated)
    public init(route: @escaping RouteBuilder) {
        // A read that does not throw keeps its failure (see `RouteValues`): a route built after one
        // is not the link's, and the failure is thrown instead.
        self.route = { screen, values throws(DeepLinkError) in
            let built = try route(screen, values)
            try values.throwKeptFailure()
            return built
        }
    }

    /// Adds a row: a pattern such as `/authors/{author}`, the screen it links to, the stack that shows
    /// that screen, the screens below it, root first, and how the screen's params are read.
    ///
    /// The form of a hand-written router; generated code writes the same rows as a link table
    /// (`link(tabs:table:)`).
    ///
    /// ```swift
    /// router.link(
    ///     "/authors/{author}", to: .books, in: .tab(.library), over: [.authors],
    ///     reading: [.required("author", as: String.self)]
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern; a `{param}` segment has the type of the screen's param of that name
    ///     (`String` when the screen reads none).
    ///   - screen: The linked screen.
    ///   - location: The stack of the root container that shows it.
    ///   - backStack: The screens below it, its root first; with `keepingRoot`, those over the stack's
    ///     current root.
    ///   - presentationStyle: How the screen is presented over the stack, or `nil` to push it on top.
    ///   - params: How the screen's params are read from the link, in order: a link's first wrong or
    ///     missing param is the one reported.
    ///   - keepsRoot: Whether the stack keeps the root it has (a root whose required params the link
    ///     does not carry), as ``DeepLinkRouter/Destination/keepsRoot``.
    ///
    /// A row added earlier is tried first when two patterns have the same shape.
    @_spi(Generated)
    public mutating func link(
        _ pattern: String,
        to screen: Route.Screen,
        in location: NavigationState<Route>.StackLocation,
        over backStack: [Route.Screen] = [],
        presentedAs presentationStyle: Presentation<Route>.Style? = nil,
        reading params: [DeepLinkValues.Param] = [],
        keepingRoot keepsRoot: Bool = false
    ) {
        // A segment has the type of the first param of its name (`String` for one that a URL cannot carry).
        var segmentTypes: [String: any DeepLinkValue.Type] = [:]
        for param in params where segmentTypes[param.name] == nil {
            segmentTypes[param.name] = param.pathType ?? String.self
        }
        add(
            Link(
                pattern: pattern,
                screen: screen,
                location: location,
                backStack: backStack,
                presentationStyle: presentationStyle,
                params: params,
                segmentTypes: segmentTypes,
                keepsRoot: keepsRoot
            )
        )
    }

    /// Adds `link`: its pattern to the trie, and its destination as the pattern's builder.
    mutating func add(_ link: Link) {
        let route = route
        insert(link.pattern, types: { link.segmentTypes[$0] ?? String.self }, arrival: link.arrival) {
            parameters throws(DeepLinkError) in
            try link.destination(parameters, route: route)
        }
    }

    /// Registers a pattern such as `/authors/{author}`; `types` gives the type of each `{param}`.
    @_spi(Generated)
    public mutating func register(
        _ pattern: String,
        types: [String: any DeepLinkValue.Type] = [:],
        _ builder: @escaping Builder
    ) {
        insert(pattern, types: { types[$0] ?? String.self }, builder)
    }

    /// Adds a pattern's path to the trie; `type` gives the type of its `{param}` segment by name.
    private mutating func insert(
        _ pattern: String,
        types type: (String) -> any DeepLinkValue.Type,
        arrival: DeepLinkArrival<Route> = .replace,
        _ builder: @escaping Builder
    ) {
        var index = 0
        for segment in pattern.split(separator: "/").map(String.init) {
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                let name = String(segment.dropFirst().dropLast())
                let type = type(name)
                if let existing = nodes[index].params.first(where: { $0.name == name && $0.type == type }) {
                    index = existing.next
                } else {
                    nodes.append(Node())
                    nodes[index].params.append((name, type, nodes.count - 1))
                    index = nodes.count - 1
                }
            } else if let next = nodes[index].literals[segment] {
                index = next
            } else {
                nodes.append(Node())
                nodes[index].literals[segment] = nodes.count - 1
                index = nodes.count - 1
            }
        }
        nodes[index].builder = builder
        nodes[index].pattern = pattern
        nodes[index].arrival = arrival
    }

    /// The destination of a URL.
    public func destination(for url: URL) throws(DeepLinkError) -> Destination {
        try match(url).destination
    }

    /// The link that matches a URL: its destination, pattern and arrival.
    func match(_ url: URL) throws(DeepLinkError) -> MatchedDeepLink<Route> {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .invalidURL(url.absoluteString)
        }
        var segments = components.percentEncodedPath.split(separator: "/").map(String.init)
        let scheme = components.scheme?.lowercased()
        if scheme != "http", scheme != "https", let host = components.percentEncodedHost, !host.isEmpty {
            segments.insert(host, at: 0)
        }
        let decoded = segments.map { $0.removingPercentEncoding ?? $0 }
        let query = (components.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") }
        return try match(segments: decoded, query: query)
    }

    /// The destination of a path given as decoded segments and query items.
    ///
    /// - Throws: `DeepLinkError.noMatch` when no pattern has the path's shape (its number of segments and
    ///   its literals); `DeepLinkError.invalidParameter` when a pattern has that shape but a segment's text
    ///   does not read as its param's type (`abc` for an `Int`), or a query value does not; what the
    ///   linked screen's builder throws otherwise (`DeepLinkError.missingParameter`, …).
    @_spi(Generated)
    public func destination(
        segments: [String],
        query: [(name: String, value: String)] = []
    ) throws(DeepLinkError) -> Destination {
        try match(segments: segments, query: query).destination
    }

    /// The link that matches a path given as decoded segments and query items, as
    /// ``destination(segments:query:)`` finds its destination.
    private func match(
        segments: [String],
        query: [(name: String, value: String)]
    ) throws(DeepLinkError) -> MatchedDeepLink<Route> {
        let path = "/" + segments.joined(separator: "/")
        var captures: [String: String] = [:]
        guard let node = match(segments[...], from: 0, captures: &captures), let builder = nodes[node].builder else {
            throw firstTypeFailure(segments[...], from: 0) ?? .noMatch(path: path)
        }
        return MatchedDeepLink(
            destination: try builder(DeepLinkValues(path: path, captures: captures, query: query)),
            pattern: nodes[node].pattern ?? path,
            arrival: nodes[node].arrival
        )
    }

    /// The end node of the first pattern that matches, literals before params.
    private func match(_ segments: ArraySlice<String>, from index: Int, captures: inout [String: String]) -> Int? {
        guard let segment = segments.first else { return nodes[index].builder == nil ? nil : index }
        let rest = segments.dropFirst()
        if let next = nodes[index].literals[segment], let found = match(rest, from: next, captures: &captures) {
            return found
        }
        for param in nodes[index].params where param.type.init(deepLinkText: segment) != nil {
            captures[param.name] = segment
            if let found = match(rest, from: param.next, captures: &captures) {
                return found
            }
            captures[param.name] = nil
        }
        return nil
    }

    /// Explains why no pattern matched: the first param (literals before params) whose text does not fit
    /// its type on a pattern that has the segments' shape, or `nil` when no pattern has that shape.
    private func firstTypeFailure(_ segments: ArraySlice<String>, from index: Int) -> DeepLinkError? {
        guard let segment = segments.first else { return nil }
        let rest = segments.dropFirst()
        if let next = nodes[index].literals[segment], let failure = firstTypeFailure(rest, from: next) {
            return failure
        }
        for param in nodes[index].params {
            if param.type.init(deepLinkText: segment) != nil {
                if let failure = firstTypeFailure(rest, from: param.next) { return failure }
            } else if hasPattern(shaped: rest, from: param.next) {
                return .invalidParameter(name: param.name, value: segment, type: param.type.deepLinkTypeName)
            }
        }
        return nil
    }

    /// Whether a pattern continues from node `index` with the shape of `segments`, whatever their params' types.
    private func hasPattern(shaped segments: ArraySlice<String>, from index: Int) -> Bool {
        guard let segment = segments.first else { return nodes[index].builder != nil }
        let rest = segments.dropFirst()
        if let next = nodes[index].literals[segment], hasPattern(shaped: rest, from: next) { return true }
        return nodes[index].params.contains { hasPattern(shaped: rest, from: $0.next) }
    }

    /// Every registered pattern, sorted.
    public var patterns: [String] { nodes.compactMap(\.pattern).sorted() }
}

/// The query items of a route's deep-link path, in order: each param that the path does not carry,
/// unless its value is its default (which a link without it reads back).
@_spi(Generated)
public struct DeepLinkQuery: Sendable {
    /// The items so far.
    public private(set) var items: [(name: String, value: String)] = []

    /// Creates a query without items.
    public init() {}

    /// Adds the param `name`, which has no default.
    public mutating func add(_ name: String, _ value: some DeepLinkValue) {
        items.append((name, value.deepLinkText))
    }

    /// Adds the param `name` unless `value` is its default; a NaN is a NaN default.
    public mutating func add<Value: DeepLinkValue & Equatable>(
        _ name: String,
        _ value: Value,
        default defaultValue: Value
    ) {
        guard !Self.isDefault(value, defaultValue) else { return }
        items.append((name, value.deepLinkText))
    }

    /// Adds the optional param `name` unless `value` is its default (`nil` when it has none); `nil`
    /// is written empty (`?name=`).
    public mutating func addOptional<Value: DeepLinkValue & Equatable>(
        _ name: String,
        _ value: Value?,
        default defaultValue: Value? = nil
    ) {
        guard !Self.isDefault(value, defaultValue) else { return }
        items.append((name, value?.deepLinkText ?? ""))
    }

    /// Whether `value` is `defaultValue`: equal, or both NaN (which equals nothing).
    private static func isDefault<Value: Equatable>(_ value: Value, _ defaultValue: Value) -> Bool {
        // A NaN is the only value that is not equal to itself.
        value == defaultValue || (value != value && defaultValue != defaultValue)
    }
}

/// Writes routes as deep-link paths and URLs.
@_spi(Generated)
public enum DeepLinkPath {
    /// Characters that a path segment keeps as is: unreserved characters and sub-delimiters.
    private static let segmentCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;:@"
    )
    /// Characters that a query name or value keeps as is.
    private static let queryCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;:@/?"
    )

    /// A path from its segments and query items, percent-encoded: `/authors/Le%20Guin?page=2`.
    ///
    /// Returns `nil` when a segment is empty: `/mail/` would read back as `/mail`, another screen's link.
    public static func make(_ segments: [String], query: [(name: String, value: String)] = []) -> String? {
        guard !segments.contains(where: \.isEmpty) else { return nil }
        var path = "/" + segments.map { encode($0, keeping: segmentCharacters) }.joined(separator: "/")
        if !query.isEmpty {
            path +=
                "?"
                + query.map {
                    encode($0.name, keeping: queryCharacters) + "=" + encode($0.value, keeping: queryCharacters)
                }
                .joined(separator: "&")
        }
        return path
    }

    /// A path from a pattern such as `/authors/{author}` and the texts of its `{param}` segments, in
    /// order, percent-encoded as ``make(_:query:)`` does: `make("/authors/{author}", filling: ["Le Guin"])`
    /// is `/authors/Le%20Guin`.
    ///
    /// Returns `nil` when a value is empty, or when there are fewer values than `{param}` segments.
    public static func make(
        _ pattern: String,
        filling values: [String],
        query: [(name: String, value: String)] = []
    ) -> String? {
        var values = values[...]
        var segments: [String] = []
        for segment in pattern.split(separator: "/") {
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                guard let value = values.popFirst() else { return nil }
                segments.append(value)
            } else {
                segments.append(String(segment))
            }
        }
        return make(segments, query: query)
    }

    /// A URL of a custom scheme for a path: `/employees/Ada` → `navigatron://employees/Ada`.
    ///
    /// The first segment becomes the URL's host, so its `:` and `@` are percent-encoded: a host would
    /// read them as a port and user info.
    public static func url(scheme: String, path: String) -> URL? {
        let rest = path.dropFirst()
        let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        let host = rest[..<hostEnd].replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
            of: "@",
            with: "%40"
        )
        return URL(string: scheme + "://" + host + rest[hostEnd...])
    }

    private static func encode(_ text: String, keeping allowed: CharacterSet) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
