import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct CaseLookupTests {
    /// Screens as a generated screen enum declares them: raw values, and `init?(rawValue:)` by lookup.
    private enum Screen: String, CaseIterable, Codable {
        case list
        case detail = "detail-page"
        case `self`

        init?(rawValue: String) {
            self.init(caseWithRawValue: rawValue)
        }
    }

    @Test func findsTheCaseWithTheRawValue() {
        #expect(Screen(rawValue: "list") == .list)
        #expect(Screen(rawValue: "detail-page") == .detail)
        #expect(Screen(rawValue: "self") == .self)
    }

    @Test func noCaseHasTheRawValue() {
        #expect(Screen(rawValue: "detail") == nil)
        #expect(Screen(rawValue: "") == nil)
        #expect(Screen(rawValue: "List") == nil)
    }

    @Test func decodesThroughTheLookup() throws {
        let data = try JSONEncoder().encode([Screen.detail, .list])
        #expect(try JSONDecoder().decode([Screen].self, from: data) == [.detail, .list])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Screen].self, from: Data(#"["nope"]"#.utf8))
        }
    }
}
