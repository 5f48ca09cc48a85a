import Foundation
import Testing

/// `routegen preview`: any spec's flows in the terminal, with placeholder screens and typed params.
@Suite("routegen preview")
struct RouteGenPreviewTests {
    static let navigatron = RepositoryPaths.sampleSpecs.appendingPathComponent("Navigatron.routes.yaml").path
    static let studio = RepositoryPaths.goldenSpecs.appendingPathComponent("Studio.routes.yaml").path

    /// The screens a scripted preview printed, split at the `» step` lines.
    static func screens(_ output: String) -> [String] {
        output.components(separatedBy: "\n» ")
    }

    @Test("A popTo that delivers asks for the value, and the screen it returns to shows what arrived")
    func deliveredValue() throws {
        let checkout = RepositoryPaths.goldenSpecs.appendingPathComponent("Checkout.routes.yaml").path
        let run = try RouteGenCLITests.Sandbox().run([
            "preview", checkout, "--actions", "checkout,browseCoupons,showCoupon code=A,applyCoupon coupon=SPRING10",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let screens = Self.screens(run.stdout)
        try #require(screens.count == 5)
        #expect(screens[3].contains("applyCoupon(coupon:)"))
        #expect(screens[3].contains("popTo checkout del"))
        #expect(screens[4].contains("│ delivered coupon to checkout: SPRING10         │"))
        #expect(screens[4].contains("│   accepts: coupon                              │"))
    }

    @Test("After each change the preview prints the screen shown, by its stable name, and the change's cause")
    func eventStream() throws {
        let chats = RepositoryPaths.goldenSpecs.appendingPathComponent("Chats.routes.yaml").path
        let run = try RouteGenCLITests.Sandbox().run([
            "preview", chats, "--actions", "openChat chatId=secret-42,showInfo,back,tab Contacts,showContact name=Ada",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let screens = Self.screens(run.stdout)
        try #require(screens.count == 6)
        #expect(!screens[0].contains("navigation: "), "the launch is no change")
        let expected = [
            "screenShown Chat (transition openChat)", "screenShown chatInfo (transition showInfo)",
            "screenShown Chat (user back)", "screenShown contacts (user tab)",
            "screenShown contact (transition showContact)",
        ]
        for (screen, line) in zip(screens.dropFirst(), expected) {
            #expect(screen.hasSuffix("\nnavigation: \(line)\n"), "\(screen)")
        }
        let stream = run.stdout.split(separator: "\n").filter { $0.hasPrefix("navigation: ") }
        #expect(!stream.contains { $0.contains("secret-42") || $0.contains("Ada") }, "no param value")
    }

    @Test("Transitions are actions; a presented result comes back to the presenter")
    func navigatronFlow() throws {
        let run = try RouteGenCLITests.Sandbox().run([
            "preview", Self.navigatron, "--actions",
            #"tab Employees,pickContact,finish result=Grace,showEmployee name="Grace Hopper" role=Admiral,back"#,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let screens = Self.screens(run.stdout)
        try #require(screens.count == 6)
        #expect(screens[0].contains("│   1  showContact(name:)           push contact │"))
        #expect(screens[1].contains("│   2  pickContact()       present contactPicker │"))
        #expect(screens[2].contains("│  │   2  finish(_:)                 built-in │  │"))
        #expect(screens[3].contains("│ contactPicker finished with: Grace             │"))
        #expect(screens[4].contains("│ ‹ Employees      Grace Hopper                  │"))
        #expect(screens[4].contains("│   role: Admiral                                │"))
        #expect(screens[5].contains("│                   Employees                    │"))
    }

    @Test("The hire flow unwinds one tab and pushes on the other, with the param's default")
    func hire() throws {
        // The contact form is `leave: confirm`, so hiring (which pops it) asks first: `y` answers.
        let run = try RouteGenCLITests.Sandbox().run([
            "preview", Self.navigatron, "--actions", "showContact name=Ada,edit name=Ada,hire name=Ada,y,tab Contacts",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let screens = Self.screens(run.stdout)
        try #require(screens.count == 6)
        #expect(screens[3].hasSuffix("? Leave contactEdit? (y/n)"))
        #expect(screens[4].contains("│   role: New hire                               │"))
        #expect(screens[4].contains("│        Contacts              [Employees]       │"))
        #expect(
            screens[5].contains("│                    Contacts                    │"),
            "the contacts tab was unwound"
        )
    }

    @Test("A gate's flow shows over a gated move; dismiss() cancels, pass passes, and the gate stays open")
    func gateFlow() throws {
        let library = RepositoryPaths.sampleSpecs.appendingPathComponent("Library.routes.yaml").path
        let cover = "showBooks author=Ada,showCover author=Ada title=X"
        let run = try RouteGenCLITests.Sandbox().run([
            "preview", library, "--actions",
            cover
                + ",borrow author=Ada title=X,dismiss(),borrow author=Ada title=X,pass,back,borrow author=Ada title=Y",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let screens = Self.screens(run.stdout)
        try #require(screens.count == 9)
        #expect(screens[3].contains("Library card"), "the flow shows instead of the loan")
        #expect(screens[3].contains("flow of gate: cardShown"))
        #expect(screens[3].contains("passGate()"))
        #expect(screens[4].contains("bookCover (placeholder)"), "dismiss() cancels the move")
        #expect(!screens[4].contains("Library card"))
        #expect(screens[6].contains("loan (placeholder)"), "passing applies the move that waited")
        #expect(screens[6].contains("requires: cardShown"))
        #expect(screens[8].contains("loan (placeholder)"), "the gate stays open")
        #expect(!screens[8].contains("Library card"))
    }

    @Test("A style: root gate's flow stands alone for the root until pass shows the root")
    func rootGateFlow() throws {
        let members = RepositoryPaths.goldenSpecs.appendingPathComponent("Members.routes.yaml").path
        let run = try RouteGenCLITests.Sandbox().run(["preview", members, "--actions", "pass"])
        #expect(run.status == 0, "\(run.stderr)")
        let screens = Self.screens(run.stdout)
        try #require(screens.count == 2)
        #expect(screens[0].contains("welcome (placeholder)"))
        #expect(screens[0].contains("flow of gate: onboarded"))
        #expect(screens[1].contains("feed (placeholder)"))
    }

    @Test("A leave: confirm screen asks (y/n) before it is left; a script's next step answers, and no answer is no")
    func leaveCheckAsks() throws {
        let notes = RepositoryPaths.goldenSpecs.appendingPathComponent("Notes.routes.yaml").path
        let run = try RouteGenCLITests.Sandbox().run([
            "preview", notes, "--actions", "edit id=3,back,n,done,y,edit id=4,back",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let answers = run.stdout.components(separatedBy: "? Leave editor? (y/n)\n")
        try #require(answers.count == 4, "three questions")
        #expect(answers[0].hasSuffix("» back\n"))
        #expect(answers[1].hasPrefix("» n\n"))
        #expect(answers[1].contains("│ ‹ Notes             Note 3                     │"), "n stays")
        #expect(answers[1].contains("! The leave check of editor(id: 3) in the main stack refused to leave it."))
        #expect(answers[1].hasSuffix("» done\n"))
        #expect(answers[2].hasPrefix("» y\n"))
        #expect(answers[2].contains("│                     Notes                      │"), "y leaves")
        #expect(answers[3].hasPrefix("» n\n"), "no answer is no")
        #expect(answers[3].contains("│ ‹ Notes             Note 4                     │"))
    }

    @Test("A value that does not fit its type, or a missing one, stops the script with the reason")
    func badValues() throws {
        let typed = try RouteGenCLITests.Sandbox().run(["preview", Self.studio, "--actions", "open number=abc"])
        #expect(typed.status == 1)
        #expect(typed.stdout.contains("! 'abc' is not a valid Int for 'number'"))
        let missing = try RouteGenCLITests.Sandbox().run(["preview", Self.navigatron, "--actions", "showContact"])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("! 'showContact(name:)' needs a value for 'name'"))
    }

    @Test("A transition's exact name chooses it when another transition's name starts with it")
    func exactTransitionName() throws {
        let sandbox = try RouteGenCLITests.Sandbox()
        try sandbox.write(
            """
            name: App
            root: home
            screens: { home: {}, list: {}, activity: {} }
            transitions:
              showList: { from: home, push: list }
              showListFromActivity: { from: home, push: activity }
            """,
            to: "App.routes.yaml"
        )
        let run = try sandbox.run(["preview", "App.routes.yaml", "--actions", "showList"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("» showList\n"))
        #expect(run.stdout.contains("list (placeholder)"))
    }

    @Test("A spec with errors is reported, not previewed")
    func invalidSpec() throws {
        let sandbox = try RouteGenCLITests.Sandbox()
        try sandbox.write("name: app\n", to: "Bad.routes.yaml")
        let run = try sandbox.run(["preview", "Bad.routes.yaml", "--actions", "quit"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Bad.routes.yaml:1:7: error:"))
    }

    @Test("The root screens' required params come from --root; without them a script stops and names them")
    func rootParams() throws {
        let kiosk = RepositoryPaths.goldenSpecs.appendingPathComponent("Kiosk.routes.yaml").path
        let run = try RouteGenCLITests.Sandbox().run([
            "preview", kiosk, "--root", "venue=Hall A", "--root", "lobbyMode=kids", "--root", "shopMode=sale",
            "--actions", "tab Lobby",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let screens = Self.screens(run.stdout)
        try #require(screens.count == 2)
        #expect(screens[0].contains("mode: sale"))
        #expect(screens[1].contains("venue: Hall A"))
        #expect(screens[1].contains("mode: kids"))

        let missing = try RouteGenCLITests.Sandbox().run(["preview", kiosk, "--root", "venue=x", "--actions", "quit"])
        #expect(missing.status == 64)
        #expect(
            missing.stderr == "routegen: error: the root screens need 'lobbyMode' (String), 'shopMode' (String); "
                + "give each with --root label=value\n",
            "\(missing.stderr)"
        )
        let unknown = try RouteGenCLITests.Sandbox().run(["preview", kiosk, "--root", "mode=x", "--actions", "quit"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("the labels are venue, lobbyMode, shopMode"), "\(unknown.stderr)")
    }
}
