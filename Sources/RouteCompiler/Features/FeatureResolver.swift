/// Reads the feature specs that an app spec uses, checks each in its own file, and merges their
/// screens and transitions into the app's model: the pipeline's stage between decoding and
/// validation.
///
/// A feature's screens and transitions join the app's as `<Feature>.<name>`, and each transition
/// that leaves through an exit takes the steps the app binds to it, so that the app's rules,
/// reachability, deep links and model checks see one navigation state across features. A feature's
/// screens keep their `requires`, which name the app's gates: the app's coordinator checks them.
enum FeatureResolver {
    /// The app spec with the feature specs it uses read, checked and merged into it.
    static func resolve(
        _ spec: RouteSpec,
        source: SpecSource,
        diagnostics: inout DiagnosticCollector
    ) -> RouteSpec {
        guard !spec.features.uses.isEmpty, spec.feature == nil else { return spec }
        var used: [UsedFeature] = []
        for use in spec.features.uses {
            if let feature = read(use, source: source, diagnostics: &diagnostics) { used.append(feature) }
        }
        return merge(spec, used)
    }

    /// The path of a file written relative to the folder `directory`, with `.` and `..` resolved.
    static func path(_ written: String, from directory: String) -> String {
        var components =
            directory.isEmpty ? [] : directory.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in written.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != "..", !last.isEmpty {
                    components.removeLast()
                } else {
                    components.append("..")
                }
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// Reads, decodes and checks one used feature spec, reporting its diagnostics in its file.
    private static func read(
        _ use: FeatureUse,
        source: SpecSource,
        diagnostics: inout DiagnosticCollector
    ) -> UsedFeature? {
        guard SpecBatch.specSuffixes.contains(where: use.spec.value.hasSuffix) else {
            diagnostics.error(
                "'\(use.spec.value)' is not a spec file; a feature spec is named '<Name>.routes.yaml'",
                at: use.spec.location
            )
            return nil
        }
        let path = path(use.spec.value, from: source.directory == "/" ? "" : source.directory)
        let folder = SpecSource(path: path, bytes: []).directory
        let bytes: [UInt8]
        do {
            bytes = try source.reader.read(path, folder)
        } catch {
            diagnostics.error(
                "cannot read the feature spec '\(use.spec.value)': \(error.reason)",
                at: use.spec.location
            )
            return nil
        }
        var fileDiagnostics = DiagnosticCollector()
        let featureSource = SpecSource(path: path, bytes: bytes, reader: source.reader)
        // The tree is in the feature's file before decoding, so that its screens merged into the
        // app keep pointing there.
        let spec = YAMLLoader.loadDocument(bytes, diagnostics: &fileDiagnostics).flatMap { root in
            let document = SpecDocument(source: featureSource, root: root.inFile(path))
            let documents = GeneratorPipeline.resolveIncludes(of: document, diagnostics: &fileDiagnostics)
            return GeneratorPipeline.decode(documents, diagnostics: &fileDiagnostics)
        }
        if let spec { SpecValidator.validate(spec, diagnostics: &fileDiagnostics) }
        for diagnostic in fileDiagnostics.diagnostics { diagnostics.emit(diagnostic.inFile(path)) }
        guard let spec else { return nil }
        guard spec.feature != nil else {
            diagnostics.error(
                "'\(use.spec.value)' is not a feature spec: it has no 'feature:' with its entries and exits",
                at: use.spec.location
            )
            return nil
        }
        return UsedFeature(use: use, path: path, spec: spec, hasErrors: fileDiagnostics.hasErrors)
    }

    /// The app spec with every used feature's screens and transitions, qualified by the feature's name.
    private static func merge(_ app: RouteSpec, _ used: [UsedFeature]) -> RouteSpec {
        var screens = app.screens
        // An app's `from: "*"` moves start from its own screens: a feature's navigators offer only the
        // moves of the feature's spec.
        let ownScreens = app.screens.map(\.name)
        var transitions = app.transitions.map { transition in
            guard case .all(let location) = transition.sources else { return transition }
            var own = transition
            own.sources = .screens(ownScreens.map { Located($0.value, at: location) })
            return own
        }
        for feature in used {
            let name = feature.name
            let qualify = { (screen: Located<String>) in
                Located(FeatureParts.qualified(name, screen.value), at: screen.location)
            }
            for var screen in feature.spec.screens {
                screen.name = qualify(screen.name)
                screen.backStack = screen.backStack.map { Located($0.value.map(qualify), at: $0.location) }
                screen.feature = name
                screens.append(screen)
            }
            let allScreens = feature.spec.screens.map { qualify($0.name) }
            for var transition in feature.spec.transitions {
                transition.name = qualify(transition.name)
                switch transition.sources {
                case .all: transition.sources = .screens(allScreens)
                case .screens(let sources): transition.sources = .screens(sources.map(qualify))
                }
                transition.steps = transition.steps.map { Located($0.value.renamingScreens(qualify), at: $0.location) }
                if let exit = transition.exit {
                    let key = FeatureParts.qualified(name, exit.value)
                    transition.steps += app.features.bindings.first { $0.key.value == key }?.steps ?? []
                    transition.exit = nil
                }
                transition.feature = name
                transitions.append(transition)
            }
        }
        var merged = RouteSpec(
            name: app.name,
            imports: app.imports,
            root: app.root,
            screens: screens,
            transitions: transitions,
            localization: app.localization,
            gates: app.gates
        )
        merged.screensAreKnown = app.screensAreKnown
        merged.features = app.features
        merged.features.used = used
        return merged
    }
}

extension Step {
    /// The step with every screen it names renamed by `rename`.
    func renamingScreens(_ rename: (Located<String>) -> Located<String>) -> Step {
        switch self {
        case .push(let screen, let options): .push(rename(screen), options)
        case .present(let screen, let options): .present(rename(screen), options)
        case .replace(let screen, let options): .replace(rename(screen), options)
        case .showDetail(let screen, let options): .showDetail(rename(screen), options)
        case .popTo(let screen, let options): .popTo(rename(screen), options)
        case .selectTab, .pop, .popToRoot, .dismiss, .dismissAll: self
        }
    }
}
