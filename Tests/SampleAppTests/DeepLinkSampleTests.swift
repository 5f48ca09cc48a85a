import Testing

/// The samples open their deep links from the command line (`--open <url>`), showing the linked
/// screen over the back stack the spec's transitions lead through.
@Suite("The samples' deep links")
struct DeepLinkSampleTests {
    @Test("navigatron://employees/<name> opens the Employees tab with the list below the employee")
    func employee() throws {
        let run = try SampleApp.navigatron.run([
            "--open", "navigatron://employees/Grace%20Hopper?role=Admiral", "--actions", "back",
        ])
        #expect(run.status == 0)
        let screens = run.screens
        try #require(screens.count == 2)
        #expect(screens[0].navigationBar == "│ ‹ Employees      Grace Hopper                  │")
        #expect(screens[0].contains("│ Role   Admiral                                 │"))
        #expect(screens[0].tabBar == NavigatronSampleTests.employeesSelected)
        #expect(screens[1].navigationBar == "│                   Employees                    │")
    }

    @Test("navigatron://contacts/<name> opens the contact over the contacts list")
    func contact() throws {
        let run = try SampleApp.navigatron.run([
            "--open", "navigatron://contacts/David%20Charleston", "--actions", "back",
        ])
        #expect(run.status == 0)
        let screens = run.screens
        try #require(screens.count == 2)
        #expect(screens[0].navigationBar == "│ ‹ Contacts     David Charleston                │")
        #expect(screens[0].tabBar == NavigatronSampleTests.contactsSelected)
        #expect(screens[1].navigationBar == "│                    Contacts                    │")
    }

    @Test("library://authors/<author>/books/<title> opens the cover over the author's books and the authors")
    func cover() throws {
        let run = try SampleApp.library.run([
            "--open", "library://authors/Italo%20Calvino/books/Invisible%20Cities", "--actions", "back,back",
        ])
        #expect(run.status == 0)
        let screens = run.screens
        try #require(screens.count == 3)
        #expect(screens[0].contains("INVISIBLE CITIES"))
        #expect(screens[1].navigationBar == "│ ‹ Authors       Italo Calvino                  │")
        #expect(screens[2].navigationBar == "│                    Authors                     │")
    }

    @Test("A link that matches no screen exits 1 before drawing anything")
    func noMatch() throws {
        let run = try SampleApp.navigatron.run(["--open", "navigatron://nowhere", "--actions", "back"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
    }
}
