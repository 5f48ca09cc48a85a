import RouteCompiler

/// What of a valid spec the users of an app already depend on: the names and types of its generated
/// API, the screens and params that saved navigation states hold, and its link patterns.
struct SpecSurface {
    /// A param of a screen, or an argument of a transition's method.
    struct Value: Equatable {
        /// The name: the label of the case's associated value or of the argument.
        var name: String
        /// The type.
        var type: TypeReference
        /// Whether a call may leave it out.
        var hasDefault: Bool

        /// `name: Type`, as the spec's readers think of it.
        var described: String { "\(name): \(type.swiftSource)" }
    }

    /// A screen: a case of the route enum, a navigator and a factory method.
    struct ScreenPart {
        /// The screen's name.
        var name: String
        /// Its params, in order.
        var params: [Value]
        /// The type it finishes with, when presented.
        var result: TypeReference?
    }

    /// A transition: a method of the navigators of its source screens.
    struct TransitionPart {
        /// The method's name.
        var name: String
        /// The screens whose navigators offer it; `nil` for every screen (`from: "*"`).
        var sources: Set<String>?
        /// The method's arguments.
        var arguments: [Value]
        /// The steps, such as `push books`, to tell a renamed transition by what it does.
        var steps: [String]
    }

    /// The spec's `name`, the prefix of every generated type.
    var name: String
    /// The kind of root container: `stack`, `tabs` or `split`.
    var rootKind: String
    /// The screens every saved state holds: the stack's root, every tab's root, the split's primary.
    var rootScreens: Set<String>
    /// The tabs' identifiers, in order.
    var tabs: [String]
    /// The screens, in the spec's order.
    var screens: [ScreenPart]
    /// The transitions, in the spec's order.
    var transitions: [TransitionPart]
    /// The link patterns.
    var links: [LinkPattern]
    /// How titles are localized: `table Navigation (main bundle)`, or `nil` without `localization`.
    var localization: String?
    /// What a link to each linked screen shows, by screen (``linkArrivals(of:)``).
    var linkArrivals: [String: String]
    /// How the screens, moves, links and root behave beyond the API and the saved states.
    var behavior: Behavior
    /// The index of each screen in `screens`, by name.
    private var screenNumbers: [String: Int] = [:]
    /// The index of each transition in `transitions`, by name.
    private var transitionNumbers: [String: Int] = [:]
    /// The indices of the links in `links`, by ``shape(of:)``.
    private var linkNumbersByShape: [String: [Int]] = [:]
    /// The screens that the moves from each screen show over it, by screen; those of `from: "*"`
    /// moves are in ``shownOverEvery``.
    private var shownOver: [String: [String]] = [:]
    /// The screens that `from: "*"` moves show over any screen.
    private var shownOverEvery: [String] = []

    /// The surface of a spec that has no errors.
    init(spec: RouteSpec) {
        name = spec.name?.value ?? ""
        switch spec.root?.kind {
        case .stack(let screen)?:
            rootKind = "stack"
            rootScreens = [screen.value]
        case .tabs(let tabBar)?:
            rootKind = "tabs"
            rootScreens = Set(tabBar.tabs.map(\.screen.value))
        case .split(let split)?:
            rootKind = "split"
            rootScreens = [split.primary.value]
        case nil:
            rootKind = "none"
            rootScreens = []
        }
        tabs = spec.tabs.map(\.id.value)
        screens = spec.screens.map { screen in
            ScreenPart(name: screen.name.value, params: screen.params.map(Value.init), result: screen.result?.value)
        }
        transitions = spec.transitions.map { transition in
            let sources: Set<String>? =
                switch transition.sources {
                case .all: nil
                case .screens(let screens): Set(screens.map(\.value))
                }
            return TransitionPart(
                name: transition.name.value,
                sources: sources,
                arguments: transition.arguments(in: spec).arguments.map { Value($0.param) },
                steps: transition.steps.map { step in
                    let target = step.value.shownScreen?.value ?? step.value.namedTarget
                    return step.value.keyword.rawValue + (target.map { " " + $0 } ?? "")
                }
            )
        }
        links = LinkPattern.patterns(of: spec)
        linkArrivals = Self.linkArrivals(of: spec)
        behavior = Behavior(spec: spec)
        localization = spec.localization.map { "table \($0.table.value) (\($0.bundle.rawValue) bundle)" }
        // Indexed once: a diff looks up every screen, move and link of one version in the other.
        for (index, screen) in screens.enumerated() { screenNumbers[screen.name] = screenNumbers[screen.name] ?? index }
        for (index, transition) in transitions.enumerated() {
            transitionNumbers[transition.name] = transitionNumbers[transition.name] ?? index
            let shown = transition.steps.compactMap { step -> String? in
                let parts = step.split(separator: " ")
                guard parts.count == 2, ["push", "present", "showDetail"].contains(parts[0]) else { return nil }
                return String(parts[1])
            }
            guard let sources = transition.sources else {
                shownOverEvery += shown
                continue
            }
            for source in sources { shownOver[source, default: []] += shown }
        }
        for (index, link) in links.enumerated() {
            linkNumbersByShape[Self.shape(of: link.pattern), default: []].append(index)
        }
    }

    /// A pattern with its params' names left out, `/authors/{}/books/{}`: patterns of one shape
    /// match the same URLs.
    static func shape(of pattern: PathPattern) -> String {
        guard !pattern.segments.isEmpty else { return "/" }
        return pattern.segments.map { segment in
            switch segment {
            case .literal(let literal): "/" + literal
            case .param: "/{}"
            }
        }.joined()
    }

    /// The links whose pattern has the shape of `pattern`, in the spec's order.
    func links(shapedLike pattern: PathPattern) -> [LinkPattern] {
        (linkNumbersByShape[Self.shape(of: pattern)] ?? []).map { links[$0] }
    }

    /// The screen named `name`, if the spec has one.
    func screen(named name: String) -> ScreenPart? { screenNumbers[name].map { screens[$0] } }

    /// The transition named `name`, if the spec has one.
    func transition(named name: String) -> TransitionPart? { transitionNumbers[name].map { transitions[$0] } }

    /// The screens that a state holding `screen` may show: itself, and every screen that a
    /// transition shows over it, and over those, in the spec's order.
    func screensShown(over screen: String) -> [String] {
        var reached: Set<String> = [screen]
        var queue = [screen]
        while let current = queue.popLast() {
            for shown in (shownOver[current] ?? []) + shownOverEvery where reached.insert(shown).inserted {
                queue.append(shown)
            }
        }
        // In the spec's order, found by index: a scan of every screen per changed screen is quadratic.
        return reached.compactMap { name in screenNumbers[name].map { (name, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }
}

extension SpecSurface.Value {
    /// The surface of a screen's param.
    init(_ param: Param) {
        self.init(name: param.name.value, type: param.type.value, hasDefault: param.declaresDefault)
    }
}

extension Step {
    /// The screen or tab a step names when it shows none: `popTo`'s screen, `selectTab`'s tab.
    var namedTarget: String? {
        switch self {
        case .popTo(let screen, _): screen.value
        case .selectTab(let tab): tab.value
        default: nil
        }
    }
}
