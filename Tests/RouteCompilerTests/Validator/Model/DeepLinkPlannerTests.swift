import Testing

@testable import RouteCompiler

@Suite("Deep-link planner")
struct DeepLinkPlannerTests {
    /// The plans of a spec's linked screens, as `screen: container [stack] (+ presented)` lines.
    func plans(_ yaml: String) -> [String] {
        var diagnostics = DiagnosticCollector()
        guard let spec = GeneratorPipeline.parseAndValidate(Array(yaml.utf8), diagnostics: &diagnostics) else {
            return []
        }
        let linked = zip(spec.screens, DeepLinkPlanner(spec: spec).plans()).compactMap { screen, plan in
            plan.map { (name: screen.name.value, result: $0) }
        }
        return linked.sorted { $0.name < $1.name }.map { name, result in
            switch result {
            case .success(let plan):
                "\(name): \(plan.container) \(plan.stack)"
                    + (plan.presented.map { " + \($0.screen) (\($0.style))" } ?? "")
            case .failure(let failure):
                "\(name): missing \(failure.screen).\(failure.param)"
            }
        }
    }

    @Test("Pushes, presents and replaces build the back stack from the root")
    func chains() {
        let lines = plans(
            """
            name: App
            root: home
            screens:
              home: { path: /home }
              list: { path: /list }
              item: { params: { id: Int }, path: "/items/{id}" }
              editor: { params: { id: Int }, path: "/items/{id}/edit" }
              fresh: { path: /fresh }
            transitions:
              showList: { from: home, push: list }
              open: { from: list, push: item }
              edit: { from: item, present: editor, style: fullScreen }
              restart: { from: list, replace: fresh }
            """
        )
        #expect(
            lines == [
                "editor: main [\"home\", \"list\", \"item\"] + editor (fullScreen)",
                "fresh: main [\"fresh\"]",
                "home: main [\"home\"]",
                "item: main [\"home\", \"list\", \"item\"]",
                "list: main [\"home\", \"list\"]",
            ]
        )
    }

    @Test("The shortest chain whose params the link fills wins over a shorter one it cannot fill")
    func fillableChain() {
        let lines = plans(
            """
            name: App
            root: home
            screens:
              home:
              needsId: { params: { id: Int } }
              hub:
              target: { params: { slug: String }, path: "/t/{slug}" }
            transitions:
              a: { from: home, push: needsId }
              b: { from: needsId, push: target }
              c: { from: home, push: hub }
              d: { from: hub, push: target }
            """
        )
        #expect(lines == ["target: main [\"home\", \"hub\", \"target\"]"])
    }

    @Test("Tabs and split views pick the right container; an unreachable link opens over the launch root")
    func containers() {
        #expect(
            plans(
                """
                name: App
                root:
                  tabs:
                    - { id: one, title: One, screen: a }
                    - { id: two, title: Two, screen: b }
                  selected: two
                screens:
                  a:
                  b:
                  c: { path: /c }
                  alone: { path: /alone }
                transitions:
                  toC: { from: b, push: c }
                """
            ) == ["alone: tab(\"two\") [\"b\", \"alone\"]", "c: tab(\"two\") [\"b\", \"c\"]"]
        )
        #expect(
            plans(
                """
                name: App
                root: { split: { primary: list } }
                screens:
                  list:
                  detail: { params: { n: Int }, path: "/d/{n}" }
                transitions:
                  show: { from: list, showDetail: detail }
                """
            ) == ["detail: secondary [\"detail\"]"]
        )
    }

    @Test("A chain follows every step of a multi-step move, as RouteKit applies them to the stack")
    func multiStepChains() {
        // The case: `floormap` is shown only by `popTo main (skip)` then `push`, from a screen whose
        // param the link lacks; the move leaves `[main, floormap]`, which needs nothing from the link.
        #expect(
            plans(
                """
                name: App
                root:
                  tabs:
                    - { id: schedule, title: Schedule, screen: main }
                    - { id: more, title: More, screen: more }
                screens:
                  main:
                  more:
                  sessionDetail: { params: { sessionId: String } }
                  floormap: { path: /floormap }
                  settings: { path: /settings }
                  about: { path: /about }
                  legal: { path: /legal }
                transitions:
                  showSession: { from: main, push: sessionDetail }
                  showFloormap:
                    from: sessionDetail
                    steps: [{ popTo: { screen: main, ifMissing: skip } }, push: floormap]
                  openSettings: { from: main, steps: [selectTab: more, push: settings] }
                  showLegal: { from: more, steps: [push: about, push: legal] }
                """
            ) == [
                "about: tab(\"more\") [\"more\", \"about\"]",
                "floormap: tab(\"schedule\") [\"main\", \"floormap\"]",
                "legal: tab(\"more\") [\"more\", \"about\", \"legal\"]",
                "settings: tab(\"more\") [\"more\", \"settings\"]",
            ]
        )
    }

    @Test("A chain may pass a screen the link cannot fill when a later move pops it")
    func poppedScreenNeedsNothing() {
        // `detail` is first reached as the root of a replaced stack, where `popTo home` cannot apply; the
        // chain through `home › list › detail` pops back to `home`.
        #expect(
            plans(
                """
                name: App
                root: home
                screens:
                  home:
                  list:
                  detail: { params: { id: Int } }
                  map: { path: /map }
                transitions:
                  restart: { from: home, replace: detail }
                  showList: { from: home, push: list }
                  showDetail: { from: list, push: detail }
                  showMap: { from: detail, steps: [{ popTo: { screen: home, ifMissing: skip } }, push: map] }
                """
            ) == ["map: main [\"home\", \"map\"]"]
        )
    }

    @Test("Linked screens planned in tasks of any size get the plans of one pass")
    func plansInTasks() throws {
        // 300 pairs: `b<k>` is reached first through `m<k>`, whose `token` its link does not carry,
        // so each needs a search of its own: through `a<k>` for even `k`, none (a fallback) for odd.
        var yaml = "name: App\nroot: home\nscreens:\n  home: { path: /home }\n"
        var transitions = "transitions:\n"
        for k in 0..<300 {
            yaml += "  a\(k): { path: /a\(k) }\n  m\(k): { params: { token: String } }\n  b\(k): { path: /b\(k) }\n"
            transitions += "  toM\(k): { from: home, push: m\(k) }\n  mToB\(k): { from: m\(k), push: b\(k) }\n"
            if k.isMultiple(of: 2) {
                transitions += "  toA\(k): { from: home, push: a\(k) }\n  aToB\(k): { from: a\(k), push: b\(k) }\n"
            }
        }
        var diagnostics = DiagnosticCollector()
        let spec = try #require(
            GeneratorPipeline.parseAndValidate(Array((yaml + transitions).utf8), diagnostics: &diagnostics)
        )
        let planner = DeepLinkPlanner(spec: spec)
        let onePass = planner.plans()
        #expect(onePass.count == 901)
        #expect(onePass.count { $0 != nil } == 601)
        #expect(spec.deepLinkPlan(forScreen: "m0") == nil)
        #expect(
            spec.deepLinkPlan(forScreen: "b0") == .success(DeepLinkPlan(container: .main, stack: ["home", "a0", "b0"]))
        )
        #expect(
            spec.deepLinkPlan(forScreen: "b1")
                == .success(
                    DeepLinkPlan(
                        container: .main,
                        stack: ["home", "b1"],
                        origin: .fallback(DeepLinkPlanFailure(screen: "m1", param: "token"))
                    )
                )
        )
        #expect(spec.deepLinkPlans == onePass)
    }

    @Test("A fallback opens over the launch stack when a split's detail root needs a param the link lacks")
    func fallbackOverLaunchStack() {
        // `detail` starts the secondary column, and its `count` comes from no link: the links of the
        // screens shown over it fall back to the primary column's root, not to a `detail` without `count`.
        let lines = plans(
            """
            name: App
            root: { split: { primary: list } }
            screens:
              list: {}
              detail: { params: { count: Int } }
              item: { params: { ratio: Double }, path: "/items/{ratio}" }
              info: { path: /info }
            transitions:
              open: { from: list, showDetail: detail }
              push: { from: detail, push: item }
              about: { from: detail, present: info }
            """
        )
        #expect(lines == ["info: primary [\"list\"] + info (sheet)", "item: primary [\"list\", \"item\"]"])
    }

}
