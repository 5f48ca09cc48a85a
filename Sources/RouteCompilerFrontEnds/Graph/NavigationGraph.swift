import RouteCompiler

/// A spec's navigation as a graph: screens grouped by the container they live in, and one
/// labelled edge per transition.
struct NavigationGraph {
    /// The module of each feature the spec uses, by the feature's name: its screens' cluster names it.
    var featureModules: [String: String] = [:]

    /// A group of screens: a stack, a tab, a side of the split view, or the presented screens.
    struct Cluster {
        /// A stable identifier, usable in Mermaid and DOT.
        var id: String
        /// The caption.
        var title: String
        /// The screens, in the spec's order.
        var screens: [String]
    }

    /// A screen.
    struct Node {
        /// The identifier in the graph (the screen name, prefixed so that no keyword of a graph language clashes).
        var id: String
        /// The screen's name.
        var screen: String
        /// The screen's params as `name: Type`.
        var params: [String]
        /// The deep-link pattern, if any.
        var path: String?
        /// How the link arrives while the app runs, when not `replace` (`push`, `present`).
        var arrival: String?
        /// Whether the screen is a root of the app.
        var isRoot: Bool
        /// The gates that must be open before the screen is shown: its own, and the root's for a root screen.
        var gates: [String] = []
    }

    /// How an edge is drawn.
    enum EdgeKind: String {
        /// A push onto the same stack.
        case push
        /// A modal presentation.
        case present
        /// A replacement of the stack.
        case replace
        /// A detail of the split view.
        case showDetail
        /// A move back to a screen below (`popTo`).
        case popTo
        /// From a screen that requires a gate to the gate's flow, shown while a move waits for the gate.
        case gate
        /// A multi-step transition.
        case steps
    }

    /// A transition.
    struct Edge {
        var from: String
        var to: String
        var label: String
        var kind: EdgeKind
    }

    /// The graph's title: the spec's name.
    var title: String
    var clusters: [Cluster]
    var nodes: [Node]
    var edges: [Edge]

    /// The id of the node that stands for "any screen" (`from: "*"`).
    static let anyScreenID = "any_screen"

    /// Builds the graph of a validated spec.
    init(spec: RouteSpec) {
        featureModules = Dictionary(
            spec.features.used.map { ($0.name, $0.use.module.value) },
            uniquingKeysWith: { first, _ in first }
        )
        title = spec.name?.value ?? "Routes"
        let roots = Set(spec.root?.rootScreens.map(\.value) ?? [])
        nodes = spec.screens.map { screen in
            Node(
                id: "s_" + screen.name.value,
                screen: screen.name.value,
                params: screen.params.map { "\($0.name.value): \($0.type.value.swiftSource)" },
                path: screen.path?.value.text,
                arrival: screen.arrive.flatMap { $0.value.value == .replace ? nil : $0.value.value.rawValue },
                isRoot: roots.contains(screen.name.value)
            )
        }
        // Where the shortest chain from a root first reaches each screen, searched once.
        let reached = DeepLinkPlanner(spec: spec).shortestPlans()
        let containers = reached.compactMapValues { $0.presented == nil ? $0.container : nil }
        clusters = Self.clusters(of: spec, containers: containers)
        let containerRoots = Dictionary(
            reached.values.compactMap { plan in plan.stack.first.map { (plan.container, $0) } },
            uniquingKeysWith: { first, _ in first }
        )
        edges = spec.transitions.flatMap { transition in
            Self.edges(of: transition, in: spec) { source in containers[source].flatMap { containerRoots[$0] } }
        }
        addGates(of: spec, roots: roots)
    }

    /// Marks each gated screen with its gates and draws an edge from it to each gate's flow.
    private mutating func addGates(of spec: RouteSpec, roots: Set<String>) {
        guard !spec.gates.isEmpty else { return }
        let flows = Dictionary(
            spec.gates.map { ($0.name.value, $0.flow?.value) },
            uniquingKeysWith: { first, _ in first }
        )
        let rootGates = spec.root?.requires.map(\.value) ?? []
        for (index, screen) in spec.screens.enumerated() {
            let gates = (roots.contains(screen.name.value) ? rootGates : []) + screen.requires.map(\.value)
            nodes[index].gates = gates
            for gate in gates {
                guard let flow = flows[gate] ?? nil else { continue }
                edges.append(Edge(from: nodes[index].id, to: "s_" + flow, label: "gate " + gate, kind: .gate))
            }
        }
    }

    private static func clusters(of spec: RouteSpec, containers plans: [String: DeepLinkPlan.Container]) -> [Cluster] {
        var containers: [(id: String, title: String)] = []
        switch spec.root?.kind {
        case .stack?: containers = [("main", "Navigation stack")]
        case .tabs(let tabBar)?: containers = tabBar.tabs.map { ("tab_" + $0.id.value, "Tab: " + $0.title.value) }
        case .split?: containers = [("primary", "Primary"), ("secondary", "Secondary (detail)")]
        case nil: break
        }
        // `check`'s analysis decides what is reached, so that the "Not reached from a root" group holds exactly
        // the screens it warns about. A reached screen joins the presented group when only `present` shows it,
        // else the container where the shortest chain from a root first reaches it; one that only a screen
        // inside a presentation reaches joins the group of the screen it is first reached from.
        let presentedOnly = spec.presentedOnlyScreens
        let reachability = spec.reachability
        let flows = Set(spec.gates.compactMap(\.flow?.value))
        func clusterOf(_ screen: String) -> String? {
            guard reachability.contains(screen) else { return nil }
            var current = screen
            for _ in 0...spec.screens.count {
                if presentedOnly.contains(current) { return "presented" }
                if plans[current] == nil, flows.contains(current) { return "gates" }
                if let container = plans[current] { return clusterID(container) }
                guard let parent = reachability.parent(of: current) else { break }
                current = parent
            }
            return containers.first?.id
        }
        var members: [String: [String]] = [:]
        var presented: [String] = []
        var gateFlows: [String] = []
        var elsewhere: [String] = []
        for screen in spec.screens.map(\.name.value) {
            switch clusterOf(screen) {
            case "presented"?: presented.append(screen)
            case "gates"?: gateFlows.append(screen)
            case let id?: members[id, default: []].append(screen)
            case nil: elsewhere.append(screen)
            }
        }
        var clusters = containers.map { Cluster(id: $0.id, title: $0.title, screens: members[$0.id] ?? []) }
        if !presented.isEmpty { clusters.append(Cluster(id: "presented", title: "Presented", screens: presented)) }
        if !gateFlows.isEmpty { clusters.append(Cluster(id: "gates", title: "Gate flows", screens: gateFlows)) }
        if !elsewhere.isEmpty {
            clusters.append(Cluster(id: "other", title: "Not reached from a root", screens: elsewhere))
        }
        return clusters
    }

    private static func clusterID(_ container: DeepLinkPlan.Container) -> String {
        switch container {
        case .main: "main"
        case .tab(let tab): "tab_" + tab
        case .primary: "primary"
        case .secondary: "secondary"
        }
    }

    /// The edges of a transition: from each source to the last screen its steps show (or pop
    /// to); a transition that only pops or dismisses is drawn to its stack's root
    /// (`popToRoot`) or back to its source.
    private static func edges(of transition: Transition, in spec: RouteSpec, rootOf: (String) -> String?) -> [Edge] {
        let targets = transition.steps.compactMap { step -> (String, EdgeKind)? in
            switch step.value {
            case .push(let screen, _): (screen.value, .push)
            case .present(let screen, _): (screen.value, .present)
            case .replace(let screen, _): (screen.value, .replace)
            case .showDetail(let screen, _): (screen.value, .showDetail)
            case .popTo(let screen, _): (screen.value, .popTo)
            case .selectTab(let tab): spec.tabs.first { $0.id.value == tab.value }.map { ($0.screen.value, .steps) }
            case .pop, .popToRoot, .dismiss, .dismissAll: nil
            }
        }
        let name = transition.name.value
        let sources: [String]
        switch transition.sources {
        case .all: sources = [anyScreenID]
        case .screens(let screens): sources = screens.map { "s_" + $0.value }
        }
        guard let last = targets.last else {
            let label = "\(name) (" + transition.steps.map(\.value.keyword.rawValue).joined(separator: ", ") + ")"
            let toRoot = transition.steps.last.map { if case .popToRoot = $0.value { true } else { false } } ?? false
            return sources.map { source in
                let root = toRoot ? rootOf(String(source.dropFirst(2))).map { "s_" + $0 } : nil
                return Edge(from: source, to: root ?? source, label: label, kind: .popTo)
            }
        }
        // A multi-step move is drawn solid, whatever its last step (a `present` last included).
        let kind: EdgeKind = transition.steps.count == 1 ? last.1 : .steps
        // The transition's own `style` shows on its presentations unless it is the default, a sheet.
        let style = transition.style.map(\.value).flatMap { $0 == .sheet ? nil : $0 }
        // A lone `selectTab` names its tab, as a step of several does.
        let label =
            transition.steps.count == 1 && !hasLongForm(transition.steps[0].value) && last.1 != .steps
            ? "\(name) (\(last.1.rawValue)\(style.map { " \($0.rawValue)" } ?? ""))"
            : "\(name) (" + transition.steps.map { stepLabel($0.value, style: style) }.joined(separator: ", ") + ")"
        return sources.map { Edge(from: $0, to: "s_" + last.0, label: label, kind: kind) }
    }

    /// Whether a step is written in a long form that its label must show.
    private static func hasLongForm(_ step: Step) -> Bool {
        if let options = step.showOptions {
            return !options.bindings.isEmpty || options.singleTop || options.style != nil || options.detents != nil
                || options.transition != nil
        }
        if case .popTo(_, let options) = step { return options != .none }
        return false
    }

    /// A step as an edge label shows it: `push detail with source=schedule`, `popTo home inclusive, ifMissing skip`.
    private static func stepLabel(_ step: Step, style transitionStyle: PresentationStyle? = nil) -> String {
        let keyword = step.keyword.rawValue
        switch step {
        case .push(let screen, let options), .present(let screen, let options), .replace(let screen, let options),
            .showDetail(let screen, let options):
            var text = "\(keyword) \(screen.value)"
            if options.singleTop { text += " singleTop" }
            if let style = options.style?.value ?? (step.keyword == .present ? transitionStyle : nil) {
                text += " \(style.rawValue)"
            }
            if let detents = options.detents, !detents.value.isEmpty {
                text += " detents " + detents.value.map(\.value.rawValue).joined(separator: "/")
            }
            if let transition = options.transition { text += " \(transition.value.rawValue)" }
            if !options.bindings.isEmpty {
                let values = options.bindings.map { binding in
                    "\(binding.name.value)=\(binding.value.scalar?.text ?? binding.value.kindDescription)"
                }
                text += " with " + values.joined(separator: " ")
            }
            return text
        case .popTo(let screen, let options):
            var text = "\(keyword) \(screen.value)"
            if options.inclusive { text += " inclusive" }
            if options.ifMissing == .skip { text += " ifMissing skip" }
            if let key = options.deliver { text += " deliver \(key.value)" }
            return text
        case .selectTab(let tab): return "selectTab \(tab.value)"
        case .pop, .popToRoot, .dismiss, .dismissAll: return keyword
        }
    }
}
