import RouteCompiler

/// The walks that a generated flow test file makes: for every move of a spec, the shortest way from
/// launch to a state where it applies, and the state it leads to.
///
/// A breadth-first search from the launch state applies every move of the visible screen's navigator
/// (its transitions with sample arguments, `back()`, `dismiss()`, `finish(_:)`) and the user's tab taps,
/// as RouteKit applies them (``FlowState/applying(_:from:)``), with every gate open. A move is tested from
/// the first state the search meets where RouteKit accepts it.
struct FlowTestPlan {
    /// One test: the actions from launch, the move under test, and the state it leads to.
    struct Walk {
        var path: [FlowAction]
        var move: FlowAction
        var result: FlowState
    }

    let spec: RouteSpec
    let launch: FlowState
    /// The tests of the spec's moves, in the order of the screens and their moves.
    private(set) var walks: [Walk] = []
    /// The transitions that no reached state can make, or whose arguments have no sample, by name.
    private(set) var untested: [(transition: String, reason: String)] = []

    /// The most states the search visits: enough for the shortest walk to every move of a real spec.
    static let stateLimit = 5_000

    private let builtIns: BuiltInMoves

    init?(spec: RouteSpec) {
        self.spec = spec
        builtIns = BuiltInMoves(spec: spec)
        guard let launch = Self.launchState(of: spec) else { return nil }
        self.launch = launch
        search()
    }

    /// The route of a screen with `values` by param name; a param without one takes its sample, else its default.
    func route(_ screen: Int, values: [String: String]) -> FlowState.Route? {
        var sources: [String] = []
        for param in spec.screens[screen].params {
            if let value = values[param.name.value] {
                sources.append(value)
            } else if let value = param.defaultValue?.value {
                sources.append(value.swiftSourceText(of: param.type.value))
            } else if let value = FlowSampleValue.source(for: param.type.value) {
                sources.append(value)
            } else {
                return nil
            }
        }
        return FlowState.Route(screen: screen, values: sources)
    }

    /// The state at launch, with the root screens' required params set to their samples.
    private static func launchState(of spec: RouteSpec) -> FlowState? {
        guard let root = spec.root else { return nil }
        func route(_ name: String) -> FlowState.Route? {
            guard let number = spec.screenNumbers[name] else { return nil }
            var values: [String] = []
            for param in spec.screens[number].params {
                if let value = param.defaultValue?.value {
                    values.append(value.swiftSourceText(of: param.type.value))
                } else if let sample = FlowSampleValue.source(for: param.type.value) {
                    values.append(sample)
                } else {
                    return nil
                }
            }
            return FlowState.Route(screen: number, values: values)
        }
        switch root.kind {
        case .stack(let screen):
            return route(screen.value).map { FlowState(kind: .stack, stacks: [[$0]]) }
        case .tabs(let tabBar):
            var stacks: [[FlowState.Route]] = []
            for tab in tabBar.tabs {
                guard let root = route(tab.screen.value) else { return nil }
                stacks.append([root])
            }
            let selected = tabBar.selected.flatMap { id in tabBar.tabs.firstIndex { $0.id.value == id.value } } ?? 0
            return FlowState(kind: .tabs, stacks: stacks, selectedTab: selected)
        case .split(let split):
            guard let primary = route(split.primary.value) else { return nil }
            let secondary = split.secondary.flatMap { route($0.value) }
            if split.secondary != nil && secondary == nil { return nil }
            return FlowState(kind: .split, stacks: [[primary], secondary.map { [$0] } ?? []])
        }
    }

    /// The transitions of each screen's navigator, in document order, by screen number.
    private var transitionsByScreen: [[Int]] {
        var moves = Array(repeating: [Int](), count: spec.screens.count)
        for (index, transition) in spec.transitions.enumerated() {
            switch transition.sources {
            case .all:
                for screen in moves.indices { moves[screen].append(index) }
            case .screens(let sources):
                for source in sources {
                    if let number = spec.screenNumbers[source.value], !moves[number].contains(index) {
                        moves[number].append(index)
                    }
                }
            }
        }
        return moves
    }

    /// The call of a transition with sample arguments and the steps it performs; `nil` when an argument
    /// has no sample.
    func transitionAction(_ index: Int, from screen: Int) -> FlowAction? {
        let transition = spec.transitions[index]
        var labels: [String] = []
        var values: [String: String] = [:]
        for argument in transition.arguments(in: spec).arguments {
            let param = argument.param
            if let sample = FlowSampleValue.source(for: param.type.value) {
                values[param.name.value] = sample
                labels.append(SwiftNaming.argumentLabel(param.name.value) + ": " + sample)
            } else if param.defaultValue == nil {
                return nil
            }
        }
        var steps: [FlowStep] = []
        for step in transition.steps {
            func shown(_ name: Located<String>, _ options: ShowOptions) -> FlowState.Route? {
                guard let number = spec.screenNumbers[name.value] else { return nil }
                var bound = values
                for param in spec.screens[number].params {
                    if let value = TransitionMethod.boundValue(of: param, in: options) {
                        bound[param.name.value] = value.swiftSourceText(of: param.type.value)
                    }
                }
                return route(number, values: bound)
            }
            switch step.value {
            case .push(let name, let options):
                guard let route = shown(name, options) else { return nil }
                steps.append(.push(route, singleTop: options.singleTop))
            case .present(let name, let options):
                guard let route = shown(name, options) else { return nil }
                steps.append(.present(route, transition.style(of: options)))
            case .replace(let name, let options):
                guard let route = shown(name, options) else { return nil }
                steps.append(.replace(route))
            case .showDetail(let name, let options):
                guard let route = shown(name, options) else { return nil }
                steps.append(.showDetail(route))
            case .selectTab(let tab):
                guard let tab = spec.tabs.firstIndex(where: { $0.id.value == tab.value }) else { return nil }
                steps.append(.selectTab(tab))
            case .popTo(let name, let options):
                guard let number = spec.screenNumbers[name.value] else { return nil }
                steps.append(.popTo(number, options))
            case .pop: steps.append(.pop)
            case .popToRoot: steps.append(.popToRoot)
            case .dismiss: steps.append(.dismiss)
            case .dismissAll: steps.append(.dismissAll)
            }
        }
        let name = transition.name.value
        return FlowAction(
            name: name,
            screen: screen,
            call: "." + SwiftNaming.identifier(name) + "(" + labels.joined(separator: ", ") + ")",
            steps: steps,
            transition: index
        )
    }

    /// The built-in moves of a screen's navigator: `back()`, `dismiss()`, and `finish(_:)` with a sample.
    private func builtInActions(of screen: Int) -> [FlowAction] {
        var actions: [FlowAction] = []
        if builtIns.canGoBack(screenAt: screen) {
            actions.append(FlowAction(name: "back", screen: screen, call: ".back()", steps: [.back]))
        }
        if builtIns.isPresented(screenAt: screen) {
            actions.append(FlowAction(name: "dismiss", screen: screen, call: ".dismiss()", steps: [.dismiss]))
            if let result = spec.screens[screen].result, let sample = FlowSampleValue.source(for: result.value) {
                actions.append(
                    FlowAction(name: "finish", screen: screen, call: ".finish(\(sample))", steps: [.dismiss])
                )
            }
        }
        return actions
    }

    /// The user's taps on the tabs that are not selected, with nothing presented.
    private func tabActions(in state: FlowState) -> [FlowAction] {
        guard state.kind == .tabs, state.presentations.isEmpty else { return [] }
        return spec.tabs.indices.filter { $0 != state.selectedTab }.map { tab in
            FlowAction(
                name: "select" + SwiftNaming.upperCamelCase(spec.tabs[tab].id.value),
                screen: nil,
                call: "coordinator.navigation.hostDidSelectTab(.\(SwiftNaming.identifier(spec.tabs[tab].id.value)))",
                steps: [.selectTab(tab)],
                location: .tab(tab)
            )
        }
    }

    /// The moves of the screen on top of a split view's primary column while a detail shows beside it and
    /// nothing is presented: its screen is on screen too, and its navigator moves from `.primary`.
    private func columnActions(in state: FlowState, _ actionsByScreen: [[FlowAction]]) -> [FlowAction] {
        guard state.kind == .split, state.presentations.isEmpty, state.visibleLocation == .secondary else { return [] }
        return actionsByScreen[state.stacks[0].last!.screen].map { action in
            var action = action
            action.location = .primary
            return action
        }
    }

    private mutating func search() {
        let byScreen = transitionsByScreen
        // Each screen's moves, made once: the transitions with their samples, then the built-ins.
        var actionsByScreen: [[FlowAction]] = []
        var sampleless: Set<Int> = []
        for screen in spec.screens.indices {
            var actions: [FlowAction] = []
            for transition in byScreen[screen] {
                if let action = transitionAction(transition, from: screen) {
                    actions.append(action)
                } else {
                    sampleless.insert(transition)
                }
            }
            actionsByScreen.append(actions + builtInActions(of: screen))
        }
        // The moves to test: each screen's, once; a `from: "*"` transition once, from the first state that makes it.
        struct Key: Hashable {
            var screen: Int?
            var name: String
        }
        var wanted: Set<Key> = []
        for (screen, actions) in actionsByScreen.enumerated() {
            for action in actions {
                if let transition = action.transition, case .all = spec.transitions[transition].sources {
                    wanted.insert(Key(screen: nil, name: action.name))
                } else {
                    wanted.insert(Key(screen: screen, name: action.name))
                }
            }
        }
        var found: [Key: Walk] = [:]
        var unchanged: [Key: Walk] = [:]
        var states: [FlowState] = [launch]
        var parents: [(state: Int, action: FlowAction)?] = [nil]
        var indices: [FlowState: Int] = [launch: 0]
        var next = 0
        func path(to index: Int) -> [FlowAction] {
            var actions: [FlowAction] = []
            var current = index
            while let parent = parents[current] {
                actions.append(parent.action)
                current = parent.state
            }
            return actions.reversed()
        }
        while next < states.count && found.count < wanted.count {
            let state = states[next]
            for action in actionsByScreen[state.visibleRoute.screen] + columnActions(in: state, actionsByScreen)
                + tabActions(in: state)
            {
                guard let result = state.applying(action.steps, from: action.location ?? state.visibleLocation) else {
                    continue
                }
                if let screen = action.screen {
                    var key = Key(screen: screen, name: action.name)
                    if let transition = action.transition, case .all = spec.transitions[transition].sources {
                        key.screen = nil
                    }
                    // A state the move changes shows more than one it leaves as it is; the latter is kept in case.
                    if found[key] == nil && result != state {
                        found[key] = Walk(path: path(to: next), move: action, result: result)
                    } else if unchanged[key] == nil {
                        unchanged[key] = Walk(path: path(to: next), move: action, result: result)
                    }
                }
                if indices[result] == nil && states.count < Self.stateLimit {
                    indices[result] = states.count
                    states.append(result)
                    parents.append((next, action))
                }
            }
            next += 1
        }
        found.merge(unchanged) { changing, _ in changing }
        // In the order of the screens and their moves; `from: "*"` transitions after them.
        for (screen, actions) in actionsByScreen.enumerated() {
            for action in actions {
                if let transition = action.transition, case .all = spec.transitions[transition].sources { continue }
                if let walk = found[Key(screen: screen, name: action.name)] { walks.append(walk) }
            }
        }
        for transition in spec.transitions {
            guard case .all = transition.sources else { continue }
            if let walk = found[Key(screen: nil, name: transition.name.value)] { walks.append(walk) }
        }
        for (index, transition) in spec.transitions.enumerated() {
            if sampleless.contains(index) {
                untested.append((transition.name.value, "an argument of a custom type has no default to use"))
            } else if !walks.contains(where: { $0.move.transition == index }) {
                untested.append((transition.name.value, unreachedReason(transition)))
            }
        }
    }

    /// Why no walk makes a transition: it starts only from gate flows, which the walks (every gate open)
    /// never show, or no state reachable from launch makes it.
    private func unreachedReason(_ transition: Transition) -> String {
        let stacks = GateFlowStacks(spec: spec)
        let flowScreens = Set(stacks.screens.values.joined())
        if case .screens(let sources) = transition.sources, !sources.isEmpty,
            sources.allSatisfy({ flowScreens.contains($0.value) })
        {
            return "it starts from a gate's flow, which shows only while the gate is closed"
        }
        return "no state reachable from launch makes it"
    }
}
