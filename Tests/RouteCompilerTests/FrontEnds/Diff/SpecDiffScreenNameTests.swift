import Testing

@testable import RouteCompilerFrontEnds

/// `routegen diff` of what screens are called: their titles and their names in analytics events.
@Suite("Spec diff of titles and analytics names")
struct SpecDiffScreenNameTests {
    @Test("A title added, changed or removed changes what users read, without breaking")
    func titles() throws {
        let titled = SpecDiffTests.changed("authors: { path: /authors }", "authors: { path: /authors, title: Authors }")
        #expect(
            try SpecDiffPresentationTests.messages(
                "authors: { path: /authors }",
                "authors: { path: /authors, title: Authors }"
            )
                == ["screen 'authors' is now titled \"Authors\"; it had no title"]
        )
        let retitled = titled.replacingOccurrences(of: "title: Authors", with: "title: \"{{All}} authors\"")
        let changed = SpecDiffTests.messages(try SpecDiffTests.report(titled, retitled), .changed)
        #expect(changed == ["screen 'authors' is now titled \"{{All}} authors\", not \"Authors\""])
        let removed = SpecDiffTests.messages(try SpecDiffTests.report(titled, SpecDiffTests.library), .changed)
        #expect(removed == ["screen 'authors' no longer has a title; it was \"Authors\""])
    }

    @Test("An interpolated title is shown as written")
    func interpolatedTitle() throws {
        #expect(
            try SpecDiffPresentationTests.messages(
                "path: /authors/{author}\n",
                "path: /authors/{author}\n    title: \"Books by {author}\"\n"
            ) == ["screen 'books' is now titled \"Books by {author}\"; it had no title"]
        )
    }

    @Test("A new analytics name is reported: the events of the screen change their name")
    func analyticsName() throws {
        let named = SpecDiffTests.changed(
            "authors: { path: /authors }",
            "authors: { path: /authors, analyticsName: Authors }"
        )
        #expect(
            SpecDiffTests.messages(try SpecDiffTests.report(SpecDiffTests.library, named), .changed) == [
                "screen 'authors' now appears in analytics events as 'Authors', not 'authors': "
                    + "reports that count 'authors' no longer see it"
            ]
        )
        let renamed = named.replacingOccurrences(of: "authors: { path", with: "writers: { path")
            .replacingOccurrences(of: "from: authors", with: "from: writers")
            .replacingOccurrences(of: "root: authors", with: "root: writers")
        let report = try SpecDiffTests.report(named, renamed)
        #expect(!SpecDiffTests.messages(report, .changed).contains { $0.contains("analytics") })
    }
}
