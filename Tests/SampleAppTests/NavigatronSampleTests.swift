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
            screens[2].contains("│ [3] Hire this contact                          │"),
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

    @Test("The contact form asks before unsaved changes are lost: no keeps the form, yes leaves it")
    func leaveGuard() throws {
        let run = try SampleApp.navigatron.run(
            actions: "Maria Okafor,Edit,Change phone phone=555-0100,back,n,back,y"
        )
        #expect(run.status == 0)
        #expect(run.steps == ["Maria Okafor", "Edit", "Change phone phone=555-0100", "back", "n", "back", "y"])
        let screens = run.screens
        try #require(screens.count == 8)
        #expect(screens[3].contains("│ New phone  555-0100  (not saved)               │"))
        #expect(screens[4] == "? Discard the new phone number of Maria Okafor? (y/n)\n", "back asks first")
        #expect(screens[5].navigationBar == "│ ‹ Maria Okafor  Edit Maria Okafor              │", "no keeps the form")
        #expect(screens[5].contains("(not saved)"))
        #expect(screens[5].contains("refused to leave it"))
        #expect(screens[6] == screens[4])
        #expect(screens[7].navigationBar == "│ ‹ Contacts       Maria Okafor                  │")
        #expect(screens[7].contains("│ Phone  555-0178                                │"), "the change was dropped")
    }

    @Test("Saving the contact form leaves it without asking")
    func savedFormLeavesWithoutAsking() throws {
        let run = try SampleApp.navigatron.run(actions: "Maria Okafor,Edit,Change phone phone=555-0100,Save,back")
        #expect(run.status == 0)
        try #require(run.screens.count == 6)
        #expect(!run.output.contains("?"))
        #expect(run.screens[4].navigationBar == "│ ‹ Contacts       Maria Okafor                  │")
        #expect(run.screens[4].contains("│ Phone  555-0100                                │"))
    }
}
