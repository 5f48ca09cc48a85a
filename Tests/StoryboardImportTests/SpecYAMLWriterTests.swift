import Testing

@testable import StoryboardImport

@Suite struct SpecYAMLWriterTests {
    @Test func quotesWithYAMLEscapes() {
        #expect(SpecYAMLWriter.quoted("Plain") == "\"Plain\"")
        #expect(SpecYAMLWriter.quoted("a \"b\" \\ # c: d") == "\"a \\\"b\\\" \\\\ # c: d\"")
        #expect(SpecYAMLWriter.quoted("line\nbreak\u{7}") == "\"line\\nbreak\\u0007\"")
    }

    @Test("A title's braces are doubled scalar by scalar, a brace before a combining mark too")
    func titleBraces() {
        let spec = ImportedSpec(
            name: "App",
            sources: ["Main.storyboard"],
            root: .screen("list"),
            screens: [ImportedScreen(name: "list", title: "}\u{20DD} {All}", doc: "List.")],
            transitions: [],
            notes: []
        )
        #expect(SpecYAMLWriter.text(of: spec).contains("title: \"}}\u{20DD} {{All}}\"\n"))
    }

    @Test func writesStepsStylesAndComments() {
        let spec = ImportedSpec(
            name: "App",
            sources: ["Main.storyboard"],
            root: .split(primary: "list", secondary: nil),
            screens: [
                ImportedScreen(name: "list", title: "{All}", doc: "ListViewController in Main.storyboard."),
                ImportedScreen(name: "info", title: nil, doc: "Info.", comments: ["import: a note\nover two lines"]),
            ],
            transitions: [
                ImportedTransition(name: "info", from: ["list"], step: .present("info"), style: "popover"),
                ImportedTransition(
                    name: "cover",
                    from: ["list", "info"],
                    step: .present("info"),
                    style: "overFullScreen",
                    transition: "crossDissolve"
                ),
                ImportedTransition(name: "done", from: ["info"], step: .popTo("list"), dismissesFirst: true),
            ],
            notes: []
        )
        #expect(
            SpecYAMLWriter.text(of: spec) == """
                # Imported by `routegen import storyboard` from Main.storyboard.
                # Lines starting with "# import:" say what the storyboards hold that the spec does not carry.
                name: App
                root:
                  split:
                    primary: list
                screens:
                  list:
                    title: "{{All}}"
                    doc: "ListViewController in Main.storyboard."
                  info:
                    # import: a note over two lines
                    doc: "Info."
                transitions:
                  info:
                    from: list
                    present: info
                    # import: the storyboard's style popover (spec v3)
                  cover:
                    from: [list, info]
                    present: info
                    # import: the storyboard's style overFullScreen, transition crossDissolve (spec v3)
                    style: fullScreen
                  done:
                    from: info
                    steps:
                      - dismiss
                      - popTo: list

                """
        )
    }
}
