/// Checks transitions: names that do not shadow the navigators' built-in
/// moves, screens and tabs that exist, steps that fit the root container,
/// `style` only with `present`, and arguments whose types agree.
struct TransitionRule: SpecRule {
    /// The navigators' built-in moves, which no transition may shadow.
    static let builtInMoves = ["back", "dismiss", "finish"]
    /// The members every navigator has besides its moves.
    static let navigatorMembers = ["context"]

    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        for transition in spec.transitions {
            checkName(transition.name, diagnostics: &diagnostics)
            checkSources(transition.sources, of: transition, in: spec, diagnostics: &diagnostics)
            for step in transition.steps {
                checkStep(step, in: spec, diagnostics: &diagnostics)
            }
            if let style = transition.style, transition.presentedScreens.isEmpty {
                diagnostics.error(
                    "'style' applies only to a transition that presents a "
                        + "screen; transition '\(transition.name.value)' presents none",
                    at: style.location
                )
            }
            for conflict in transition.argumentConflicts(in: spec) {
                diagnostics.error(
                    "transition '\(transition.name.value)' shows screens '\(conflict.first.screen)' "
                        + "and '\(conflict.screen)', whose params '\(conflict.name)' have different "
                        + "types ('\(conflict.first.param.type.value.swiftSource)' and "
                        + "'\(conflict.param.type.value.swiftSource)'); a "
                        + "shared param becomes one argument, so rename one",
                    at: conflict.param.type.location,
                    note: Diagnostic.Note(
                        "'\(conflict.name)' of '\(conflict.first.screen)' is declared here",
                        at: conflict.first.param.type.location
                    )
                )
            }
        }
        // A feature's entries may be presented by the app, and finish there.
        let presented = spec.presentedOnlyScreens.union(spec.feature?.entries.map(\.value) ?? [])
        for screen in spec.screens {
            if let result = screen.result, !presented.contains(screen.name.value) {
                diagnostics.warning(
                    "screen '\(screen.name.value)' has a result, but only a "
                        + "screen reached solely by 'present' can finish with one",
                    at: result.location
                )
            }
        }
    }

    private func checkName(_ name: Located<String>, diagnostics: inout DiagnosticCollector) {
        if Self.navigatorMembers.contains(name.value) {
            diagnostics.error(
                "a transition cannot be named '\(name.value)': every "
                    + "navigator keeps its state under that name; rename it",
                at: name.location
            )
            return
        }
        guard Self.builtInMoves.contains(name.value) else { return }
        let renamed = name.value == "back" ? "goBack" : name.value + "Screen"
        diagnostics.error(
            "transition '\(name.value)' would shadow the built-in "
                + "'\(name.value)\(name.value == "finish" ? "(_:)" : "()")' of every navigator; rename it",
            at: name.location,
            fixIt: Diagnostic.FixIt(replacement: renamed, message: "rename it, for example to '\(renamed)'")
        )
    }

    private func checkSources(
        _ sources: Transition.Sources,
        of transition: Transition,
        in spec: RouteSpec,
        diagnostics: inout DiagnosticCollector
    ) {
        guard case .screens(let screens) = sources else { return }
        // Most transitions start from one screen, which needs no index of the screens listed before it.
        if screens.count == 1 {
            spec.resolveScreen(screens[0], referrer: "'from'", diagnostics: &diagnostics)
            return
        }
        var seen = NameIndex<SourceLocation>()
        for screen in screens {
            if let first = seen[screen.value] {
                diagnostics.warning(
                    "'from' of transition '\(transition.name.value)' lists '\(screen.value)' twice",
                    at: screen.location,
                    note: Diagnostic.Note("first listed here", at: first)
                )
                continue
            }
            seen.add(screen.location, for: screen.value)
            spec.resolveScreen(screen, referrer: "'from'", diagnostics: &diagnostics)
        }
    }

    private func checkStep(_ step: Located<Step>, in spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        let keyword = step.value.keyword.rawValue
        switch step.value {
        case .push(let screen, let options), .present(let screen, let options), .replace(let screen, let options):
            let resolved = spec.resolveScreen(screen, referrer: "'\(keyword)'", diagnostics: &diagnostics)
            checkBindings(options, of: resolved, step: keyword, diagnostics: &diagnostics)
        case .popTo(let screen, _):
            spec.resolveScreen(screen, referrer: "'\(keyword)'", diagnostics: &diagnostics)
        case .showDetail(let screen, let options):
            if case .split? = spec.root?.kind {
            } else if spec.root != nil {
                diagnostics.error(
                    "'showDetail' needs a split-view root ('root: { split: "
                        + "… }'); this spec's root is \(rootDescription(spec))",
                    at: step.location
                )
            }
            let resolved = spec.resolveScreen(screen, referrer: "'showDetail'", diagnostics: &diagnostics)
            checkBindings(options, of: resolved, step: keyword, diagnostics: &diagnostics)
        case .selectTab(let tab):
            guard case .tabs(let tabBar)? = spec.root?.kind else {
                if spec.root != nil {
                    diagnostics.error(
                        "'selectTab' needs a tab-bar root ('root: { tabs: "
                            + "… }'); this spec's root is \(rootDescription(spec))",
                        at: step.location
                    )
                }
                return
            }
            let ids = tabBar.tabs.map(\.id.value)
            if !ids.contains(tab.value) {
                diagnostics.error(
                    "'selectTab' names '\(tab.value)', which is not a tab of the root",
                    at: tab.location,
                    fixIt: EditDistance.closest(to: tab.value, in: ids).map(Diagnostic.FixIt.didYouMean)
                )
            }
        case .pop, .popToRoot, .dismiss, .dismissAll:
            break
        }
    }

    /// Checks a step's `with`: each name is a param of the shown screen, bound once, with a value that fits
    /// its type by the `default` rules.
    private func checkBindings(
        _ options: ShowOptions,
        of screen: Screen?,
        step: String,
        diagnostics: inout DiagnosticCollector
    ) {
        guard let screen else { return }
        var seen: [String: SourceLocation] = [:]
        for binding in options.bindings {
            let name = binding.name.value
            if let first = seen[name] {
                diagnostics.error(
                    "'with' of the '\(step)' step binds '\(name)' twice; keep one",
                    at: binding.name.location,
                    note: Diagnostic.Note("first bound here", at: first)
                )
                continue
            }
            seen[name] = binding.name.location
            guard let param = screen.param(named: name) else {
                let names = screen.params.map(\.name.value)
                diagnostics.error(
                    "'with' of the '\(step)' step binds '\(name)', which "
                        + "is not a param of screen '\(screen.name.value)'",
                    at: binding.name.location,
                    note: EditDistance.closest(to: name, in: names) == nil
                        ? Diagnostic.Note(
                            names.isEmpty
                                ? "screen '\(screen.name.value)' has no params; remove 'with'"
                                : "the params of '\(screen.name.value)' are \(MappingReader.list(names))"
                        ) : nil,
                    fixIt: EditDistance.closest(to: name, in: names).map(Diagnostic.FixIt.didYouMean)
                )
                continue
            }
            if case .failure(let mismatch) = DefaultValue.check(binding.value, against: param.type.value) {
                diagnostics.error(
                    "invalid value for '\(name)' in 'with': \(mismatch.message)",
                    at: mismatch.location,
                    note: Diagnostic.Note("'\(name)' is declared here", at: param.type.location)
                )
            }
        }
    }

    private func rootDescription(_ spec: RouteSpec) -> String {
        switch spec.root?.kind {
        case .stack?: "a single navigation stack"
        case .tabs?: "a tab bar"
        case .split?: "a split view"
        case nil: "missing"
        }
    }
}
