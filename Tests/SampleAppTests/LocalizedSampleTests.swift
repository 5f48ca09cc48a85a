import Testing

/// The samples' titles come from their `Navigation.strings` tables in the language of the process's
/// locale (`LANG=fr_FR.UTF-8`), and in English otherwise.
@Suite("The samples in French and English")
struct LocalizedSampleTests {
    @Test("LANG=fr_FR.UTF-8 shows Navigatron's tabs and titles in French; params stay as they are")
    func navigatronInFrench() throws {
        let run = try SampleApp.navigatron.run(
            ["--actions", "David Charleston,Edit,back,back,tab"],
            language: "fr_FR.UTF-8"
        )
        #expect(run.status == 0)
        let screens = run.screens
        try #require(screens.count == 6)
        #expect(screens[0].navigationBar == "│                    Contacts                    │")
        #expect(screens[0].tabBar == "│       [Contacts]              Employés         │")
        #expect(screens[2].navigationBar == "│ ‹ Back    Modifier David Charleston            │")
        #expect(screens[5].navigationBar == "│                    Employés                    │")
        #expect(screens[5].tabBar == "│        Contacts              [Employés]        │")
    }

    @Test("LANG=en_US.UTF-8, and a language without a table (de_DE), show English")
    func navigatronInEnglish() throws {
        for language in ["en_US.UTF-8", "de_DE.UTF-8"] {
            let run = try SampleApp.navigatron.run(["--actions", "tab"], language: language)
            #expect(run.status == 0)
            try #require(run.screens.count == 2)
            #expect(run.screens[1].navigationBar == "│                   Employees                    │")
            #expect(run.screens[1].tabBar == NavigatronSampleTests.employeesSelected)
        }
    }

    @Test("LC_ALL=fr_CA.UTF-8 shows Library's authors as « Auteurs », and back buttons use it")
    func libraryInFrench() throws {
        let run = try SampleApp.library.run(["--actions", "3"], language: "fr_CA.UTF-8")
        #expect(run.status == 0)
        try #require(run.screens.count == 2)
        #expect(run.screens[0].navigationBar == "│                    Auteurs                     │")
        #expect(run.screens[1].navigationBar == "│ ‹ Auteurs     Octavia E. Butler                │")
    }
}
