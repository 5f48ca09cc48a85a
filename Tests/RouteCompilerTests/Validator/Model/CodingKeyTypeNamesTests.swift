import Testing

@testable import RouteCompiler

@Suite("Coding key type names")
struct CodingKeyTypeNamesTests {
    /// Which of `candidates` are key types of a route enum with a screen of each of `screens`.
    private func keyTypes(among candidates: [String], screens: String...) -> [String] {
        var keys = CodingKeyTypeNames(
            screens: screens.map {
                Screen(name: Located($0, at: .start))
            }
        )
        return candidates.filter { keys.contains($0) }
    }

    @Test("CodingKeys and each screen's <Case>CodingKeys are key types; other names are not")
    func keyTypes() {
        let candidates = [
            "CodingKeys", "BooksCodingKeys", "DetailCodingKeys", "booksCodingKeys", "AuthorsCodingKeys", "Books",
            "CodingKey",
        ]
        #expect(
            keyTypes(among: candidates, screens: "books", "Detail")
                == ["CodingKeys", "BooksCodingKeys", "DetailCodingKeys"]
        )
    }

    @Test("A name equal to a key type by canonical equivalence is one, as Swift compares names")
    func canonicalEquivalence() {
        // U+212A KELVIN SIGN is canonically equivalent to the letter K.
        let candidates = ["Coding\u{212A}eys", "BooksCoding\u{212A}eys", "AuthorsCoding\u{212A}eys"]
        #expect(keyTypes(among: candidates, screens: "books") == ["Coding\u{212A}eys", "BooksCoding\u{212A}eys"])
    }

    @Test("Only a name ending in the bytes of CodingKeys, or one that is not ASCII, may be a key type")
    func mayBeOne() {
        #expect(CodingKeyTypeNames.mayBeOne("CodingKeys"))
        #expect(CodingKeyTypeNames.mayBeOne("BooksCodingKeys"))
        #expect(CodingKeyTypeNames.mayBeOne("écranCodingKeys"))
        #expect(CodingKeyTypeNames.mayBeOne("Coding\u{212A}eys"))
        #expect(!CodingKeyTypeNames.mayBeOne("Books"))
        #expect(!CodingKeyTypeNames.mayBeOne("odingKeys"))
        #expect(!CodingKeyTypeNames.mayBeOne(""))
    }
}
