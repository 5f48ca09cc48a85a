/// How a linked screen opens from a URL: the root-container stack it lives in, the screens
/// below it (its synthesized back stack), and whether it is presented over them.
struct DeepLinkPlan: Equatable {
    /// A stack of the root container.
    enum Container: Hashable {
        /// The single navigation stack.
        case main
        /// The stack of a tab, by tab id.
        case tab(String)
        /// The split view's primary stack.
        case primary
        /// The split view's secondary (detail) stack.
        case secondary
    }

    /// The stack that the link opens.
    var container: Container
    /// The screens of that stack, its root first; the linked screen last unless it is presented.
    var stack: [String]
    /// The linked screen when it is presented over the stack, with the style of the presenting transition.
    var presented: (screen: String, style: PresentationStyle)?
    /// Where the back stack comes from.
    var origin: Origin = .transitions

    /// Where a plan's back stack comes from.
    enum Origin: Equatable {
        /// The shortest chain of transitions whose params the link carries.
        case transitions
        /// The screen's `backStack`.
        case declared
        /// No chain's params come from the link: the link opens over its stack's root (a warning).
        case fallback(DeepLinkPlanFailure)
    }

    static func == (lhs: DeepLinkPlan, rhs: DeepLinkPlan) -> Bool {
        lhs.container == rhs.container && lhs.stack == rhs.stack && lhs.presented?.screen == rhs.presented?.screen
            && lhs.presented?.style == rhs.presented?.style && lhs.origin == rhs.origin
    }
}

/// Why a linked screen's back stack cannot be built: the shortest chain that leads to it has a
/// screen whose param the link does not carry and that has no default.
struct DeepLinkPlanFailure: Error, Equatable {
    /// The screen below the linked one.
    var screen: String
    /// Its param that nothing fills.
    var param: String
}

/// Finds every linked screen's back stack: the shortest chain of single-step transitions
/// (push, present, replace, showDetail) from a root whose screens' params can all be filled
/// from the link (a param of the same name and type), by defaults, or with `nil` for optionals.
/// The root screen a chain starts from needs nothing: the link keeps the root its stack has when
/// it does not carry the root's params.
///
/// A linked screen that no such chain reaches opens alone, as the root of the stack shown at
/// launch: a deep link is a way in of its own.
struct DeepLinkPlanner {
    private struct Node {
        var screen: String
        var container: DeepLinkPlan.Container
        var parent: Int?
        /// Whether `screen` replaced the stack (it is the root of its stack).
        var startsStack: Bool
    }

    /// A screen in a stack, which the search visits once.
    private struct Visit: Hashable {
        var screen: String
        var container: DeepLinkPlan.Container
    }

    private enum Move {
        case push(String), present(String, PresentationStyle), replace(String), showDetail(String)
    }

    private let spec: RouteSpec
    private var moves: [String: [Move]] = [:]

    init(spec: RouteSpec) {
        self.spec = spec
        // Room for a list of moves per screen up front, rather than rehashing as the dictionary doubles.
        moves.reserveCapacity(spec.screens.count)
        var fromEverywhere: [Move] = []
        for transition in spec.transitions where transition.steps.count == 1 {
            let move: Move
            switch transition.steps[0].value {
            case .push(let screen, _): move = .push(screen.value)
            case .present(let screen, let options): move = .present(screen.value, transition.style(of: options))
            case .replace(let screen, _): move = .replace(screen.value)
            case .showDetail(let screen, _): move = .showDetail(screen.value)
            case .selectTab, .popTo, .pop, .popToRoot, .dismiss, .dismissAll: continue
            }
            switch transition.sources {
            case .all: fromEverywhere.append(move)
            case .screens(let sources):
                for source in sources { moves[source.value, default: []].append(move) }
            }
        }
        if !fromEverywhere.isEmpty {
            for screen in spec.screens { moves[screen.name.value, default: []] += fromEverywhere }
        }
    }

    /// The plans of every screen with a path, by screen name.
    func plans() -> [String: Result<DeepLinkPlan, DeepLinkPlanFailure>] {
        let linked = spec.screens.filter { $0.path != nil }
        guard !linked.isEmpty else { return [:] }
        let shortest = search(for: nil)
        var plans: [String: Result<DeepLinkPlan, DeepLinkPlanFailure>] = [:]
        plans.reserveCapacity(linked.count)
        for target in linked {
            let name = target.name.value
            if let backStack = target.backStack {
                plans[name] = declaredPlan(
                    for: target,
                    backStack: backStack.value.map(\.value),
                    shortest: shortest[name]
                )
                continue
            }
            guard let plan = shortest[name] else {
                plans[name] = .success(DeepLinkPlan(container: launchContainer, stack: [name]))
                continue
            }
            if let missing = missingParam(in: plan, for: target) {
                // The shortest chain does not fit: look for one that does.
                plans[name] = .success(
                    search(for: target)[name] ?? fallbackPlan(for: name, over: plan, because: missing)
                )
            } else {
                plans[name] = .success(plan)
            }
        }
        return plans
    }

    /// A breadth-first search from the roots; with a target, only through screens whose
    /// params the target's link can fill. Returns the first plan found for each screen.
    func search(for target: Screen?) -> [String: DeepLinkPlan] {
        var nodes: [Node] = []
        var visited: Set<Visit> = []
        func enqueue(_ node: Node) {
            if visited.insert(Visit(screen: node.screen, container: node.container)).inserted { nodes.append(node) }
        }
        for (screen, container) in roots {
            enqueue(Node(screen: screen, container: container, parent: nil, startsStack: true))
        }

        var plans: [String: DeepLinkPlan] = [:]
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            defer { index += 1 }
            if plans[node.screen] == nil {
                plans[node.screen] = DeepLinkPlan(container: node.container, stack: stack(ending: index, in: nodes))
            }
            // A root keeps the route the stack has when the link does not carry its params.
            if let target, node.parent != nil, node.screen != target.name.value, !canFill(node.screen, from: target) {
                continue
            }
            for move in moves[node.screen] ?? [] {
                switch move {
                case .push(let screen):
                    enqueue(Node(screen: screen, container: node.container, parent: index, startsStack: false))
                case .replace(let screen):
                    enqueue(Node(screen: screen, container: node.container, parent: index, startsStack: true))
                case .showDetail(let screen):
                    guard case .split? = spec.root?.kind else { continue }
                    enqueue(Node(screen: screen, container: .secondary, parent: index, startsStack: true))
                case .present(let screen, let style):
                    if plans[screen] == nil {
                        plans[screen] = DeepLinkPlan(
                            container: node.container,
                            stack: stack(ending: index, in: nodes),
                            presented: (screen, style)
                        )
                    }
                }
            }
        }
        return plans
    }

    /// The plan of a screen with `backStack`: its first entry picks the stack; `[]` opens the screen over
    /// the root of the stack its shortest chain leads through. `nil`-free: a bad entry is the rule's error.
    private func declaredPlan(
        for target: Screen,
        backStack: [String],
        shortest: DeepLinkPlan?
    ) -> Result<DeepLinkPlan, DeepLinkPlanFailure> {
        let name = target.name.value
        let container: DeepLinkPlan.Container
        var stack: [String]
        if let first = backStack.first {
            guard let root = roots.first(where: { $0.0 == first && $0.1 != .secondary }) else {
                return .failure(DeepLinkPlanFailure(screen: first, param: ""))
            }
            container = root.1
            stack = backStack
        } else {
            container = shortest?.container ?? launchContainer
            stack = roots.first { $0.1 == container }.map { [$0.0] } ?? []
        }
        var plan = DeepLinkPlan(container: container, stack: stack, origin: .declared)
        if spec.presentedOnlyScreens.contains(name), !stack.isEmpty {
            plan.presented = (name, presentationStyle(of: name))
        } else if stack != [name] {
            stack.append(name)
            plan.stack = stack
        }
        return .success(plan)
    }

    /// The plan of a link that no chain's params come from: the screen over the root of the stack that its
    /// shortest chain leads through (presented over it when the chain presents it).
    private func fallbackPlan(
        for name: String,
        over shortest: DeepLinkPlan,
        because missing: DeepLinkPlanFailure
    )
        -> DeepLinkPlan
    {
        let root = Array(shortest.stack.prefix(1))
        var plan = DeepLinkPlan(container: shortest.container, stack: root, origin: .fallback(missing))
        if let presented = shortest.presented {
            plan.presented = presented
        } else if root != [name] {
            plan.stack.append(name)
        }
        return plan
    }

    /// The style a screen that only `present` shows is presented with: that of the first transition presenting it.
    private func presentationStyle(of screen: String) -> PresentationStyle {
        for transition in spec.transitions {
            for step in transition.steps {
                if case .present(let shown, let options) = step.value, shown.value == screen {
                    return transition.style(of: options)
                }
            }
        }
        return .sheet
    }

    /// The stack shown at launch: the main stack, the selected tab's, or the primary.
    private var launchContainer: DeepLinkPlan.Container {
        switch spec.root?.kind {
        case .tabs(let tabBar)?: .tab(tabBar.selected?.value ?? tabBar.tabs.first?.id.value ?? "")
        case .split?: .primary
        case .stack?, nil: .main
        }
    }

    /// The roots of the containers, in order.
    private var roots: [(String, DeepLinkPlan.Container)] {
        switch spec.root?.kind {
        case .stack(let screen)?: [(screen.value, .main)]
        case .tabs(let tabBar)?: tabBar.tabs.map { ($0.screen.value, .tab($0.id.value)) }
        case .split(let split)?:
            [(split.primary.value, .primary)] + (split.secondary.map { [($0.value, .secondary)] } ?? [])
        case nil: []
        }
    }

    /// The screens of the stack that ends with node `index`.
    private func stack(ending index: Int, in nodes: [Node]) -> [String] {
        var screens: [String] = []
        var current: Int? = index
        while let position = current {
            screens.append(nodes[position].screen)
            current = nodes[position].startsStack ? nil : nodes[position].parent
        }
        return screens.reversed()
    }

    /// Whether every param of `screen` comes with `target`'s link, has a default, or is optional (`nil`).
    private func canFill(_ screen: String, from target: Screen) -> Bool {
        spec.screen(named: screen)?.params.allSatisfy { Self.canFill($0, from: target) } ?? false
    }

    /// Whether a back-stack screen's param can be filled: from a param of the link's screen with the
    /// same name and type, by its default, or with `nil` when it is optional.
    static func canFill(_ param: Param, from target: Screen) -> Bool {
        param.declaresDefault || param.type.value.isOptional
            || target.param(named: param.name.value)?.type.value == param.type.value
    }

    private func missingParam(in plan: DeepLinkPlan, for target: Screen) -> DeepLinkPlanFailure? {
        var below = plan.presented == nil ? plan.stack.dropLast() : plan.stack[...]
        if below.first == spec.rootScreen(of: plan.container) { below = below.dropFirst() }
        for screen in below {
            guard let declaration = spec.screen(named: screen) else { continue }
            for param in declaration.params where !Self.canFill(param, from: target) {
                return DeepLinkPlanFailure(screen: screen, param: param.name.value)
            }
        }
        return nil
    }
}
