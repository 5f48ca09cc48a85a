/// Finds every linked screen's back stack: the shortest chain of transitions from a root whose screens'
/// params can all be filled from the link (a param of the same name and type), by defaults, or with `nil`
/// for optionals. The root screen a chain starts from needs nothing: the link keeps the root its stack has
/// when it does not carry the root's params.
///
/// A transition of several steps is applied to the whole stack it starts from, as RouteKit applies it
/// (`popTo … ifMissing: skip` then `push`, `selectTab` then `push`, …), so a chain can pass through any
/// move that leaves a stack; moves made inside a presentation are not followed.
///
/// A linked screen that no chain reaches opens over the root of the stack shown at launch (presented over
/// it when the spec only presents it), and ``DeepLinkRule`` warns: a link never makes a stack whose root is
/// gone.
///
/// The search goes by screen number (``ScreenNumbering``) rather than by name.
package struct DeepLinkPlanner {
    /// A screen in a stack, reached from `parent`.
    private struct Node {
        package var screen: Int
        /// The index of the node's stack in ``containers``.
        package var container: Int
        package var parent: Int?
        /// Whether `screen` replaced the stack (it is the root of its stack).
        package var startsStack: Bool
        /// Whether the search had walked a stack like the node's when a move added it: a chain passes
        /// through the node, but the search does not walk on from it.
        package var isWalked = false
        /// How the target's link fills the node's stack (wholly, in a search without a target).
        package var fill: Fill
    }

    /// How a target's link fills a stack's params: wholly, or up to a screen (`nil`: none of it).
    ///
    /// A search walks a stack the link fills once for its top screen and container; one it does not fill, once
    /// for its top, its container and the top of the part it fills, since a later move may pop the rest.
    private struct Fill {
        package var topScreen: Int?
        package var isFilled = true
    }

    /// A stack whose params the target's link does not fill, as a search tells such stacks apart.
    private struct UnfilledStack: Hashable {
        package var screen: Int
        package var container: Int
        package var filledTop: Int?
    }

    /// A step of a transition, its screens and tab by number, as the search applies it to a stack.
    private enum PlannedStep {
        case push(Int, singleTop: Bool)
        case present(Int, PresentationStyle)
        case replace(Int)
        case showDetail(Int)
        /// Selects the tab whose stack has this index in ``containers``; `nil` for a tab the root lacks.
        case selectTab(Int?)
        case popTo(Int, PopToOptions)
        case pop, popToRoot, dismiss, dismissAll
    }

    /// One screen of a stack while a move is applied, with its node when the search has one.
    private struct StackEntry {
        package var screen: Int
        package var node: Int?
    }

    /// Where a search first reached a screen: the node showing it, or the node presenting it and how.
    private struct Arrival {
        package var node: Int
        package var presentation: PresentationStyle?
    }

    /// What one search found: its nodes, and where it first reached each screen, by number.
    private struct Reach {
        package var nodes: [Node] = []
        package var arrivals: [Arrival?]
        /// The stacks the link does not fill that the search walked.
        package var unfilledStacks: Set<UnfilledStack> = []
    }

    private let spec: RouteSpec
    private var numbering: ScreenNumbering
    /// The steps of the transitions that list a screen in `from`, by number.
    private var moves: [[[PlannedStep]]]
    /// The steps of the transitions from every screen (`from: "*"`), which follow a declared screen's own.
    private var movesFromEverywhere: [[PlannedStep]] = []
    /// The distinct stacks of the root container; a node names its stack by index.
    private var containers: [DeepLinkPlan.Container] = []
    /// The roots of the containers, in order, with the index of their stack; a search's first nodes.
    private var roots: [(screen: Int, container: Int)] = []
    /// The root screen each stack has from launch, by stack index: that of its first root.
    private var launchRoots: [Int?] = []

    package init(spec: RouteSpec) {
        self.spec = spec
        numbering = ScreenNumbering(spec: spec)
        moves = Array(repeating: [], count: numbering.declaredCount)
        for (screen, container) in Self.roots(of: spec.root) {
            roots.append((number(of: screen), index(of: container)))
        }
        if case .split? = spec.root?.kind { _ = index(of: .secondary) }
        for transition in spec.transitions {
            let steps = transition.steps.map { planned($0.value, of: transition) }
            switch transition.sources {
            case .all: movesFromEverywhere.append(steps)
            case .screens(let sources):
                for source in sources { moves[number(of: source.value)].append(steps) }
            }
        }
        launchRoots = containers.indices.map { container in roots.first { $0.container == container }?.screen }
    }

    /// A step of `transition` with its screens and tab by number.
    private mutating func planned(_ step: Step, of transition: Transition) -> PlannedStep {
        switch step {
        case .push(let screen, let options): .push(number(of: screen.value), singleTop: options.singleTop)
        case .present(let screen, let options): .present(number(of: screen.value), transition.style(of: options))
        case .replace(let screen, _): .replace(number(of: screen.value))
        case .showDetail(let screen, _): .showDetail(number(of: screen.value))
        case .selectTab(let tab): .selectTab(containers.firstIndex(of: .tab(tab.value)))
        case .popTo(let screen, let options): .popTo(number(of: screen.value), options)
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        case .dismissAll: .dismissAll
        }
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

    /// The plan of every screen with a path, by the screen's index in the spec's screens (`nil` for a
    /// screen without one).
    ///
    /// A linked screen's plan needs only the shortest chains, which one search finds for all, and
    /// sometimes a search of its own.
    package func plans() -> [Result<DeepLinkPlan, DeepLinkPlanFailure>?] {
        var plans = [Result<DeepLinkPlan, DeepLinkPlanFailure>?](repeating: nil, count: spec.screens.count)
        let linked = spec.screens.indices.filter { spec.screens[$0].path != nil }
        guard !linked.isEmpty else { return plans }
        var marks = unvisitedMarks()
        let shortest = search(for: nil, marks: &marks)
        // Marks for the searches of screens whose shortest chain does not fit, made for the first.
        var searchMarks: VisitMarks?
        for number in linked { plans[number] = plan(forScreen: number, shortest: shortest, marks: &searchMarks) }
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
            var launch = DeepLinkPlan(container: launchContainer, stack: [])
            if spec.presentedOnlyScreens.contains(name) { launch.presented = (name, presentationStyle(of: name)) }
            return .success(fallbackPlan(for: target, over: launch, origin: .unreached))
        }
        guard let missing = missingParam(in: chain, for: target) else { return .success(plan(of: chain)) }
        // The shortest chain does not fit: look for one that does.
        var searchMarks = marks.take() ?? unvisitedMarks()
        let fitting = search(for: (target, number), marks: &searchMarks)
        marks = searchMarks
        return .success(
            plan(of: number, in: fitting)
                ?? fallbackPlan(for: target, over: plan(of: chain), origin: .fallback(missing))
        )
    }

    /// The plan of the shortest chain from a root to every screen it reaches, by screen name.
    package func shortestPlans() -> [String: DeepLinkPlan] {
        var marks = unvisitedMarks()
        let reach = search(for: nil, marks: &marks)
        var plans: [String: DeepLinkPlan] = [:]
        for number in numbering.names.indices {
            if let plan = plan(of: number, in: reach) { plans[numbering.names[number]] = plan }
        }
        return plans
    }

    /// A breadth-first search from the roots; with a target, only until it reaches the target over a stack
    /// whose params the target's link can fill.
    ///
    /// A stack that the link cannot fill is walked on too, since a later move may pop the screens it cannot
    /// fill (see ``Fill``).
    private func search(for target: (screen: Screen, number: Int)?, marks: inout VisitMarks) -> Reach {
        var reach = Reach(arrivals: Array(repeating: nil, count: numbering.names.count))
        // Most searches reach most screens, in one stack or more.
        reach.nodes.reserveCapacity(numbering.names.count)
        marks.startSearch()
        // The roots are the first nodes, in the order of `roots`; a root needs nothing from the link.
        for root in roots {
            _ = marks.insert(root.screen * containers.count + root.container)
            reach.nodes.append(
                Node(
                    screen: root.screen,
                    container: root.container,
                    parent: nil,
                    startsStack: true,
                    fill: Fill(topScreen: root.screen)
                )
            )
        }
        var index = 0
        while index < reach.nodes.count {
            let node = reach.nodes[index]
            defer { index += 1 }
            if node.isWalked { continue }
            if node.fill.isFilled, reach.arrivals[node.screen] == nil {
                reach.arrivals[node.screen] = Arrival(node: index)
                if node.screen == target?.number { break }
            }
            for steps in moves[node.screen] where follow(steps, from: index, toward: target, in: &reach, marks: &marks)
            {
                return reach
            }
            // Only a declared screen makes the moves from every screen.
            guard node.screen < numbering.declaredCount else { continue }
            for steps in movesFromEverywhere where follow(steps, from: index, toward: target, in: &reach, marks: &marks)
            {
                return reach
            }
        }
        return reach
    }

    /// Makes a move from node `position`: adds the nodes of the stack it leaves, or the arrival of the
    /// screen it presents; returns whether it presents the target, which ends the search.
    private func follow(
        _ steps: [PlannedStep],
        from position: Int,
        toward target: (screen: Screen, number: Int)?,
        in reach: inout Reach,
        marks: inout VisitMarks
    ) -> Bool {
        guard let outcome = apply(steps, at: position, in: reach) else { return false }
        // How the link fills each entry's stack: a new screen is filled when the screens below it are and the
        // link fills its params, or when it is the root its stack has from launch.
        var fills: [Fill] = []
        fills.reserveCapacity(outcome.stack.count)
        // Indices rather than `enumerated()`, here and below: the plugin's tool is built for debugging in
        // an app's debug build, where each step of an enumerated sequence looks up generic metadata.
        for offset in outcome.stack.indices {
            let entry = outcome.stack[offset]
            if let node = entry.node {
                fills.append(reach.nodes[node].fill)
                continue
            }
            let isFilled =
                target.map { target in
                    offset == 0
                        ? launchRoots[outcome.container] == entry.screen || canFill(entry.screen, from: target.screen)
                        : fills[offset - 1].isFilled && canFill(entry.screen, from: target.screen)
                } ?? true
            fills.append(
                isFilled ? Fill(topScreen: entry.screen) : Fill(topScreen: fills.last?.topScreen, isFilled: false)
            )
        }
        // Every screen of the stack a move leaves is a stack of its own too: `back()` pops down to it.
        var isWalked: [Bool] = []
        isWalked.reserveCapacity(outcome.stack.count)
        for offset in outcome.stack.indices {
            let entry = outcome.stack[offset]
            guard entry.node == nil else {
                isWalked.append(true)
                continue
            }
            let isNew =
                fills[offset].isFilled
                ? marks.insert(entry.screen * containers.count + outcome.container)
                : reach.unfilledStacks.insert(
                    UnfilledStack(
                        screen: entry.screen,
                        container: outcome.container,
                        filledTop: fills[offset].topScreen
                    )
                ).inserted
            isWalked.append(!isNew)
        }
        guard isWalked.contains(false) || outcome.presented != nil else { return false }
        var below: Int?
        for offset in outcome.stack.indices {
            let entry = outcome.stack[offset]
            if let node = entry.node {
                below = node
                continue
            }
            reach.nodes.append(
                Node(
                    screen: entry.screen,
                    container: outcome.container,
                    parent: offset == 0 ? position : below,
                    startsStack: offset == 0,
                    isWalked: isWalked[offset],
                    fill: fills[offset]
                )
            )
            below = reach.nodes.count - 1
        }
        guard let presented = outcome.presented, let presenter = below, fills.last!.isFilled,
            reach.arrivals[presented.screen] == nil
        else { return false }
        reach.arrivals[presented.screen] = Arrival(node: presenter, presentation: presented.style)
        return presented.screen == target?.number
    }

    /// What a move leaves: the stack it shows, in the container it ends in, and the screen it presents
    /// over that stack, if it presents one.
    private struct Outcome {
        package var container: Int
        /// The screens of the stack, its root first.
        package var stack: [StackEntry]
        package var presented: (screen: Int, style: PresentationStyle)?
    }

    /// The outcome of `steps` applied to the stack of node `position`, as RouteKit applies them; `nil` when
    /// a step cannot apply, or when steps follow a presentation (they act inside it).
    private func apply(_ steps: [PlannedStep], at position: Int, in reach: Reach) -> Outcome? {
        var container = reach.nodes[position].container
        var stack = entries(endingAt: position, in: reach)
        for offset in steps.indices {
            let step = steps[offset]
            // A stack emptied by an inclusive `popTo` takes only a push or a replace.
            if stack.isEmpty {
                switch step {
                case .push(let screen, _), .replace(let screen): stack = [StackEntry(screen: screen)]
                default: return nil
                }
                continue
            }
            switch step {
            case .push(let screen, let singleTop):
                if !singleTop || stack.last?.screen != screen { stack.append(StackEntry(screen: screen)) }
            case .replace(let screen):
                stack = [StackEntry(screen: screen)]
            case .showDetail(let screen):
                guard let secondary = containers.firstIndex(of: .secondary) else { return nil }
                container = secondary
                stack = [StackEntry(screen: screen)]
            case .selectTab(let tab):
                // The selected tab keeps its stack; another tab shows the stack it has from launch, as the
                // search walks one stack at a time.
                guard let tab, let root = roots.firstIndex(where: { $0.container == tab }) else { return nil }
                if tab != container {
                    container = tab
                    stack = [StackEntry(screen: roots[root].screen, node: root)]
                }
            case .popTo(let screen, let options):
                let candidates = options.inclusive ? stack[...] : stack.dropLast()
                if let found = candidates.lastIndex(where: { $0.screen == screen }) {
                    stack.removeSubrange((options.inclusive ? found : found + 1)...)
                } else if options.ifMissing == .fail, options.inclusive || stack.last?.screen != screen {
                    return nil
                }
            case .pop:
                guard stack.count > 1 else { return nil }
                stack.removeLast()
            case .popToRoot:
                stack.removeSubrange(1...)
            case .dismiss:
                // Nothing is presented over a stack that the search walks.
                return nil
            case .dismissAll:
                break
            case .present(let screen, let style):
                guard offset == steps.count - 1 else { return nil }
                return Outcome(container: container, stack: stack, presented: (screen, style))
            }
        }
        return stack.isEmpty ? nil : Outcome(container: container, stack: stack)
    }

    /// The screens of the stack whose top is node `position`, its root first.
    private func entries(endingAt position: Int, in reach: Reach) -> [StackEntry] {
        var entries: [StackEntry] = []
        var current: Int? = position
        while let node = current {
            entries.append(StackEntry(screen: reach.nodes[node].screen, node: node))
            current = reach.nodes[node].startsStack ? nil : reach.nodes[node].parent
        }
        entries.reverse()
        return entries
    }

    /// The chain by which a search first reached a screen, if it did: the screens of its stack, root
    /// first, and the screen it presents, if it presents one.
    private struct Chain {
        /// The index of the stack in ``containers``.
        package var container: Int
        /// The numbers of the stack's screens, its root first.
        package var stack: [Int]
        package var presented: (screen: Int, style: PresentationStyle)?
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

    /// The plan of a link that no chain's params come from, or that no chain reaches: the screen over the
    /// root of the stack of `shortest` (presented over it when `shortest` presents it).
    ///
    /// A stack without a root at launch (a split's secondary column) would take its root from the chain;
    /// when the link cannot fill that screen's params, the screen opens over the launch stack instead.
    private func fallbackPlan(
        for target: Screen,
        over shortest: DeepLinkPlan,
        origin: DeepLinkPlan.Origin
    ) -> DeepLinkPlan {
        let name = target.name.value
        // The root the stack has from launch, where it has one: a chain may have replaced it.
        var shortest = shortest
        var launchRoot = containers.firstIndex(of: shortest.container).flatMap { launchRoots[$0] }
        if launchRoot == nil, let first = shortest.stack.first, first != name,
            spec.screen(named: first)?.params.allSatisfy({ Self.canFill($0, from: target) }) != true
        {
            shortest = DeepLinkPlan(container: launchContainer, stack: [], presented: shortest.presented)
            launchRoot = containers.firstIndex(of: launchContainer).flatMap { launchRoots[$0] }
        }
        let root = launchRoot.map { [numbering.names[$0]] } ?? Array(shortest.stack.prefix(1))
        var plan = DeepLinkPlan(container: shortest.container, stack: root, origin: origin)
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
    package static func canFill(_ param: Param, from target: Screen) -> Bool {
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

/// Which stacks a search has visited, for one search after another without clearing: a stack is marked
/// with the number of the search that visited it.
private struct VisitMarks {
    private var marks: [UInt32]
    private var search: UInt32 = 0

    /// Marks for `count` pairs, none visited.
    package init(count: Int) {
        marks = Array(repeating: 0, count: count)
    }

    /// Starts a search that has visited nothing yet.
    package mutating func startSearch() {
        search += 1
    }

    /// Marks a pair as visited; returns whether it was not visited yet in this search.
    package mutating func insert(_ pair: Int) -> Bool {
        guard marks[pair] != search else { return false }
        marks[pair] = search
        return true
    }
}
