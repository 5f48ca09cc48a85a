/// The app spec as its generated code sees it: every feature screen named by a Swift identifier,
/// and only the app's own transitions.
///
/// A feature's screen `Checkout.cart` is the app route's case `checkoutCart`: the feature's name in
/// lower camel case, then the screen's name in upper camel case. Its deep links, back stacks and
/// restoration are the app's, planned with the features' transitions (whose exits take the app's
/// bindings); the features' moves themselves are generated in the features' modules.
enum FeatureTranslationSpec {
    /// The Swift name of a feature's screen in the app: `checkoutCart` for `Checkout.cart`.
    static func caseName(feature: String, screen: String) -> String {
        (feature.prefix(1).lowercased() + feature.dropFirst()) + SwiftNaming.upperCamelCase(screen)
    }

    /// The app spec with its features' screens renamed as the generated code names them, planned
    /// across the features, and the features' transitions left out.
    static func make(_ spec: RouteSpec) -> RouteSpec {
        var renames: [String: String] = [:]
        for screen in spec.screens {
            guard let feature = screen.feature else { continue }
            let local = String(screen.name.value.dropFirst(feature.count + 1))
            renames[screen.name.value] = caseName(feature: feature, screen: local)
        }
        guard !renames.isEmpty else { return spec }
        let rename = { (name: Located<String>) in Located(renames[name.value] ?? name.value, at: name.location) }
        let screens = spec.screens.map { screen in
            var renamed = screen
            renamed.name = rename(screen.name)
            // The title the feature's own route has: its screen's name's, not the case name's.
            if screen.title == nil, let feature = screen.feature,
                case .success(let title) = TitleTemplate.parse(
                    RouteTranslator.defaultTitle(for: String(screen.name.value.dropFirst(feature.count + 1)))
                )
            {
                renamed.title = Located(title, at: screen.name.location)
            }
            renamed.backStack = screen.backStack.map { Located($0.value.map(rename), at: $0.location) }
            return renamed
        }
        let transitions = spec.transitions.map { transition in
            var renamed = transition
            if case .screens(let sources) = transition.sources { renamed.sources = .screens(sources.map(rename)) }
            renamed.steps = transition.steps.map { Located($0.value.renamingScreens(rename), at: $0.location) }
            return renamed
        }
        var root = spec.root
        switch root?.kind {
        case .stack(let screen): root?.kind = .stack(screen: rename(screen))
        case .tabs(var tabBar):
            for index in tabBar.tabs.indices { tabBar.tabs[index].screen = rename(tabBar.tabs[index].screen) }
            root?.kind = .tabs(tabBar)
        case .split(var split):
            split.primary = rename(split.primary)
            split.secondary = split.secondary.map(rename)
            root?.kind = .split(split)
        case nil: break
        }
        let gates = spec.gates.map { gate in
            var renamed = gate
            renamed.flow = gate.flow.map(rename)
            return renamed
        }
        var translated = RouteSpec(
            name: spec.name,
            imports: spec.imports,
            root: root,
            screens: screens,
            transitions: transitions,
            localization: spec.localization,
            gates: gates
        )
        translated.features = spec.features
        for (qualified, caseName) in renames {
            translated.features.localNames[caseName] = String(qualified.drop { $0 != "." }.dropFirst())
        }
        translated.features.bindings = spec.features.bindings.map { binding in
            var renamed = binding
            renamed.steps = binding.steps.map { Located($0.value.renamingScreens(rename), at: $0.location) }
            return renamed
        }
        // Planned above with every transition; the features' own are generated in their modules.
        translated.transitions = transitions.filter { $0.feature == nil }
        return translated
    }
}
