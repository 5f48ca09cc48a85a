/// Finds every linked screen's back stack: the shortest chain of single-step transitions
/// (push, present, replace, showDetail) from a root whose screens' params can all be filled
/// from the link (a param of the same name and type), by defaults, or with `nil` for optionals.
/// The root screen a chain starts from needs nothing: the link keeps the root its stack has when
/// it does not carry the root's params.
///
/// A linked screen that no such chain reaches opens alone, as the root of the stack shown at
/// launch: a deep link is a way in of its own.
///
/// The search goes by screen number (``ScreenNumbering``) rather than by name.
struct DeepLinkPlanner {
    /// A screen in a stack, reached from `parent`.
    private struct Node {
        var screen: Int
        /// The index of the node's stack in ``containers``.
        var container: Int
        var parent: Int?
        /// Whether `screen` replaced the stack (it is the root of its stack).
        var startsStack: Bool
    }

    private enum Move {
        case push(Int), present(Int, PresentationStyle), replace(Int), showDetail(Int)
    }

    /// Where a search first reached a screen: the node showing it, or the node presenting it and how.
    private struct Arrival {
        var node: Int
        var presentation: PresentationStyle?
    }

    /// What one search found: its nodes, and where it first reached each screen, by number.
    private struct Reach {
        var nodes: [Node] = []
        var arrivals: [Arrival?]
    }

    private let spec: RouteSpec
    private var numbering: ScreenNumbering
    /// The single-step moves of the transitions that list a screen in `from`, by number.
    private var moves: [[Move]]
    /// The single-step moves from every screen (`from: "*"`), which follow a declared screen's own.
    private var movesFromEverywhere: [Move] = []
    /// The distinct stacks of the root container; a node names its stack by index.
    private var containers: [DeepLinkPlan.Container] = []
    /// The roots of the containers, in order, with the index of their stack.
    private var roots: [(screen: Int, container: Int)] = []
    /// The root screen each stack has from launch, by stack index: that of its first root.
    private var launchRoots: [Int?] = []

    init(spec: RouteSpec) {
        self.spec = spec
        numbering = ScreenNumbering(spec: spec)
        moves = Array(repeating: [], count: numbering.declaredCount)
        for (screen, container) in Self.roots(of: spec.root) {
            roots.append((number(of: screen), index(of: container)))
        }
        for transition in spec.transitions where transition.steps.count == 1 {
            let move: Move
            switch transition.steps[0].value {
            case .push(let screen, _): move = .push(number(of: screen.value))
            case .present(let screen, let options):
                move = .present(number(of: screen.value), transition.style(of: options))
            case .replace(let screen, _): move = .replace(number(of: screen.value))
            case .showDetail(let screen, _): move = .showDetail(number(of: screen.value))
            case .selectTab, .popTo, .pop, .popToRoot, .dismiss, .dismissAll: continue
            }
            switch transition.sources {
            case .all: movesFromEverywhere.append(move)
            case .screens(let sources):
                for source in sources { moves[number(of: source.value)].append(move) }
            }
        }
        if case .split? = spec.root?.kind { _ = index(of: .secondary) }
        launchRoots = containers.indices.map { container in roots.first { $0.container == container }?.screen }
    }

    /// The number of a screen name, with room for its moves.
    private mutating func number(of name: String) -> Int {
        let number = numbering.number(of: name)
        if number == moves.count { moves.append([]) }
        return number
    }

    /// The index of a stack in ``containers``, adding it when it is new.
    private mutating func index(of container: DeepLinkPlan.Container) -> Int {
        if let index = containers.firstIndex(of: container) { return index }
        containers.append(container)
        return containers.count - 1
    }

    /// Marks for every (screen, stack) pair of this planner's searches, none visited.
    private func unvisitedMarks() -> VisitMarks {
        VisitMarks(count: numbering.names.count * containers.count)
    }

    /// How many linked screens one task of ``plans(screensPerTask:)`` plans: enough that a task outweighs handing it
    /// to a core, few enough that the cores share the screens evenly.
    static let screensPerTask = 256

    /// The plan of every screen with a path, by the screen's index in the spec's screens (`nil` for a
    /// screen without one).
    ///
    /// A linked screen's plan needs only the shortest chains, which one search finds for all, and
    /// sometimes a search of its own: so the screens are planned on every core at once, in tasks of
    /// `screensPerTask` screens (the plans do not depend on it).
    func plans(screensPerTask: Int = Self.screensPerTask) -> [Result<DeepLinkPlan, DeepLinkPlanFailure>?] {
        var plans = [Result<DeepLinkPlan, DeepLinkPlanFailure>?](repeating: nil, count: spec.screens.count)
        let linked = spec.screens.indices.filter { spec.screens[$0].path != nil }
        guard !linked.isEmpty else { return plans }
        var marks = unvisitedMarks()
        let shortest = search(for: nil, marks: &marks)
        let tasks = stride(from: 0, to: linked.count, by: screensPerTask).map {
            linked[$0..<min($0 + screensPerTask, linked.count)]
        }
        let planned = tasks.concurrentMap { numbers in
            // Marks of the task's own, made only if one of its screens needs a search of its own.
            var marks: VisitMarks?
            return numbers.map { plan(forScreen: $0, shortest: shortest, marks: &marks) }
        }
        for (number, plan) in zip(linked, planned.joined()) { plans[number] = plan }
        return plans
    }

    /// The plan of linked screen `number`, from the shortest chains of `shortest`; `marks` are made for
    /// a search of its own when the shortest chain's params do not fit.
    private func plan(
        forScreen number: Int,
        shortest: Reach,
        marks: inout VisitMarks?
    ) -> Result<DeepLinkPlan, DeepLinkPlanFailure> {
        let target = spec.screens[number]
        let name = target.name.value
        if let backStack = target.backStack {
            return declaredPlan(
                for: target,
                backStack: backStack.value.map(\.value),
                shortest: plan(of: number, in: shortest)
            )
        }
        guard let chain = chain(to: number, in: shortest) else {
            return .success(DeepLinkPlan(container: launchContainer, stack: [name]))
        }
        guard let missing = missingParam(in: chain, for: target) else { return .success(plan(of: chain)) }
        // The shortest chain does not fit: look for one that does.
        var searchMarks = marks.take() ?? unvisitedMarks()
        let fitting = search(for: (target, number), marks: &searchMarks)
        marks = searchMarks
        return .success(
            plan(of: number, in: fitting) ?? fallbackPlan(for: name, over: plan(of: chain), because: missing)
        )
    }

    /// The plan of the shortest chain from a root to every screen it reaches, by screen name.
    func shortestPlans() -> [String: DeepLinkPlan] {
        var marks = unvisitedMarks()
        let reach = search(for: nil, marks: &marks)
        var plans: [String: DeepLinkPlan] = [:]
        for number in numbering.names.indices {
            if let plan = plan(of: number, in: reach) { plans[numbering.names[number]] = plan }
        }
        return plans
    }

    /// A breadth-first search from the roots; with a target, only through screens whose params
    /// the target's link can fill, and only until it reaches the target.
    private func search(for target: (screen: Screen, number: Int)?, marks: inout VisitMarks) -> Reach {
        var reach = Reach(arrivals: Array(repeating: nil, count: numbering.names.count))
        // Most searches reach most screens, in one stack or more.
        reach.nodes.reserveCapacity(numbering.names.count)
        marks.startSearch()
        func enqueue(_ node: Node) {
            if marks.insert(node.screen * containers.count + node.container) { reach.nodes.append(node) }
        }
        for root in roots {
            enqueue(Node(screen: root.screen, container: root.container, parent: nil, startsStack: true))
        }
        let secondary = containers.firstIndex(of: .secondary)
        var index = 0
        while index < reach.nodes.count {
            let node = reach.nodes[index]
            defer { index += 1 }
            if reach.arrivals[node.screen] == nil {
                reach.arrivals[node.screen] = Arrival(node: index)
                if node.screen == target?.number { break }
            }
            // A root keeps the route the stack has when the link does not carry its params.
            if let target, node.parent != nil, node.screen != target.number, !canFill(node.screen, from: target.screen)
            {
                continue
            }
            /// Follows a move from this node; returns whether it presents the target, which ends the search.
            func follow(_ move: Move) -> Bool {
                switch move {
                case .push(let screen):
                    enqueue(Node(screen: screen, container: node.container, parent: index, startsStack: false))
                case .replace(let screen):
                    enqueue(Node(screen: screen, container: node.container, parent: index, startsStack: true))
                case .showDetail(let screen):
                    guard let secondary else { break }
                    enqueue(Node(screen: screen, container: secondary, parent: index, startsStack: true))
                case .present(let screen, let style):
                    guard reach.arrivals[screen] == nil else { break }
                    reach.arrivals[screen] = Arrival(node: index, presentation: style)
                    return screen == target?.number
                }
                return false
            }
            for move in moves[node.screen] where follow(move) { return reach }
            // Only a declared screen makes the moves from every screen.
            guard node.screen < numbering.declaredCount else { continue }
            for move in movesFromEverywhere where follow(move) { return reach }
        }
        return reach
    }

    /// The chain by which a search first reached a screen, if it did: the screens of its stack, root
    /// first, and the screen it presents, if it presents one.
    private struct Chain {
        /// The index of the stack in ``containers``.
        var container: Int
        /// The numbers of the stack's screens, its root first.
        var stack: [Int]
        var presented: (screen: Int, style: PresentationStyle)?
    }

    /// The chain by which a search first reached screen `number`, if it did.
    private func chain(to number: Int, in reach: Reach) -> Chain? {
        guard let arrival = reach.arrivals[number] else { return nil }
        /// The node below `position` in its stack, if it is not the stack's root.
        func below(_ position: Int) -> Int? {
            reach.nodes[position].startsStack ? nil : reach.nodes[position].parent
        }
        // The stack's height first, so that its screens are stored, root first, without growing or
        // reversing the array.
        var height = 0
        var current: Int? = arrival.node
        while let position = current {
            height += 1
            current = below(position)
        }
        var stack = [Int](repeating: 0, count: height)
        current = arrival.node
        while let position = current {
            height -= 1
            stack[height] = reach.nodes[position].screen
            current = below(position)
        }
        return Chain(
            container: reach.nodes[arrival.node].container,
            stack: stack,
            presented: arrival.presentation.map { (number, $0) }
        )
    }

    /// The plan of the chain by which a search first reached screen `number`, if it did.
    private func plan(of number: Int, in reach: Reach) -> DeepLinkPlan? {
        chain(to: number, in: reach).map(plan(of:))
    }

    /// The plan that opens a chain.
    private func plan(of chain: Chain) -> DeepLinkPlan {
        DeepLinkPlan(
            container: containers[chain.container],
            stack: chain.stack.map { numbering.names[$0] },
            presented: chain.presented.map { (numbering.names[$0.screen], $0.style) }
        )
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
            guard
                let root = roots.first(where: {
                    numbering.names[$0.screen] == first && containers[$0.container] != .secondary
                })
            else {
                return .failure(DeepLinkPlanFailure(screen: first, param: ""))
            }
            container = containers[root.container]
            stack = backStack
        } else {
            container = shortest?.container ?? launchContainer
            stack = roots.first { containers[$0.container] == container }.map { [numbering.names[$0.screen]] } ?? []
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
    private static func roots(of root: Root?) -> [(String, DeepLinkPlan.Container)] {
        switch root?.kind {
        case .stack(let screen)?: [(screen.value, .main)]
        case .tabs(let tabBar)?: tabBar.tabs.map { ($0.screen.value, .tab($0.id.value)) }
        case .split(let split)?:
            [(split.primary.value, .primary)] + (split.secondary.map { [($0.value, .secondary)] } ?? [])
        case nil: []
        }
    }

    /// Whether every param of screen `number` comes with `target`'s link, has a default, or is optional
    /// (`nil`); never for a name no screen declares.
    private func canFill(_ number: Int, from target: Screen) -> Bool {
        guard number < numbering.declaredCount else { return false }
        return spec.screens[number].params.allSatisfy { Self.canFill($0, from: target) }
    }

    /// Whether a back-stack screen's param can be filled: from a param of the link's screen with the
    /// same name and type, by its default, or with `nil` when it is optional.
    static func canFill(_ param: Param, from target: Screen) -> Bool {
        param.declaresDefault || param.type.value.isOptional
            || target.param(named: param.name.value)?.type.value == param.type.value
    }

    /// The first param of a screen below the linked one in `chain` that `target`'s link cannot fill: of the
    /// screens under it, or under the presentation, except the root its stack has from launch.
    private func missingParam(in chain: Chain, for target: Screen) -> DeepLinkPlanFailure? {
        var below = chain.presented == nil ? chain.stack.dropLast() : chain.stack[...]
        if let first = below.first, first == launchRoots[chain.container] { below = below.dropFirst() }
        for number in below where number < numbering.declaredCount {
            for param in spec.screens[number].params where !Self.canFill(param, from: target) {
                return DeepLinkPlanFailure(screen: numbering.names[number], param: param.name.value)
            }
        }
        return nil
    }
}

/// Which (screen, stack) pairs a search has visited, for one search after another without clearing:
/// a pair is marked with the number of the search that visited it.
private struct VisitMarks {
    private var marks: [UInt32]
    private var search: UInt32 = 0

    /// Marks for `count` pairs, none visited.
    init(count: Int) {
        marks = Array(repeating: 0, count: count)
    }

    /// Starts a search that has visited nothing yet.
    mutating func startSearch() {
        search += 1
    }

    /// Marks a pair as visited; returns whether it was not visited yet in this search.
    mutating func insert(_ pair: Int) -> Bool {
        guard marks[pair] != search else { return false }
        marks[pair] = search
        return true
    }
}
