import Testing

@testable import RouteCompiler

@Suite("Edit distance")
struct EditDistanceTests {
    @Test(
        "Insertions, deletions, substitutions and adjacent transpositions each count 1",
        arguments: [
            ("", "", 0),
            ("", "abc", 3),
            ("abc", "", 3),
            ("title", "title", 0),
            ("form", "from", 1),
            ("ab", "ba", 1),
            ("tilte", "title", 1),
            ("screen", "screens", 1),
            ("screens", "screen", 1),
            ("push", "posh", 1),
            ("kitten", "sitting", 3),
            ("abc", "xyz", 3),
            ("abcd", "badc", 2),
            // Restricted transpositions: a transposed pair is not edited again.
            ("ca", "abc", 3),
            ("é", "e", 1),
            ("📚", "📖", 1),
        ]
    )
    func distance(lhs: String, rhs: String, expected: Int) {
        #expect(EditDistance.distance(lhs, rhs) == expected)
        #expect(EditDistance.distance(rhs, lhs) == expected)
    }

    @Test(
        "Case does not count",
        arguments: [
            ("Title", "title", 0), ("ROOT", "root", 0), ("Form", "FROM", 1), ("NavigationBar", "navigationbar", 0),
        ]
    )
    func caseInsensitive(lhs: String, rhs: String, expected: Int) {
        #expect(EditDistance.distance(lhs, rhs) == expected)
    }

    static let screenKeys = ["title", "params", "result", "path", "navigationBar", "toolbar", "doc"]
    static let transitionKeys = [
        "from", "push", "present", "replace", "showDetail", "selectTab", "popTo", "steps", "style", "animated", "doc",
    ]

    @Test(
        "A likely typo gets the closest candidate",
        arguments: [
            ("titel", screenKeys, "title"),
            ("tilte", screenKeys, "title"),
            ("parms", screenKeys, "params"),
            ("Title", screenKeys, "title"),
            ("navigationbar", screenKeys, "navigationBar"),
            ("navBar", ["navigationBar", "navBars"], "navBars"),
            ("form", transitionKeys, "from"),
            ("psuh", transitionKeys, "push"),
            ("presnet", transitionKeys, "present"),
            ("showDetial", transitionKeys, "showDetail"),
            ("selectTabs", transitionKeys, "selectTab"),
            ("screns", ["screens"], "screens"),
            ("transitoins", ["transition", "transitions"], "transitions"),
            // 12 characters allow 3 edits, never more.
            ("abcdefghijkl", ["abcdefghixyz"], "abcdefghixyz"),
        ]
    )
    func suggestion(name: String, candidates: [String], expected: String) {
        #expect(EditDistance.closest(to: name, in: candidates) == expected)
    }

    @Test(
        "A name too far from every candidate gets no suggestion",
        arguments: [
            ("color", screenKeys),
            ("scren", ["screens"]),
            ("xy", ["ab"]),
            ("abcdefghijkl", ["abcdefghwxyz"]),
            ("abcdefghijklmnopqrstu", ["abcdefghijklmnopqwxyz"]),
            ("title", ["title"]),
            ("title", []),
        ]
    )
    func noSuggestion(name: String, candidates: [String]) {
        #expect(EditDistance.closest(to: name, in: candidates) == nil)
    }

    @Test("Of candidates equally close, the first one wins")
    func ties() {
        #expect(EditDistance.closest(to: "cat", in: ["bat", "cot", "cut"]) == "bat")
        #expect(EditDistance.closest(to: "cat", in: ["cut", "bat"]) == "cut")
    }
}
