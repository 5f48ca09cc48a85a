import Foundation

/// Maps URLs to deep-link destinations with a trie of path segments, so that matching costs
/// the length of the path, not the number of patterns.
///
/// Generated code creates one from a table (`<Name>Route.deepLinks`): a ``Link`` per pattern of a
/// linked screen, and one function that builds a screen's destination from a matched link's
/// parameters. A URL's segments are its path's, preceded by its host for custom schemes
/// (`navigatron://employees/Ada` has the segments `employees`, `Ada`); for `http` and `https`
/// (universal links) the host is the domain and only the path counts.
public struct DeepLinkRouter<Route: NavigationRoute>: Sendable {
    /// Builds a destination from a matched link's parameters.
    public typealias Builder = @Sendable (DeepLinkParameters) throws(DeepLinkError) -> DeepLinkDestination<Route>

    /// Reads a linked screen's params from a link to it and names the screens it opens.
    public typealias Screens =
        @Sendable (Route.Screen, DeepLinkParameters) throws(DeepLinkError) -> DeepLinkScreens<Route>

    /// Builds the route of a screen that a link opens from the linked screen's params.
    public typealias RouteBuilder = @Sendable (Route.Screen, DeepLinkValues) throws(DeepLinkError) -> Route

    /// A row of a router's table: a pattern such as `/authors/{author}`, the screen it links to, and
    /// the types of its `{param}` segments.
    public struct Link: Sendable {
        /// The pattern, such as `/authors/{author}/books/{page}`.
        public var pattern: String
        /// The screen the pattern links to.
        public var screen: Route.Screen
        /// The types of the pattern's `{param}` segments, in order; `String` for those past the end.
        public var types: [any DeepLinkValue.Type]

        /// Creates a row: `Link("/books/{id}", to: .book, types: Int.self)`.
        public init(_ pattern: String, to screen: Route.Screen, types: any DeepLinkValue.Type...) {
            self.pattern = pattern
            self.screen = screen
            self.types = types
        }
    }

    /// One node of the trie.
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var params: [(name: String, type: any DeepLinkValue.Type, next: Int)] = []
        var builder: Builder?
        var pattern: String?
    }

    private var nodes = [Node()]

    /// Creates a router with no patterns.
    public init() {}

    /// Creates a router from a table: the links, in order; the function that reads a linked
    /// screen's params and names the screens it opens; and the one that builds their routes.
    ///
    /// A link registered earlier is tried first when two patterns have the same shape.
    public init(_ links: [Link], screens: @escaping Screens, route: @escaping RouteBuilder) {
        for link in links {
            let screen = link.screen
            insert(link.pattern, types: { link.types.indices.contains($1) ? link.types[$1] : String.self }) {
                parameters throws(DeepLinkError) in
                try screens(screen, parameters).destination(route: route)
            }
        }
    }

    /// Registers a pattern such as `/authors/{author}`; `types` gives the type of each `{param}`.
    public mutating func register(
        _ pattern: String,
        types: [String: any DeepLinkValue.Type] = [:],
        _ builder: @escaping Builder
    ) {
        insert(pattern, types: { name, _ in types[name] ?? String.self }, builder)
    }

    /// Adds a pattern's path to the trie; `type` gives the type of its `{param}` segment by name and position.
    private mutating func insert(
        _ pattern: String,
        types type: (String, Int) -> any DeepLinkValue.Type,
        _ builder: @escaping Builder
    ) {
        var index = 0
        var position = 0
        for segment in pattern.split(separator: "/").map(String.init) {
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                let name = String(segment.dropFirst().dropLast())
                let type = type(name, position)
                position += 1
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
    }

    /// The destination of a URL.
    public func destination(for url: URL) throws(DeepLinkError) -> DeepLinkDestination<Route> {
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
        return try destination(segments: decoded, query: query)
    }

    /// The destination of a path given as decoded segments and query items.
    ///
    /// - Throws: `DeepLinkError.noMatch` when no pattern has the path's shape (its number of segments and
    ///   its literals); `DeepLinkError.invalidParameter` when a pattern has that shape but a segment's text
    ///   does not read as its param's type (`abc` for an `Int`), or a query value does not; what the
    ///   linked screen's builder throws otherwise (`DeepLinkError.missingParameter`, …).
    public func destination(
        segments: [String],
        query: [(name: String, value: String)] = []
    ) throws(DeepLinkError) -> DeepLinkDestination<Route> {
        let path = "/" + segments.joined(separator: "/")
        var captures: [String: String] = [:]
        guard let node = match(segments[...], from: 0, captures: &captures), let builder = nodes[node].builder else {
            throw firstTypeFailure(segments[...], from: 0) ?? .noMatch(path: path)
        }
        return try builder(DeepLinkParameters(path: path, captures: captures, query: query))
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
