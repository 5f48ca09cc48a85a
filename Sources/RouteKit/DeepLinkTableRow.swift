import Foundation

/// A row of a link table (``DeepLinkRouter/link(tabs:table:)``), read from its line: a pattern, the
/// screen it links to, and the stack that shows that screen with the screens below it.
struct DeepLinkTableRow<Route: NavigationRoute>: Sendable {
    /// The pattern without segment types, such as `/authors/{author}/books/{page}`.
    var pattern: String
    /// The type of each `{param}` segment that is not a `String`, by name.
    var segmentTypes: [String: any DeepLinkValue.Type] = [:]
    /// The linked screen.
    var screen: Route.Screen
    /// The stack of the root container that shows it.
    var location: StackLocation<Route>
    /// The screens of that stack below the linked one, its root first.
    var backStack: [Route.Screen] = []
    /// How the linked screen is presented over the stack, or `nil` when it is the top of the stack.
    var presentationStyle: PresentationStyle?
    /// Whether the stack keeps the root it has.
    var keepsRoot = false

    /// Reads the row `line`; `screen` and `tab` find a screen and a tab by raw value.
    ///
    /// - Throws: What is wrong with the row, for the router to report with its line.
    init(
        _ line: Substring,
        screen: (String) -> Route.Screen?,
        tab: (String) -> Route.Tab?
    ) throws(DeepLinkTableError) {
        let fields = line.split(separator: " ")
        guard fields.count >= 3 else {
            throw DeepLinkTableError("a row has a pattern, a screen and a stack; found \(fields.count) fields")
        }
        var segments: [Substring] = []
        for segment in fields[0].split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            guard segment.hasPrefix("{"), let colon = segment.firstIndex(of: ":") else {
                segments.append(segment)
                continue
            }
            let name = segment[segment.index(after: segment.startIndex)..<colon]
            let typeName = String(segment[segment.index(after: colon)...].dropLast())
            guard let type = segmentTypeNames[typeName] else {
                throw DeepLinkTableError("'\(segment)' names no segment type; use String, Int, Double, Bool or UUID")
            }
            segmentTypes[String(name)] = type
            segments.append("{\(name)}")
        }
        pattern = "/" + segments.joined(separator: "/")
        self.screen = try Self.lookUp(fields[1], "screen", screen)
        switch fields[2] {
        case "main": location = .main
        case "primary": location = .primary
        case "secondary": location = .secondary
        case let field where field.hasPrefix("tab:"):
            location = .tab(try Self.lookUp(field.dropFirst(4), "tab", tab))
        case let field:
            throw DeepLinkTableError("'\(field)' is no stack; use main, primary, secondary or tab:<tab>")
        }
        for field in fields.dropFirst(3) {
            if field.hasPrefix("over:") {
                backStack = try field.dropFirst(5).split(separator: ",").map { name throws(DeepLinkTableError) in
                    try Self.lookUp(name, "screen", screen)
                }
            } else if field.hasPrefix("presented:") {
                presentationStyle = try Self.lookUp(field.dropFirst(10), "presentation style") {
                    PresentationStyle(rawValue: $0)
                }
            } else if field == "keepingRoot" {
                keepsRoot = true
            } else {
                throw DeepLinkTableError("'\(field)' is not over:<screens>, presented:<style> or keepingRoot")
            }
        }
    }

    /// The value named `name`, found by `find`.
    private static func lookUp<Value>(
        _ name: Substring,
        _ kind: String,
        _ find: (String) -> Value?
    ) throws(DeepLinkTableError) -> Value {
        guard let value = find(String(name)) else { throw DeepLinkTableError("there is no \(kind) '\(name)'") }
        return value
    }

    /// The destination of a link that matched the row: the linked screen's route reads its params
    /// from `parameters` as it asks for them, and the routes below it take theirs from what it read.
    ///
    /// - Throws: The linked screen's first wrong or missing param, in its route's order; then the
    ///   first route below it that cannot be built.
    func destination(
        _ parameters: DeepLinkParameters,
        route: DeepLinkRouter<Route>.RouteBuilder
    ) throws(DeepLinkError) -> DeepLinkDestination<Route> {
        let reading = DeepLinkValues(readingOnDemand: parameters)
        let linked = try route(screen, reading)
        let values = reading.read
        var routes: [Route] = []
        routes.reserveCapacity(backStack.count + 1)
        for screen in backStack {
            routes.append(try route(screen, values))
        }
        guard let presentationStyle else {
            return DeepLinkDestination(location: location, routes: routes + [linked], keepingRoot: keepsRoot)
        }
        return DeepLinkDestination(
            location: location,
            routes: routes,
            presented: .init(linked, style: presentationStyle),
            keepingRoot: keepsRoot
        )
    }
}

/// The types a `{param:Type}` segment of a link table may name.
private let segmentTypeNames: [String: any DeepLinkValue.Type] = [
    "String": String.self, "Int": Int.self, "Double": Double.self, "Bool": Bool.self, "UUID": UUID.self,
]

/// What is wrong with a row of a link table.
struct DeepLinkTableError: Error {
    /// The message, without the row's line.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
