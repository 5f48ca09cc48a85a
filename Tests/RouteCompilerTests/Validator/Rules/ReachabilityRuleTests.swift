import Testing

@testable import RouteCompiler

@Suite("Reachability rule")
struct ReachabilityRuleTests {
    @Test("Screens that nothing leads to are warnings, never errors")
    func unreachable() {
        let spec = """
            name: App
            root: home
            screens:
              home:
              linked:
                path: /linked
              pushed:
              orphan:
              fromOrphan:
            transitions:
              open:
                from: linked
                push: pushed
              chain:
                from: orphan
                push: fromOrphan
            """
        let result = GeneratorPipeline.compile(
            Array(spec.utf8),
            options: GeneratorOptions(specFileName: "App.routes.yaml")
        )
        #expect(
            result.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
                "6:11: warning: the deep link of screen 'linked' opens it over 'home': no "
                    + "chain of transitions from a root's stack leads to it; add a transition "
                    + "that shows 'linked' from a screen of a stack, or a 'backStack' to 'linked'",
                "8:3: warning: screen 'orphan' cannot be reached: no root, transition or deep link leads to it",
                "9:3: warning: screen 'fromOrphan' cannot be reached: no root, transition or deep link leads to it",
            ]
        )
        #expect(result.output != nil)
    }

    @Test("A screen is reached through a name that no screen declares, as the spec is written")
    func throughUndeclaredName() {
        let diagnostics = diagnose(
            """
            name: App
            root: home
            screens:
              home:
              far:
              lost:
            transitions:
              toGhost: { from: home, push: ghost }
              toFar: { from: ghost, push: far }
            """
        )
        #expect(
            diagnostics.filter { $0.contains("cannot be reached") } == [
                "6:3: warning: screen 'lost' cannot be reached: no root, transition or deep link leads to it"
            ]
        )
        #expect(diagnostics.contains { $0.contains("error: 'push' names 'ghost'") })
    }

    @Test("Transitions from every screen reach their targets")
    func fromEverywhere() {
        #expect(
            diagnose(
                "name: App\nroot: home\nscreens:\n  home:\n  "
                    + "help:\ntransitions:\n  help:\n    from: \"*\"\n    present: help\n"
            ).isEmpty
        )
    }
}
