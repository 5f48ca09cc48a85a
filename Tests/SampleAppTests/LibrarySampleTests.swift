import Testing

@Suite("The Library sample, scripted")
struct LibrarySampleTests {
    @Test("Authors → books → cover → back → another cover → all authors")
    func browse() throws {
        let run = try SampleApp.library.run(actions: "3,Kindred,back,Parable of the Sower,All authors")
        #expect(run.status == 0)
        #expect(run.steps == ["3 · Octavia E. Butler", "Kindred", "back", "Parable of the Sower", "All authors"])
        let screens = run.screens
        try #require(screens.count == 6)

        #expect(screens[0].navigationBar == "│                    Authors                     │")
        #expect(screens[0].contains("│   1  Ursula K. Le Guin                 4 books │"))
        #expect(screens[0].contains("│   5  Toni Morrison                     4 books │"))
        #expect(screens[0].contains("│ 5 authors · 18 books                           │"), "the toolbar shows")

        #expect(screens[1].navigationBar == "│ ‹ Authors     Octavia E. Butler                │")
        #expect(screens[1].contains("│   1  Kindred                              1979 │"))
        #expect(screens[1].contains("│   5  All authors                               │"))
        #expect(!screens[1].contains("18 books"), "the books screen has no toolbar")

        #expect(!screens[2].contains("‹"), "the cover hides the navigation bar")
        #expect(screens[2].contains("║          KINDRED           ║"))
        #expect(screens[2].contains("║     Octavia E. Butler      ║"))
        #expect(screens[2].contains("║            1979            ║"))
        #expect(screens[2].contains("│   1  Back to Octavia E. Butler                 │"))

        #expect(screens[3] == screens[1])
        #expect(screens[4].contains("║    PARABLE OF THE SOWER    ║"))
        #expect(screens[5] == screens[0])
    }

    @Test("A long title wraps on the cover, and pop to root works from the cover")
    func coverWrapsAndPopsToRoot() throws {
        let run = try SampleApp.library.run(actions: "Italo,If on a winter,All authors,back")
        try #require(run.screens.count == 5)
        #expect(run.screens[2].contains("║  IF ON A WINTER'S NIGHT A  ║"))
        #expect(run.screens[2].contains("║          TRAVELER          ║"))
        #expect(run.screens[3] == run.screens[0])
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("» back\n! There is no screen to go back to.\n"))
    }

    @Test("Steps can come from standard input when it is not a terminal")
    func standardInput() throws {
        let run = try SampleApp.library.run([], input: "# Borges\n2\n\nThe Aleph\n")
        #expect(run.status == 0)
        #expect(run.steps == ["2 · Jorge Luis Borges", "The Aleph"])
        #expect(run.screens[2].contains("║         THE ALEPH          ║"))
        #expect(!run.output.contains("\u{1B}"), "plain text without escape codes")
    }

    @Test("Bad options print the usage and exit with status 64")
    func badOptions() throws {
        let run = try SampleApp.library.run(["--nope"])
        #expect(run.status == 64)
        let help = try SampleApp.library.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: Library [--open <url>] [--actions <steps>] [--script <file>]"))
    }

    @Test("Borrow asks for a library card in a sheet; cancel drops the loan, a card goes on to it")
    func borrowNeedsACard() throws {
        let run = try SampleApp.library.run(
            actions: "Ursula K. Le Guin,The Dispossessed,Borrow,dismiss,Borrow,Show card 0042,back"
        )
        #expect(run.status == 0)
        let screens = run.screens
        try #require(screens.count == 8)
        #expect(screens[2].contains("│   3  Borrow                                    │"))
        #expect(screens[3].contains("│  │               Library card               │  │"), "the card sheet shows")
        #expect(screens[3].contains("│  │ Borrowing needs a library card.          │  │"))
        #expect(screens[4] == screens[2], "dismissing the sheet cancels the loan")
        #expect(screens[5] == screens[3])
        #expect(screens[6].navigationBar == "│ ‹ Back     Borrow The Dispossessed             │", "then the loan")
        #expect(screens[6].contains("│ is yours for three weeks, card 0042.           │"))
        #expect(screens[7] == screens[2], "the loan was pushed over the cover")
    }

    @Test("library://…/loan while no card is shown asks for one, then shows the loan over its back stack")
    func linkToALoan() throws {
        let run = try SampleApp.library.run([
            "--open", "library://authors/Toni%20Morrison/books/Beloved/loan", "--actions", "Show card,back,back",
        ])
        #expect(run.status == 0)
        let screens = run.screens
        try #require(screens.count == 4)
        #expect(screens[0].contains("Library card"))
        #expect(screens[1].navigationBar == "│ ‹ Beloved       Borrow Beloved                 │")
        #expect(screens[2].contains("BELOVED"))
        #expect(screens[3].navigationBar == "│ ‹ Authors       Toni Morrison                  │")
    }
}
