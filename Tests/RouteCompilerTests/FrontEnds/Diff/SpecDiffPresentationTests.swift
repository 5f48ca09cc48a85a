import Testing

@testable import RouteCompilerFrontEnds

/// `routegen diff` of how links arrive and how screens are presented: changes of behavior that break
/// nothing, and the root's launch arguments, which break the app's code.
@Suite("Spec diff of arrivals and presentation")
struct SpecDiffPresentationTests {
    /// The changes of `kind` from the Library spec to it with `old` replaced by `new`.
    static func messages(_ old: String, _ new: String, _ kind: SpecChange.Kind = .changed) throws -> [String] {
        let report = try SpecDiffTests.report(SpecDiffTests.library, SpecDiffTests.changed(old, new))
        if !kind.breaks { #expect(!report.breaks, "\(report.text)") }
        return SpecDiffTests.messages(report, kind)
    }

    @Test("A link's new arrival changes how it opens while the app runs, without breaking")
    func arrival() throws {
        #expect(
            try Self.messages("path: /authors/{author}\n", "path: /authors/{author}\n    arrive: push\n") == [
                "a link to 'books' opened while the app runs now arrives by push from authors, not replace"
            ]
        )
        #expect(
            try Self.messages("books/{title}", "books/{title}\n    arrive: present") == [
                "a link to 'cover' opened while the app runs now arrives by present as sheet, not replace"
            ]
        )
    }

    @Test("An arrival that now falls back is reported, though 'arrive' stays the same")
    func arrivalFallsBack() throws {
        let pushed = SpecDiffTests.changed("path: /authors/{author}\n", "path: /authors/{author}\n    arrive: push\n")
        let report = try SpecDiffTests.report(
            pushed,
            pushed.replacingOccurrences(
                of: "showBooks: { from: authors, push: books }",
                with: "showBooks: { from: authors, steps: [popToRoot, push: books] }"
            )
        )
        #expect(
            SpecDiffTests.messages(report, .changed).last
                == "a link to 'books' opened while the app runs now arrives by replace (no transition pushes it), "
                + "not push from authors"
        )
    }

    @Test("A new presentation style, detents and animation change behavior; saved states restore as before")
    func presentation() throws {
        #expect(
            try Self.messages("present: cover }", "present: cover, style: fullScreen }") == [
                "move 'showCover' now presents cover as fullScreen, not sheet: users can no longer swipe it away; "
                    + "states saved with it shown restore it as it was"
            ]
        )
        #expect(
            try Self.messages(
                "present: cover }",
                "present: { screen: cover, detents: [medium, large], transition: crossDissolve } }"
            ) == [
                "move 'showCover' now rests cover at medium and large, not full height; "
                    + "now presents cover with crossDissolve, not the default animation; "
                    + "states saved with it shown restore it as it was"
            ]
        )
        #expect(
            try Self.messages("push: books }", "push: { screen: books, transition: zoom } }") == [
                "move 'showBooks' now pushes books with zoom, not the default animation"
            ]
        )
        // Writing out a default changes nothing.
        #expect(try Self.messages("present: cover }", "present: { screen: cover, transition: coverVertical } }") == [])
        #expect(
            try Self.messages("push: books }", "push: books, animated: false }") == [
                "move 'showBooks' is no longer animated"
            ]
        )
    }

    @Test("Bars, the tab bar's behavior and the root's screens change without breaking")
    func barsAndRoot() throws {
        let tabs = """
            name: Shop
            root:
              tabs:
                - { id: home, title: Home, screen: home }
                - { id: cart, title: Cart, screen: cart }
            screens:
              home:
              cart:
              basket:
              photo:
            transitions:
              showPhoto: { from: home, push: photo }
            """
        let changed =
            tabs.replacingOccurrences(of: "title: Cart, screen: cart }", with: "title: Basket, screen: basket }")
            .replacingOccurrences(of: "  photo:\n", with: "  photo: { tabBar: hidden, toolbar: visible }\n")
            .replacingOccurrences(of: "screens:", with: "  selected: cart\n  reselect: none\nscreens:")
        let report = try SpecDiffTests.report(tabs, changed)
        #expect(!report.breaks, "\(report.text)")
        #expect(
            SpecDiffTests.messages(report, .changed) == [
                "screen 'photo' now shows the toolbar and hides the tab bar while it is on top",
                "tab cart's root screen is now basket, not cart: saved states restore with their own",
                "tab cart's title is now Basket, not Cart",
                "the tab selected at launch is now cart, not home",
                "a tap on the selected tab now does nothing; it popped the tab's stack to its root",
            ]
        )
    }

    @Test("A split view's columns change without breaking")
    func split() throws {
        let split = """
            name: Notes
            root: { split: { primary: folders } }
            screens:
              folders:
              tags:
              empty:
            """
        let report = try SpecDiffTests.report(
            split,
            split.replacingOccurrences(of: "primary: folders }", with: "primary: tags, secondary: empty }")
        )
        #expect(!report.breaks)
        #expect(
            SpecDiffTests.messages(report, .changed) == [
                "the primary column's root screen is now tags, not folders: saved states restore with their own",
                "the secondary column's screen at launch is now empty, not none",
            ]
        )
    }

    @Test("A root screen with required params changes the initial state's arguments: a source break")
    func launchArguments() throws {
        let report = try SpecDiffTests.report(
            SpecDiffTests.library,
            SpecDiffTests.changed("root: authors", "root: home").replacingOccurrences(
                of: "screens:\n",
                with: "screens:\n  home: { params: { mode: Int } }\n"
            ).replacingOccurrences(of: "showBooks: { from: authors", with: "showBooks: { from: [home, authors]")
        )
        #expect(report.breaks)
        #expect(
            SpecDiffTests.messages(report, .api) == [
                "the initial state now takes mode: Int, not nothing: every generated API that starts from it changes"
            ]
        )
        #expect(
            SpecDiffTests.messages(report, .changed).contains(
                "the root screen is now home, not authors: saved states restore with their own"
            )
        )
    }
}
