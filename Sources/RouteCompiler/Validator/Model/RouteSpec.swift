/// A route spec after decoding: the screens, their parameters and the
/// transitions between them, each part with the place it was written.
///
/// Decoding keeps every part it can read, even when another part of the spec
/// is wrong, so that validation can report all the spec's problems at once.
package struct RouteSpec: Sendable {
    /// The spec's name, the prefix of every generated type; `nil` when missing.
    package var name: Located<String>?
    /// Modules the generated file imports.
    package var imports: [Located<String>]
    /// The app's root container.
    package var root: Root?
    /// The screens, in document order.
    package var screens: [Screen]
    /// The transitions, in document order.
    package var transitions: [Transition]
    /// How titles are localized, when the spec asks for it.
    package var localization: Localization?
    /// The gates, in document order.
    package var gates: [Gate]

    /// Whether `screens` decoded to a mapping of screens; when it did not, references to screens
    /// are not reported, since the real problem is `screens` itself.
    package var screensAreKnown = true
    /// The spec's feature parts: `feature` of a feature spec; `uses`, `bind` and the used features of an app.
    package var features = FeatureParts()

    /// The index of each screen in `screens`, by name (the first, for a name declared twice).
    package private(set) var screenNumbers: [String: Int]
    /// The screens reached only by `present` (``presentedOnlyScreens(root:transitions:)``), found once
    /// for validation, deep links and translation.
    package private(set) var presentedOnlyScreens: Set<String> = []
    /// How each linked screen opens from a URL, planned once for validation and translation: by the
    /// screen's index in ``screens``, `nil` for a screen without a path.
    ///
    /// By index rather than by name: every reader walks the screens, and a dictionary of the plans
    /// had to be filled, hashing every name on one core, before validation could start.
    private(set) var deepLinkPlans: [Result<DeepLinkPlan, DeepLinkPlanFailure>?] = []
    /// Which screens the spec can show, found once for `check`'s warnings and `routegen graph`'s groups.
    package let reachability: Reachability

    /// Creates a spec, indexes its screens and transitions, finds which screens it reaches, and plans its deep
    /// links.
    ///
    /// `screenNumbers` is the index of each screen in `screens` by name, when the caller has it
    /// already; without it, the spec makes it from `screens`.
    package init(
        name: Located<String>?,
        imports: [Located<String>],
        root: Root?,
        screens: [Screen],
        transitions: [Transition],
        localization: Localization? = nil,
        gates: [Gate] = [],
        screenNumbers: [String: Int]? = nil
    ) {
        self.name = name
        self.imports = imports
        self.root = root
        self.screens = screens
        self.transitions = transitions
        self.localization = localization
        self.gates = gates
        let numbers = screenNumbers ?? Self.numbers(of: screens)
        self.screenNumbers = numbers
        reachability = Reachability(
            root: root,
            screens: screens,
            transitions: transitions,
            numbers: numbers,
            gateFlows: gates.compactMap(\.flow)
        )
        presentedOnlyScreens = Self.presentedOnlyScreens(root: root, transitions: transitions)
        deepLinkPlans = DeepLinkPlanner(spec: self).plans()
    }

    /// The index of each screen in `screens` by name, the first for a name declared twice.
    ///
    /// Made in room for every screen, rather than rehashed each time the dictionary doubles (as
    /// `Dictionary(_:uniquingKeysWith:)` does for a lazy sequence, which does not say its length).
    private static func numbers(of screens: [Screen]) -> [String: Int] {
        var numbers = [String: Int](minimumCapacity: screens.count)
        for index in screens.indices {
            // One lookup for a new name; a name declared again gets its first index back.
            if let first = numbers.updateValue(index, forKey: screens[index].name.value) {
                numbers[screens[index].name.value] = first
            }
        }
        return numbers
    }

    /// The transitions that start from a screen, in document order, each once.
    ///
    /// A scan rather than an index: only `routegen scaffold` asks, for one screen, while an index would
    /// be built for every spec that is compiled. (The navigators get their moves from `SharedMoves`.)
    package func transitions(from screen: String) -> [Transition] {
        transitions.filter { transition in
            switch transition.sources {
            case .all: true
            case .screens(let sources): sources.contains { $0.value == screen }
            }
        }
    }

    /// The screen with this name, if the spec declares one.
    package func screen(named name: String) -> Screen? { screenNumbers[name].map { screens[$0] } }

    /// The deep-link plan of the screen with this name, if the spec declares it with a path.
    package func deepLinkPlan(forScreen name: String) -> Result<DeepLinkPlan, DeepLinkPlanFailure>? {
        screenNumbers[name].flatMap { deepLinkPlans[$0] }
    }

    /// Each screen whose deep link was planned, with its plan, in the screens' order.
    package var plannedDeepLinks: some Sequence<(screen: Screen, plan: DeepLinkPlan)> {
        zip(screens, deepLinkPlans).lazy.compactMap { screen, plan in
            guard case .success(let plan)? = plan else { return nil }
            return (screen, plan)
        }
    }

    /// The names of the screens, for "did you mean" suggestions.
    package var screenNames: [String] { screens.map(\.name.value) }

    /// What a feature spec declares about itself, `nil` for an app spec.
    var feature: FeatureDeclaration? { features.declaration }

    /// The tabs of a tab-bar root, or an empty list for other roots.
    package var tabs: [Tab] {
        if case .tabs(let tabBar) = root?.kind { tabBar.tabs } else { [] }
    }
}

extension RouteSpec {
    /// Every name the spec declares (screens, their navigator types, params, tabs, transitions and
    /// each component of a custom type): the names that can hide a name generated code uses.
    package var declaredNames: Set<String> {
        var names = Set<String>()
        for screen in screens {
            names.insert(screen.name.value)
            names.insert(SwiftNaming.navigatorTypeName(screen.name.value))
            for param in screen.params {
                names.insert(param.name.value)
                names.formUnion(param.type.value.customTypeNames.flatMap { $0.split(separator: ".").map(String.init) })
            }
            for name in screen.result?.value.customTypeNames ?? [] {
                names.formUnion(name.split(separator: ".").map(String.init))
            }
        }
        names.formUnion(tabs.map(\.id.value))
        names.formUnion(transitions.map(\.name.value))
        return names
    }
}
