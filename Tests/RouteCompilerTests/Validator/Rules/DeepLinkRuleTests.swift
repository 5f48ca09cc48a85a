import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

@Suite("Deep-link rule")
struct DeepLinkRuleTests {
    @Test("A chain that needs a param the link lacks: the link opens over the root, with a warning at the path (v2)")
    func missingParam() {
        let spec = """
            name: App
            root: home
            screens:
              home:
              contact:
                params: { id: Int }
              photo:
                params: { slug: String }
                path: /photos/{slug}
            transitions:
              open: { from: home, push: contact }
              show: { from: contact, push: photo }
            """
        #expect(
            diagnose(spec) == [
                "9:11: warning: the deep link of screen 'photo' opens it over 'home': the chain of "
                    + "transitions to it passes screen 'contact', whose param 'id' the link does not carry; "
                    + "add a param 'id' to 'photo', a default to 'id' of 'contact', or a 'backStack' to 'photo'"
            ]
        )
        let link = GeneratorPipeline.deepLinks(of: Array(spec.utf8)).links.first
        #expect(link?.stack == ["home", "photo"])
        #expect(link?.backStackOrigin == "fallback")
    }

    /// A misspelt `from` drops the transition that reaches the linked screen; a warning that no chain
    /// reaches it would be about a spec the author did not write.
    @Test("After an error, the links' back stacks give no warning")
    func noWarningAfterAnError() {
        let spec = """
            name: App
            root: home
            screens:
              home:
              photo:
                path: /photos
            transitions:
              show: { form: home, push: photo }
            """
        #expect(diagnose(spec).allSatisfy { !$0.contains("warning:") })
        #expect(diagnose(spec).first?.hasPrefix("8:11: error: unknown key 'form'") == true)
    }

    @Test("A param of the same name but another type does not fill it")
    func typeMismatch() {
        let spec = """
            name: App
            root: home
            screens:
              home:
              contact: { params: { id: Int } }
              photo: { params: { id: String }, path: "/photos/{id}" }
            transitions:
              open: { from: home, push: contact }
              show: { from: contact, push: photo }
            """
        #expect(diagnose(spec).count == 1)
        #expect(diagnose(spec).first?.contains("whose param 'id' the link does not carry") == true)
    }

    @Test("Defaults and the link's own params fill the back stack")
    func filled() {
        let spec = """
            name: App
            root: home
            screens:
              home:
              contact: { params: { id: Int, tab: { type: Int, default: 0 } } }
              photo: { params: { id: Int, n: Int }, path: "/contacts/{id}/photos/{n}" }
            transitions:
              open: { from: home, push: contact }
              show: { from: contact, push: photo }
            """
        #expect(diagnose(spec).isEmpty)
    }
}

/// Route spec v2: declared back stacks and several patterns per screen.
@Suite("Deep-link rule: v2 back stacks")
struct DeepLinkBackStackTests {
    static let conference = """
        name: App
        root:
          tabs:
            - { id: home, title: Home, screen: home }
            - { id: agenda, title: Agenda, screen: agenda }
        screens:
          home:
          agenda:
          sessionList: { params: { day: { type: Int, default: 1 } } }
          sessionDetail:
            params: { sessionId: String }
            path: ["/sessions/{sessionId}", "/s/{sessionId}"]
            backStack: [agenda, sessionList]
          sheet:
            params: { sessionId: String }
            path: /sheets/{sessionId}
            backStack: []
        transitions:
          list: { from: home, push: sessionList }
          detail: { from: sessionList, push: sessionDetail }
          sheet: { from: agenda, present: sheet }
        """

    @Test("A declared back stack picks the tab of its first entry; every pattern opens it")
    func declared() {
        let (links, diagnostics) = GeneratorPipeline.deepLinks(of: Array(Self.conference.utf8))
        #expect(diagnostics.isEmpty)
        let detail = links.filter { $0.screen == "sessionDetail" }
        #expect(detail.map(\.pattern) == ["/sessions/{sessionId}", "/s/{sessionId}"])
        #expect(
            detail.allSatisfy {
                $0.container == "tab agenda" && $0.stack == ["agenda", "sessionList", "sessionDetail"]
            }
        )
        #expect(detail.allSatisfy { $0.backStackOrigin == "declared" })
    }

    @Test("'backStack: []' opens the screen over the root of the stack its shortest chain leads through")
    func empty() {
        let link = GeneratorPipeline.deepLinks(of: Array(Self.conference.utf8)).links.first { $0.screen == "sheet" }
        #expect(link?.container == "tab agenda")
        #expect(link?.stack == ["agenda"])
        #expect(link?.presented == "sheet")
    }

    @Test("Bad back-stack entries are errors at the entry")
    func badEntries() {
        let spec = Self.conference.replacingOccurrences(
            of: "backStack: [agenda, sessionList]",
            with: "backStack: [sessionList, sesionList]"
        )
        #expect(
            diagnose(spec) == [
                "13:17: error: the back stack of screen 'sessionDetail' starts with "
                    + "'sessionList', which is not the root of a stack; start it with 'home' or 'agenda'",
                "13:30: error: the back stack of 'sessionDetail' names 'sesionList', "
                    + "which is not a screen of this spec",
            ]
        )
        #expect(diagnostics(of: spec)[1].fixIt == .didYouMean("sessionList"))
    }

    @Test("A root's required params need not come from the link: the root is kept; other screens' params still do")
    func requiredRootParams() {
        let spec = """
            name: App
            root: home
            screens:
              home: { params: { mode: String } }
              list: { params: { day: Int } }
              detail: { params: { id: Int }, path: "/details/{id}" }
              declared: { params: { id: Int }, path: "/declared/{id}", backStack: [home] }
              needsDay: { params: { id: Int }, path: "/needs/{id}", backStack: [home, list] }
              carried: { params: { mode: String }, path: "/carried/{mode}" }
            transitions:
              open: { from: home, push: detail }
              openList: { from: home, push: list }
              carry: { from: home, push: carried }
            """
        #expect(
            diagnose(spec) == [
                "8:75: error: screen 'list' in the back stack of 'needsDay' needs the param 'day', which the "
                    + "link does not carry; add a param 'day: Int' to 'needsDay' or a default to 'day' of 'list'"
            ]
        )
        let valid = spec.replacingOccurrences(of: "backStack: [home, list]", with: "backStack: [home]")
        let links = GeneratorPipeline.deepLinks(of: Array(valid.utf8)).links
        #expect(links.first { $0.screen == "detail" }?.stack == ["home", "detail"])
        #expect(links.first { $0.screen == "detail" }?.backStackOrigin == "transitions")
        #expect(links.first { $0.screen == "declared" }?.stack == ["home", "declared"])
        #expect(links.filter(\.keepsRoot).map(\.screen) == ["detail", "declared", "needsDay"])
        #expect(links.first { $0.screen == "carried" }?.stack == ["home", "carried"])
    }
}
