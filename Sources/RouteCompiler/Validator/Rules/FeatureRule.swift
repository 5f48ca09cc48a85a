/// Features: a feature spec's entries and exits, and an app spec's use of its features.
///
/// In a feature spec, every entry is a screen and every `exit` step names a declared exit. In an app
/// spec, only a feature's entries are shown, no transition starts from a feature's screen, every
/// binding names a used feature's exit and fits the screens it shows, and every exit is bound.
struct FeatureRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        if let feature = spec.feature {
            checkFeature(spec, feature, diagnostics: &diagnostics)
        } else {
            for transition in spec.transitions where transition.feature == nil {
                guard let exit = transition.exit else { continue }
                diagnostics.error(
                    "'exit' leaves a feature, and this spec is not one; add 'feature:' with its exits, "
                        + "or write the steps the move takes",
                    at: exit.location
                )
            }
            checkApp(spec, diagnostics: &diagnostics)
        }
    }

    /// Keeps the diagnostics that the rules found in an app spec with its features merged: those in
    /// the app's files, each once. A feature's own files were checked, and reported, on their own.
    static func keepAppDiagnostics(
        _ found: [Diagnostic],
        of spec: RouteSpec,
        into diagnostics: inout DiagnosticCollector
    ) {
        let featureFiles = Set(spec.features.used.map(\.path))
        var seen = Set<String>()
        for diagnostic in found {
            if let file = diagnostic.location.file, featureFiles.contains(file) { continue }
            let key = "\(diagnostic.location.fileIndex):\(diagnostic.location):\(diagnostic.message)"
            if seen.insert(key).inserted { diagnostics.emit(diagnostic) }
        }
    }

    private func checkFeature(_ spec: RouteSpec, _ feature: FeatureDeclaration, diagnostics: inout DiagnosticCollector)
    {
        for entry in feature.entries {
            spec.resolveScreen(entry, referrer: "the feature's entry", diagnostics: &diagnostics)
        }
        let exitNames = feature.exits.map(\.name.value)
        for transition in spec.transitions {
            guard let exit = transition.exit, feature.exit(named: exit.value) == nil else { continue }
            diagnostics.error(
                "'\(exit.value)' is not an exit of this feature; declare it under 'feature: exits:'",
                at: exit.location,
                fixIt: EditDistance.closest(to: exit.value, in: exitNames).map(Diagnostic.FixIt.didYouMean)
            )
        }
    }

    private func checkApp(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        let features = Dictionary(
            spec.features.used.map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        checkShownScreens(spec, features: features, diagnostics: &diagnostics)
        checkCaseNames(spec, diagnostics: &diagnostics)
        var bound = Set<String>()
        for binding in spec.features.bindings {
            guard let exitName = binding.exitName, !exitName.isEmpty else {
                diagnostics.error(
                    "a binding's key is '<Feature>.<exit>', as in 'Checkout.showProduct'",
                    at: binding.key.location
                )
                continue
            }
            guard let feature = features[binding.featureName] else {
                guard spec.features.used.count == spec.features.uses.count else { continue }
                diagnostics.error(
                    "'\(binding.featureName)' is not a feature that this spec uses; add it to 'uses'",
                    at: binding.key.location,
                    fixIt: EditDistance.closest(to: binding.featureName, in: features.keys.sorted())
                        .map { Diagnostic.FixIt.didYouMean($0 + "." + exitName) }
                )
                continue
            }
            guard let exit = feature.declaration?.exit(named: exitName) else {
                let exits = feature.declaration?.exits.map(\.name.value) ?? []
                diagnostics.error(
                    "'\(exitName)' is not an exit of feature '\(feature.name)'",
                    at: binding.key.location,
                    note: Diagnostic.Note(
                        exits.isEmpty
                            ? "feature '\(feature.name)' declares no exits"
                            : "the exits of '\(feature.name)' are \(MappingReader.list(exits))"
                    ),
                    fixIt: EditDistance.closest(to: exitName, in: exits)
                        .map { Diagnostic.FixIt.didYouMean(feature.name + "." + $0) }
                )
                continue
            }
            bound.insert(binding.key.value)
            checkParams(of: binding, exit, in: spec, diagnostics: &diagnostics)
        }
        for feature in spec.features.used {
            for exit in feature.declaration?.exits ?? []
            where !bound.contains(FeatureParts.qualified(feature.name, exit.name.value)) {
                diagnostics.error(
                    "the exit '\(feature.name).\(exit.name.value)' is not bound; add "
                        + "'bind: { \(feature.name).\(exit.name.value): <steps> }' to say where it goes",
                    at: feature.use.location,
                    note: Diagnostic.Note("the exit is declared here", at: exit.name.location)
                )
            }
        }
    }

    /// No screen of the app has the case name that the app's generated code gives a feature's screen.
    private func checkCaseNames(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        var featureCases: [String: String] = [:]
        for screen in spec.screens {
            guard let feature = screen.feature else { continue }
            let local = String(screen.name.value.dropFirst(feature.count + 1))
            featureCases[FeatureTranslationSpec.caseName(feature: feature, screen: local)] = screen.name.value
        }
        for screen in spec.screens where screen.feature == nil {
            guard let qualified = featureCases[screen.name.value] else { continue }
            diagnostics.error(
                "screen '\(screen.name.value)' has the name that the generated code gives '\(qualified)'; "
                    + "rename it",
                at: screen.name.location
            )
        }
    }

    /// Every screen the app names is its own or a feature's entry; no transition of the app starts
    /// from a feature's screen.
    private func checkShownScreens(
        _ spec: RouteSpec,
        features: [String: UsedFeature],
        diagnostics: inout DiagnosticCollector
    ) {
        func check(_ name: Located<String>) {
            guard let screen = spec.screen(named: name.value), let featureName = screen.feature,
                let feature = features[featureName]
            else { return }
            let local = String(name.value.dropFirst(featureName.count + 1))
            guard feature.declaration?.entries.contains(where: { $0.value == local }) == false else { return }
            let entries: [String] = feature.declaration?.entries.map { featureName + "." + $0.value } ?? []
            diagnostics.error(
                "'\(name.value)' is not an entry of feature '\(featureName)': the app shows only the "
                    + "screens a feature lists under 'feature: entries:'",
                at: name.location,
                note: Diagnostic.Note("the entries of '\(featureName)' are \(MappingReader.list(entries))"),
                fixIt: EditDistance.closest(to: name.value, in: entries).map(Diagnostic.FixIt.didYouMean)
            )
        }
        for screen in spec.root?.rootScreens ?? [] { check(screen) }
        for gate in spec.gates {
            guard let flow = gate.flow else { continue }
            check(flow)
            if let feature = spec.screen(named: flow.value)?.feature {
                diagnostics.error(
                    "the flow of gate '\(gate.name.value)' is '\(flow.value)', a screen of feature "
                        + "'\(feature)', whose navigator cannot offer 'passGate()': a feature knows no "
                        + "gates; make the flow a screen of the app",
                    at: flow.location
                )
            }
        }
        for screen in spec.screens where screen.feature == nil {
            for entry in screen.backStack?.value ?? [] { check(entry) }
        }
        for transition in spec.transitions where transition.feature == nil {
            if case .screens(let sources) = transition.sources {
                for source in sources where spec.screen(named: source.value)?.feature != nil {
                    diagnostics.error(
                        "a transition of the app cannot start from '\(source.value)', a screen of "
                            + "feature '\(spec.screen(named: source.value)?.feature ?? "")': the "
                            + "feature's own spec declares its moves, and leaves through its exits",
                        at: source.location
                    )
                }
            }
            for step in transition.steps { if let screen = step.value.namedScreen { check(screen) } }
        }
        for binding in spec.features.bindings {
            for step in binding.steps { if let screen = step.value.namedScreen { check(screen) } }
        }
    }

    /// The exit's params fill the params of the screens the binding shows: each is a param of the
    /// last shown screen with the same type, and every required param comes from the exit or a `with`.
    private func checkParams(
        of binding: ExitBinding,
        _ exit: FeatureExit,
        in spec: RouteSpec,
        diagnostics: inout DiagnosticCollector
    ) {
        let shown = binding.steps.compactMap { step in
            step.value.shownScreen.flatMap { name in
                spec.screen(named: name.value).map { (screen: $0, options: step.value.showOptions ?? .none) }
            }
        }
        if let last = shown.last {
            for param in exit.params {
                guard let target = last.screen.param(named: param.name.value) else {
                    diagnostics.error(
                        "the exit '\(binding.key.value)' carries '\(param.name.value)', which screen "
                            + "'\(last.screen.name.value)' has no param for; bind the exit to a screen "
                            + "that takes it",
                        at: binding.location,
                        note: Diagnostic.Note("'\(param.name.value)' is declared here", at: param.name.location)
                    )
                    continue
                }
                guard target.type.value == param.type.value else {
                    diagnostics.error(
                        "the exit '\(binding.key.value)' carries '\(param.name.value): "
                            + "\(param.type.value.swiftSource)', but param '\(param.name.value)' of screen "
                            + "'\(last.screen.name.value)' is \(target.type.value.swiftSource)",
                        at: binding.location,
                        note: Diagnostic.Note("the screen's param is declared here", at: target.name.location)
                    )
                    continue
                }
            }
        }
        for (screen, options) in shown {
            for param in screen.params where !param.declaresDefault {
                let fromExit = exit.params.contains { $0.name.value == param.name.value }
                guard !fromExit, options.binding(named: param.name.value) == nil else { continue }
                diagnostics.error(
                    "screen '\(screen.name.value)' needs param '\(param.name.value)', which the exit "
                        + "'\(binding.key.value)' does not carry; add it to the exit's params, or give it "
                        + "with 'with: { \(param.name.value): … }'",
                    at: binding.location,
                    note: Diagnostic.Note("'\(param.name.value)' is declared here", at: param.name.location)
                )
            }
        }
    }
}

extension Step {
    /// The screen the step names, if it names one (a shown screen, or `popTo`'s).
    var namedScreen: Located<String>? {
        if case .popTo(let screen, _) = self { return screen }
        return shownScreen
    }
}
