import Foundation

@testable import RouteCompiler

/// A param value of the independent navigation model: the URL-writable types of a spec.
enum ModelValue: Equatable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(UUID)
    /// `nil` of an optional.
    case null

    static func == (lhs: ModelValue, rhs: ModelValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
        case (.bool(let a), .bool(let b)): a == b
        case (.uuid(let a), .uuid(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    var description: String {
        switch self {
        case .string(let text): text.debugDescription
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .bool(let value): "\(value)"
        case .uuid(let value): value.uuidString
        case .null: "nil"
        }
    }

    /// The value as the generated route's `Codable` writes it (non-finite doubles as strings), or `nil`
    /// for `nil`, which it leaves out.
    var json: Any? {
        switch self {
        case .string(let text): text
        case .int(let value): value
        case .double(let value):
            value.isNaN ? "nan" : value == .infinity ? "inf" : value == -.infinity ? "-inf" : value as Any
        case .bool(let value): value
        case .uuid(let value): value.uuidString
        case .null: nil
        }
    }

    /// Reads a value of `type` from what `JSONSerialization` made of the route's `Codable` form.
    init?(json: Any?, type: TypeReference) {
        guard let json, !(json is NSNull) else {
            guard type.isOptional else { return nil }
            self = .null
            return
        }
        switch type {
        case .optional(let wrapped): self.init(json: json, type: wrapped)
        case .named("String"):
            guard let text = json as? String else { return nil }
            self = .string(text)
        case .named("Int"):
            guard let number = json as? NSNumber else { return nil }
            self = .int(number.intValue)
        case .named("Double"):
            if let number = json as? NSNumber {
                self = .double(number.doubleValue)
            } else if let text = json as? String,
                let value = ["nan": Double.nan, "inf": .infinity, "-inf": -.infinity][text]
            {
                self = .double(value)
            } else {
                return nil
            }
        case .named("Bool"):
            guard let value = json as? Bool else { return nil }
            self = .bool(value)
        case .named("UUID"):
            guard let text = json as? String, let uuid = UUID(uuidString: text) else { return nil }
            self = .uuid(uuid)
        default: return nil
        }
    }

    /// Reads a value of `type` from a link's (percent-decoded) text, as the spec language describes it.
    init?(linkText text: String, type: TypeReference) {
        switch type {
        case .optional(let wrapped):
            if text.isEmpty { self = .null } else { self.init(linkText: text, type: wrapped) }
        case .named("String"): self = .string(text)
        case .named("Int"):
            guard let value = Int(text) else { return nil }
            self = .int(value)
        case .named("Double"):
            guard let value = Double(text) else { return nil }
            self = .double(value)
        case .named("Bool"):
            guard text == "true" || text == "false" else { return nil }
            self = .bool(text == "true")
        case .named("UUID"):
            guard let value = UUID(uuidString: text) else { return nil }
            self = .uuid(value)
        default: return nil
        }
    }

    /// The value of a spec's default.
    init?(_ value: DefaultValue) {
        switch value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .string(let text): self = .string(text)
        case .uuid(let text):
            guard let uuid = UUID(uuidString: text) else { return nil }
            self = .uuid(uuid)
        case .url, .date, .array, .member: return nil
        }
    }

    /// Hostile strings for params and links: empty, URL delimiters, dots, Unicode and a long one.
    static let hostileStrings = [
        "", "/", "?", "#", "%", "+", " ", "..", ".", "a/b", "a?b#c", "%20", "&=", ":", "@", "a:b@c", "Ada",
        "e\u{301}", "\u{202E}abc", "שלום", "👩‍👩‍👧", "🇫🇷 ok", String(repeating: "x", count: 1_000),
    ]

    /// Edge values of `Double`; `NaN` only when `allowingNaN`, since a route holding it equals no route.
    static func edgeDoubles(allowingNaN: Bool) -> [Double] {
        [0, -0.0, 0.1, -2.5e-3, 1e300, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
            + (allowingNaN ? [.nan] : [])
    }

    /// A random value of `type`.
    static func random(_ type: TypeReference, allowingNaN: Bool, _ generator: inout SplitMix64) -> ModelValue {
        switch type {
        case .optional(let wrapped):
            return Int.random(in: 0..<4, using: &generator) == 0
                ? .null : random(wrapped, allowingNaN: allowingNaN, &generator)
        case .named("Int"): return .int([0, -1, 42, Int.max, Int.min].randomElement(using: &generator)!)
        case .named("Double"): return .double(edgeDoubles(allowingNaN: allowingNaN).randomElement(using: &generator)!)
        case .named("Bool"): return .bool(Bool.random(using: &generator))
        case .named("UUID"):
            let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
            return .uuid(
                UUID(
                    uuid: (
                        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                        bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                    )
                )
            )
        default: return .string(hostileStrings.randomElement(using: &generator)!)
        }
    }
}

/// A route of the model: a screen and its params' values by name.
struct ModelRoute: Equatable, CustomStringConvertible {
    var screen: String
    var params: [String: ModelValue]

    var description: String {
        guard !params.isEmpty else { return screen }
        let arguments = params.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return screen + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The route in the generated enum's `Codable` form: `{"screen": {"param": value}}`.
    var json: Any {
        [screen: params.compactMapValues(\.json)]
    }

    /// Reads a route from its `Codable` form.
    init?(json: Any, spec: RouteSpec) {
        guard let object = json as? [String: Any], object.count == 1, let (name, body) = object.first,
            let screen = spec.screen(named: name), let values = body as? [String: Any]
        else { return nil }
        var params: [String: ModelValue] = [:]
        for param in screen.params {
            guard let value = ModelValue(json: values[param.name.value], type: param.type.value) else { return nil }
            params[param.name.value] = value
        }
        self.init(screen: name, params: params)
    }

    init(screen: String, params: [String: ModelValue]) {
        self.screen = screen
        self.params = params
    }
}

/// One presentation of the model's state.
struct ModelPresentation: Equatable {
    var style: String
    var presenter: String
    var routes: [ModelRoute]
}

/// The model's navigation state: stacks by location name (`main`, `tab(x)`, `primary`, `secondary`), the
/// selected tab, and the presentations; the same picture the driver prints of RouteKit's state.
struct ModelState: Equatable, CustomStringConvertible {
    var stacks: [String: [ModelRoute]]
    var selected: String?
    var presentations: [ModelPresentation]

    /// The routes of the stack at `location`, presentations included.
    func routes(at location: String) -> [ModelRoute]? {
        if let index = Self.presentationIndex(location) {
            return presentations.indices.contains(index) ? presentations[index].routes : nil
        }
        return stacks[location]
    }

    /// Sets the routes of an existing stack.
    mutating func setRoutes(_ routes: [ModelRoute], at location: String) {
        if let index = Self.presentationIndex(location) {
            presentations[index].routes = routes
        } else {
            stacks[location] = routes
        }
    }

    /// The index of a `presentation(n)` location.
    static func presentationIndex(_ location: String) -> Int? {
        guard location.hasPrefix("presentation("), location.hasSuffix(")") else { return nil }
        return Int(location.dropFirst("presentation(".count).dropLast())
    }

    /// The stack the user sees: the top presentation, the selected tab, the detail or the only stack.
    var visibleLocation: String {
        if !presentations.isEmpty { return "presentation(\(presentations.count - 1))" }
        if let selected { return "tab(\(selected))" }
        if stacks["secondary"] != nil { return "secondary" }
        return stacks["primary"] != nil ? "primary" : "main"
    }

    /// Every location, root stacks sorted, then presentations.
    var locations: [String] {
        stacks.keys.sorted() + presentations.indices.map { "presentation(\($0))" }
    }

    var description: String {
        let root = stacks.keys.sorted().map { "\($0) \(stacks[$0]!)" }.joined(separator: ", ")
        let shown = presentations.map { "\($0.style) from \($0.presenter) \($0.routes)" }.joined(separator: ", ")
        return "[\(root)] selected \(selected ?? "-") presented [\(shown)]"
    }

    /// Reads the driver's picture of a state.
    init?(json: Any, spec: RouteSpec) {
        guard let object = json as? [String: Any], let stacks = object["stacks"] as? [String: [Any]],
            let presentations = object["presentations"] as? [[String: Any]]
        else { return nil }
        var routeStacks: [String: [ModelRoute]] = [:]
        for (location, routes) in stacks {
            let parsed = routes.compactMap { ModelRoute(json: $0, spec: spec) }
            guard parsed.count == routes.count else { return nil }
            routeStacks[location] = parsed
        }
        var shown: [ModelPresentation] = []
        for presentation in presentations {
            guard let style = presentation["style"] as? String, let presenter = presentation["presenter"] as? String,
                let routes = presentation["routes"] as? [Any]
            else { return nil }
            let parsed = routes.compactMap { ModelRoute(json: $0, spec: spec) }
            guard parsed.count == routes.count else { return nil }
            shown.append(ModelPresentation(style: style, presenter: presenter, routes: parsed))
        }
        self.init(stacks: routeStacks, selected: object["selected"] as? String, presentations: shown)
    }

    init(stacks: [String: [ModelRoute]], selected: String?, presentations: [ModelPresentation]) {
        self.stacks = stacks
        self.selected = selected
        self.presentations = presentations
    }
}
