import Foundation

extension DeepLinkRouter.Link {
    /// The row `line` of a link table (`link(tabs:table:)`), whose linked screen's
    /// route reads its params; `screen` and `tab` find a screen and a tab by raw value.
    ///
    /// - Throws: What is wrong with the row, for the router to report with its line.
    init(
        tableRow line: Substring,
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
            guard let type = linkValueTypes[typeName] else {
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
                    Presentation<Route>.Style(rawValue: $0)
                }
            } else if field == "keepingRoot" {
                keepsRoot = true
            } else if field.hasPrefix("arrive:") {
                arrival = try Self.arrival(field.dropFirst(7), screen: screen)
            } else {
                throw DeepLinkTableError(
                    "'\(field)' is not over:<screens>, presented:<style>, keepingRoot or arrive:<arrival>"
                )
            }
        }
    }

    /// The arrival of an `arrive:` field: `push:<screen>,<screen>,…` (`push:*` from any screen) or
    /// `present:<style>`.
    private static func arrival(
        _ field: Substring,
        screen: (String) -> Route.Screen?
    ) throws(DeepLinkTableError) -> DeepLinkArrival<Route> {
        if field.hasPrefix("push:") {
            let sources = field.dropFirst(5)
            if sources == "*" { return .push(from: nil) }
            var screens: Set<Route.Screen> = []
            for name in sources.split(separator: ",") { screens.insert(try lookUp(name, "screen", screen)) }
            return .push(from: screens)
        }
        if field.hasPrefix("present:") {
            return .present(
                try lookUp(field.dropFirst(8), "presentation style") { Presentation<Route>.Style(rawValue: $0) }
            )
        }
        throw DeepLinkTableError("'arrive:\(field)' is not arrive:push:<screens> or arrive:present:<style>")
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
}

/// What is wrong with a row of a link table.
struct DeepLinkTableError: Error {
    /// The message, without the row's line.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
