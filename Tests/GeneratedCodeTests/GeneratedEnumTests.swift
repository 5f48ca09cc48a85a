import Foundation
@_spi(Generated) import RouteKit
import Testing

/// Uses the enums that the build plugin generated from `Specs/*.routes.yaml`
/// in this very build: proof that the plugin runs and its output compiles.
@Suite("Generated enums")
struct GeneratedEnumTests {
    @Test("Keyword names are usable as cases, labels and types")
    func keywordNames() {
        let route = KeywordsRoute.import(class: "Ada", protocol: 2.5)
        #expect(route.screen == .import)
        #expect(KeywordsScreen.allCases == [.default, .import, .`Type`, ._private])
        #expect(KeywordsScreen.default.rawValue == "default")
        if case .import(_, _, let initValue, _, _, _, let big) = route {
            #expect(initValue == 7)
            #expect(big == .infinity)
        } else {
            Issue.record("expected the import route")
        }
    }

    @Test("Titles keep every character of the spec and interpolate params")
    func titles() {
        #expect(
            KeywordsRoute.default().title
                == "Quotes \" and backslashes \\ and \\( not interpolation \\) and # and {braces}"
        )
        #expect(KeywordsRoute.import(class: "Ada").title == "Ada · -0.5 — emoji 👩‍👩‍👧 e\u{301} \t tab")
        // After an explicit base, `Type` means the metatype, so the case is reached as an implicit member.
        let typeRoute: KeywordsRoute = .`Type`(Self: [["x"]])
        #expect(typeRoute.title == "{[[\"x\"]]}")
        #expect(KeywordsRoute._private.title == "Private")
        #expect(StudioRoute.stageEditor(number: 3).title == "Edit stage 3")
    }

    @Test("Titles of optional params print the value, or nothing for nil")
    func optionalTitleText() {
        #expect(titleText(Optional(3)) == "3")
        #expect(titleText(Int?.none) == "")
        #expect(titleText(Optional(Optional("a"))) == "a")
    }

    @Test("Defaults of every type reach the route")
    func defaults() {
        guard case .import(_, let protocolValue, _, let id, let link, let when, _) = KeywordsRoute.import(class: "")
        else {
            Issue.record("expected the import route")
            return
        }
        #expect(protocolValue == -0.5)
        #expect(id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(link == URL(string: "https://example.com/a?b=c"))
        #expect(when == Date(timeIntervalSince1970: 1_714_555_800))
        guard case .default(let classValue, let selfValue, let inValue) = KeywordsRoute.default() else {
            Issue.record("expected the default route")
            return
        }
        #expect(classValue == 42)
        #expect(selfValue == nil)
        #expect(inValue == [true, false])
    }

    @Test("Bar visibility follows the spec")
    func bars() {
        #expect(KeywordsRoute._private.navigationBar == .hidden)
        #expect(KeywordsRoute._private.toolbar == .visible)
        #expect(KeywordsRoute.default().navigationBar == .visible)
        #expect(KeywordsRoute.default().toolbar == .hidden)
        #expect(StudioRoute.stageEditor(number: 1).navigationBar == .hidden)
    }

    @Test("Routes round-trip through Codable")
    func codable() throws {
        let routes: [StudioRoute] = [.stages, .stage(number: 2, showNotes: true), .stageEditor(number: 1, draft: "x")]
        let data = try JSONEncoder().encode(routes)
        #expect(try JSONDecoder().decode([StudioRoute].self, from: data) == routes)
    }

    @Test("Decoding a route whose param is missing or of another type throws, for the first such param")
    func codableFailures() {
        func decode(_ json: String) throws -> StudioRoute {
            try JSONDecoder().decode(StudioRoute.self, from: Data(json.utf8))
        }
        #expect {
            try decode(#"{"stage": {"showNotes": true}}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "number"
        }
        #expect {
            try decode(#"{"stageEditor": {"number": "one", "draft": 2}}"#)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.last?.stringValue == "number"
        }
    }

    @Test("A spec with one bare screen generates a usable route")
    func minimal() {
        #expect(MinimalRoute.home.title == "Home")
        #expect(MinimalScreen.allCases == [.home])
    }
}
