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

    /// The error is what to fix, and the warning would follow from it, so it waits for the fix; the
    /// reachability itself is still computed as the spec is written.
    @Test("A screen is reached through a name that no screen declares; after that error, no warning")
    func throughUndeclaredName() throws {
        let yaml = """
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
        let diagnostics = diagnose(yaml)
        #expect(!diagnostics.contains { $0.contains("cannot be reached") })
        #expect(diagnostics.contains { $0.contains("error: 'push' names 'ghost'") })
        var collector = DiagnosticCollector()
        let spec = try #require(GeneratorPipeline.parseAndValidate(Array(yaml.utf8), diagnostics: &collector))
        #expect(spec.screens.indices.map(spec.reachability.isReached) == [true, true, false])
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
