import Testing

@testable import RouteCompiler

@Suite("Transition arguments")
struct TransitionArgumentsTests {
    /// A transition from every screen with these steps.
    private func transition(_ steps: [Step]) -> Transition {
        Transition(
            name: Located("move", at: .start),
            sources: .all(.start),
            steps: steps.map { Located($0, at: .start) },
            style: nil,
            animated: true,
            doc: nil
        )
    }

    /// A screen name at the start of the spec.
    private func screen(_ name: String) -> Located<String> {
        Located(name, at: .start)
    }

    /// The model of the spec `yaml`, as parsing and validating it gives it.
    private func validSpec(_ yaml: String) throws -> RouteSpec {
        var diagnostics = DiagnosticCollector()
        return try #require(GeneratorPipeline.parseAndValidate(Array(yaml.utf8), diagnostics: &diagnostics))
    }

    @Test("The last presented screen is that of the last present step")
    func lastPresentedScreen() {
        #expect(transition([.push(screen("a"), .none)]).lastPresentedScreen == nil)
        #expect(transition([]).lastPresentedScreen == nil)
        #expect(transition([.present(screen("a"), .none), .push(screen("b"), .none)]).lastPresentedScreen == "a")
        #expect(
            transition([.present(screen("a"), .none), .dismiss, .present(screen("c"), .none)]).lastPresentedScreen
                == "c"
        )
    }

    @Test("The last presented screen is the last of the presented screens")
    func lastPresentedScreenMatchesList() {
        let steps: [[Step]] = [
            [.present(screen("a"), .none), .present(screen("b"), .none), .pop],
            [.selectTab(screen("t")), .replace(screen("r"), .none)],
        ]
        for steps in steps {
            #expect(transition(steps).lastPresentedScreen == transition(steps).presentedScreens.last)
        }
    }

    @Test("Arguments come from every shown screen once per name; a name of another type conflicts")
    func argumentsOfSeveralScreens() throws {
        let spec = try validSpec(Self.twoTransitions)
        let several = try #require(spec.transitions.first { $0.name.value == "several" })
        let (arguments, conflicts) = several.arguments(in: spec)
        #expect(arguments.map { "\($0.screen).\($0.param.name.value)" } == ["b.id", "b.name", "d.page"])
        #expect(conflicts.map { "\($0.first.screen).\($0.name) \($0.screen)" } == ["b.name d"])
        #expect(several.argumentConflicts(in: spec).map(\.name) == ["name"])
    }

    @Test("A transition that shows one screen has no conflicting arguments, whatever else its steps do")
    func argumentConflictsOfOneScreen() throws {
        let spec = try validSpec(Self.twoTransitions)
        let one = try #require(spec.transitions.first { $0.name.value == "one" })
        #expect(one.argumentConflicts(in: spec).isEmpty)
        #expect(one.arguments(in: spec).conflicts.isEmpty)
    }

    /// A spec whose transition `several` shows three screens, two of which have a param `name` of
    /// different types, and whose transition `one` shows one screen between other steps.
    private static let twoTransitions = """
        name: App
        root: a
        screens:
          a: {}
          b: { params: { id: Int, name: String } }
          c: { params: { id: Int, page: Int } }
          d: { params: { name: Int, page: Int } }
        transitions:
          several:
            from: a
            steps: [{ push: b }, { push: { screen: c, with: { page: 2 } } }, { present: d }]
          one:
            from: a
            steps: [popToRoot, { push: b }, pop]
        """
}
