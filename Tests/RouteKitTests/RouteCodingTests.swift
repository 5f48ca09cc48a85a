import Foundation
import RouteKit
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
    }

    /// The same route, coded as RouteGen generates it now.
    enum Written: Hashable, Codable {
        case home
        case item(id: Int, note: String?)
        case search(`default`: String = "", tags: [String])

        enum Screen: String {
            case home, item, search
        }

        var screen: Screen {
            switch self {
            case .home: .home
            case .item: .item
            case .search: .search
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try RouteDecodingContainer(decoder: decoder, screens: Screen.self)
            switch container.screen {
            case .home: self = .home
            case .item: self = try .item(id: container.decode("id"), note: container.decodeIfPresent("note"))
            case .search: self = try .search(default: container.decode("default"), tags: container.decode("tags"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = RouteEncodingContainer(encoder: encoder, screen: screen)
            switch self {
            case .home: break
            case .item(let id, let note):
                try container.encode(id, "id")
                try container.encodeIfPresent(note, "note")
            case .search(let `default`, let tags):
                try container.encode(`default`, "default")
                try container.encode(tags, "tags")
            }
        }
    }

    static let pairs: [(Synthesized, Written)] = [
        (.home, .home),
        (.item(id: 7, note: nil), .item(id: 7, note: nil)),
        (.item(id: 8, note: "n"), .item(id: 8, note: "n")),
        (.search(default: "q", tags: ["a", "b"]), .search(default: "q", tags: ["a", "b"])),
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

    @Test("Refuses an unknown screen, two screens, and a missing param")
    func refusesBadData() {
        for bad in [#"{"gone":{}}"#, #"{"home":{},"item":{"id":1}}"#, #"{"item":{}}"#, "{}"] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Written.self, from: Data(bad.utf8)) }
        }
    }
}
