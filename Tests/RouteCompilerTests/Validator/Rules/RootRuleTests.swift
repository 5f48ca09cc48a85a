import Testing

@testable import RouteCompiler

@Suite("Root rule")
struct RootRuleTests {
    @Test("A stack root names an existing screen")
    func unknownRoot() {
        let lines = diagnose("name: App\nroot: hom\nscreens:\n  home:\n")
        #expect(lines.first == "2:7: error: the root names 'hom', which is not a screen of this spec")
        #expect(diagnostics(of: "name: App\nroot: hom\nscreens:\n  home:\n").first?.fixIt == .didYouMean("home"))
    }

    @Test("The root, a tab's root and the split's primary may have params without defaults")
    func rootParams() {
        #expect(diagnose("name: App\nroot: books\nscreens:\n  books:\n    params:\n      author: String\n").isEmpty)
        #expect(
            diagnose(
                """
                name: App
                root:
                  tabs:
                    - { id: a, title: A, screen: books }
                    - { id: b, title: B, screen: shelf }
                screens:
                  books: { params: { author: String } }
                  shelf: { params: { author: Int, size: String? } }
                """
            ).isEmpty
        )
        #expect(
            diagnose("name: App\nroot:\n  split: { primary: list }\nscreens:\n  list: { params: { id: Int } }\n")
                .isEmpty
        )
    }

    @Test("The split's secondary, shown from the spec alone, needs defaults for every param")
    func secondaryParams() {
        let lines = diagnose(
            "name: App\nroot:\n  split: { primary: list, secondary: item "
                + "}\nscreens:\n  list:\n  item: { params: { id: Int } }\n"
        )
        #expect(
            lines == [
                "3:38: error: screen 'item' is the split view's secondary, shown "
                    + "at launch without arguments, so its param 'id' needs a default"
            ]
        )
    }

    @Test("Tab ids are unique and 'selected' names one of them")
    func tabs() {
        let lines = diagnose(
            """
            name: App
            root:
              tabs:
                - { id: home, title: Home, screen: home }
                - { id: home, title: Again, screen: other }
              selected: hme
            screens:
              home:
              other:
            """
        )
        #expect(
            lines == [
                "5:13: error: tab id 'home' is used twice; every tab needs its own id",
                "6:13: error: 'selected' names the tab 'hme', which is not a tab of the root",
            ]
        )
    }

    @Test("A split root checks its primary and secondary screens")
    func split() {
        let lines = diagnose(
            "name: App\nroot:\n  split:\n    primary: list\n    secondary: "
                + "detial\nscreens:\n  list:\n  detail:\n    path: /d\n"
                + "transitions: { show: { from: list, showDetail: detail } }\n"
        )
        #expect(lines == ["5:16: error: the split view's secondary names 'detial', which is not a screen of this spec"])
    }

    @Test("A root has exactly one form")
    func rootForms() {
        #expect(
            diagnose("name: App\nroot:\n  tabs: []\n  split: { primary: a }\nscreens:\n  a:\n")
                == [
                    "4:3: error: 'root' has both 'tabs' and 'split'; a root "
                        + "is one navigation stack, a tab bar or a split view"
                ]
        )
        #expect(
            diagnose("name: App\nroot: {}\nscreens:\n  a:\n")
                == ["2:7: error: 'root' must be a screen name, a 'tabs:' list or a 'split:' mapping"]
        )
    }
}
