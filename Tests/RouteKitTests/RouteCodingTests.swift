import Foundation
@_spi(Generated) import RouteKit
import Testing

/// Generated routes encode with ``RouteEncodingContainer`` and decode with
/// ``RouteDecodingContainer`` instead of a synthesized `Codable`: the data must be the same, so
/// that navigation state saved by an earlier version of the generated code still restores.
@Suite("Route coding")
struct RouteCodingTests {
    /// A route as RouteGen generated it before: synthesized `Codable`.
    enum Synthesized: Hashable, Codable {
        case home
        case item(id: Int, note: String?)
        case search(`default`: String = "", tags: [String])
        case filter(tags: [String]?)
    }

    /// The same route, coded as RouteGen generates it now.
    enum Written: Hashable, Codable {
        case home
        case item(id: Int, note: String?)
        case search(`default`: String = "", tags: [String])
        case filter(tags: [String]?)

        enum Screen: String {
            case home, item, search, filter
        }

        var screen: Screen {
            switch self {
            case .home: .home
            case .item: .item
            case .search: .search
            case .filter: .filter
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try RouteDecodingContainer(decoder: decoder, screens: Screen.self)
            self = try Self.route(container.screen, container)
        }

        /// The route of `screen` with its params read from `values`, as generated `route(_:_:)` does.
        private static func route<Values: RouteValues>(
            _ screen: Screen,
            _ values: Values
        ) throws(Values.Failure)
            -> Written
        {
            switch screen {
            case .home: .home
            case .item: try .item(id: values.value("id"), note: values.optionalValue("note"))
            case .search: try .search(default: values.value("default", default: ""), tags: values.value("tags"))
            case .filter: try .filter(tags: values.optionalValue("tags"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = RouteEncodingContainer(encoder: encoder, screen: screen)
            visit(&container)
            try container.finish()
        }

        private func visit(_ visitor: inout some RouteVisitor) {
            switch self {
            case .home:
                visitor.visitScreen(path: nil, title: "Home")
            case .item(let id, let note):
                visitor.visitScreen(path: nil, title: "Item")
                visitor.visit(id, "id")
                visitor.visit(note, "note")
            case .search(let `default`, let tags):
                visitor.visitScreen(path: nil, title: "Search")
                visitor.visit(`default`, "default")
                visitor.visit(tags, "tags", linkable: false)
            case .filter(let tags):
                visitor.visitScreen(path: nil, title: "Filter")
                visitor.visit(tags, "tags", linkable: false)
            }
        }
    }

    static let pairs: [(Synthesized, Written)] = [
        (.home, .home),
        (.item(id: 7, note: nil), .item(id: 7, note: nil)),
        (.item(id: 8, note: "n"), .item(id: 8, note: "n")),
        (.search(default: "q", tags: ["a", "b"]), .search(default: "q", tags: ["a", "b"])),
        (.filter(tags: nil), .filter(tags: nil)),
        (.filter(tags: ["c"]), .filter(tags: ["c"])),
    ]

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("Writes the bytes that synthesized Codable writes")
    func sameBytes() throws {
        for (synthesized, written) in Self.pairs {
            #expect(try Self.json(written) == Self.json(synthesized))
        }
    }

    @Test("Reads what synthesized Codable wrote, and the other way round")
    func roundTrips() throws {
        for (synthesized, written) in Self.pairs {
            let decoder = JSONDecoder()
            #expect(try decoder.decode(Written.self, from: JSONEncoder().encode(synthesized)) == written)
            #expect(try decoder.decode(Synthesized.self, from: JSONEncoder().encode(written)) == synthesized)
        }
    }

    @Test("Refuses an unknown screen, two screens, and a missing param (even one with a default)")
    func refusesBadData() {
        for bad in [
            #"{"gone":{}}"#, #"{"home":{},"item":{"id":1}}"#, #"{"item":{}}"#, #"{"search":{"tags":[]}}"#, "{}",
        ] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Written.self, from: Data(bad.utf8)) }
        }
    }

    @Test("Throws the first error of a param, as the synthesized encoding does")
    func throwsTheFirstError() {
        enum Measured: Encodable {
            case size(width: Double, height: Double)

            enum Screen: String { case size }

            func encode(to encoder: any Encoder) throws {
                var container = RouteEncodingContainer(encoder: encoder, screen: Screen.size)
                guard case .size(let width, let height) = self else { return }
                container.visit(width, "width")
                container.visit(height, "height")
                try container.finish()
            }
        }
        // JSON has no NaN: the first param fails, and the error names it.
        #expect {
            try JSONEncoder().encode(Measured.size(width: .nan, height: .infinity))
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.last?.stringValue == "width"
        }
    }
}
