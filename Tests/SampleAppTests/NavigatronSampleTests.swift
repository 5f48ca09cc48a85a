import Testing

@Suite("The Navigatron sample, scripted")
struct NavigatronSampleTests {
    /// The tab bar with Contacts selected.
    static let contactsSelected = "│       [Contacts]              Employees        │"
    /// The tab bar with Employees selected.
    static let employeesSelected = "│        Contacts              [Employees]       │"

    @Test("Hire this contact unwinds Contacts, selects Employees and shows the new employee with sane history")
    func hire() throws {
        let run = try SampleApp.navigatron.run(
            actions: "David Charleston,Edit,Hire this contact,back,tab Contacts,David Charleston"
        )
        #expect(run.status == 0)
        let screens = run.screens
        try #require(screens.count == 7)

        #expect(screens[0].navigationBar == "│                    Contacts                    │")
        #expect(screens[0].tabBar == Self.contactsSelected)

        #expect(screens[1].navigationBar == "│ ‹ Contacts     David Charleston                │")
        #expect(screens[1].contains("│ Phone  555-0142                                │"))

        #expect(screens[2].navigationBar == "│ ‹ Back      Edit David Charleston              │")
        #expect(
            screens[2].contains("│ [2] Hire this contact                          │"),
            "the edit screen shows its toolbar"
        )

        #expect(screens[3].navigationBar == "│ ‹ Employees    David Charleston                │")
        #expect(screens[3].contains("│ Role   New hire                                │"))
        #expect(screens[3].tabBar == Self.employeesSelected)
        #expect(!screens[3].contains("Hire this contact"))

        #expect(screens[4].navigationBar == "│                   Employees                    │")
        #expect(screens[4].contains("│   3  David Charleston                 New hire │"))
        #expect(screens[4].tabBar == Self.employeesSelected)

        #expect(
            screens[5].navigationBar == "│                    Contacts                    │",
            "the contacts tab was unwound"
        )
        #expect(screens[5].contains("│   1  David Charleston                 employee │"))
        #expect(screens[5].tabBar == Self.contactsSelected)

        #expect(screens[6].contains("│ Works here.                                    │"))
    }

    @Test("Switching tabs keeps each tab's stack")
    func tabsKeepTheirStacks() throws {
        let run = try SampleApp.navigatron.run(actions: "Maria Okafor,Edit,tab,Tom Becker,tab,back,tab,back,tab")
        #expect(run.status == 0)
        try #require(run.screens.count == 10)
        let titles = run.screens.map(\.navigationBar)
        #expect(
            titles == [
                "│                    Contacts                    │",
                "│ ‹ Contacts       Maria Okafor                  │",
                "│ ‹ Maria Okafor  Edit Maria Okafor              │",
                "│                   Employees                    │",
                "│ ‹ Employees       Tom Becker                   │",
                "│ ‹ Maria Okafor  Edit Maria Okafor              │",
                "│ ‹ Contacts       Maria Okafor                  │",
                "│ ‹ Employees       Tom Becker                   │",
                "│                   Employees                    │",
                "│ ‹ Contacts       Maria Okafor                  │",
            ]
        )
        #expect(run.screens[4].contains("│ Role   Designer                                │"))
    }

    @Test("The contact picker is a sheet over the employees; its result hires and shows the contact")
    func pickContact() throws {
        let run = try SampleApp.navigatron.run(actions: "tab,Hire a contact,dismiss,Hire a contact,Lena Fischer,back")
        #expect(run.status == 0)
        try #require(run.screens.count == 7)
        let sheet = run.screens[2].lines
        #expect(sheet[1] == "│                   Employees                    │", "the presenter's title stays visible")
        #expect(sheet[3] == "│  │             Choose a contact             │  │")
        #expect(sheet.contains("│  │   3  Lena Fischer                        │  │"))
        #expect(run.screens[3] == run.screens[1], "dismissing the sheet shows the employees again")
        #expect(run.screens[5].navigationBar == "│ ‹ Employees      Lena Fischer                  │")
        #expect(run.screens[6].contains("│   3  Lena Fischer                     New hire │"))
    }

    @Test("The sheet covers the tab bar, so tabs cannot be switched under it")
    func sheetCoversTabs() throws {
        let run = try SampleApp.navigatron.run(actions: "tab,Hire a contact,tab")
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("» tab\n! There is no tab bar here.\n"))
    }

    @Test("Cancel in the picker dismisses it without hiring anyone")
    func cancelPicker() throws {
        let run = try SampleApp.navigatron.run(actions: "tab,Hire a contact,Cancel")
        #expect(run.status == 0)
        try #require(run.screens.count == 4)
        #expect(run.screens[3] == run.screens[1])
    }
}
