/// Applies navigation steps one by one to a working copy of a state, following a cursor and recording events.
///
/// The working copy shares storage with the original state until a stack changes, so each step costs
/// O(depth of the stacks it touches); throwing leaves the original state untouched.
struct TransitionApplier<Route: NavigationRoute> {
    /// The state so far.
    private(set) var state: NavigationState<Route>
    /// The stack the next step acts on.
    private(set) var location: NavigationState<Route>.StackLocation
    /// The events so far, in order.
    private(set) var events: [NavigationEvent<Route>] = []
    /// How many of the original presentations are still there.
    private(set) var keptPresentationCount: Int
    /// The stacks whose root an inclusive `popTo` popped: empty until a `push` or `replace` gives them a root.
    private var emptiedStacks: [NavigationState<Route>.StackLocation] = []

    /// Starts applying steps to `state` with the cursor at `location`.
    init(state: NavigationState<Route>, location: NavigationState<Route>.StackLocation) {
        self.state = state
        self.location = location
        keptPresentationCount = state.presentations.count
    }

    /// Checks that the steps left no stack empty; call after the last step.
    func finish() throws(NavigationError<Route>) {
        if let emptied = emptiedStacks.first { throw .cannotPopRoot(emptied) }
    }

    /// The change made so far.
    var change: NavigationChange<Route> {
        NavigationChange(state: state, events: events, location: location, keptPresentationCount: keptPresentationCount)
    }

    /// Applies one step.
    mutating func apply(_ step: NavigationStep<Route>) throws(NavigationError<Route>) {
        if emptiedStacks.contains(location) {
            try applyToEmptiedStack(step)
            return
        }
        switch step {
        case .pushSingleTop(let route, let zoom):
            try modifyStack { stack, location throws(NavigationError<Route>) in
                Self.pushSingleTop(route, zoom: zoom, on: &stack, at: location)
            }
        case .push(let route, let zoom):
            try modifyStack { stack, location throws(NavigationError<Route>) in
                stack.push(route, zoom: zoom)
                return [.pushed(route, in: location)]
            }
        case .present(let route, let style, let detents, let transition):
            try present(
                Presentation(
                    style: style,
                    detents: detents,
                    transition: transition,
                    stack: .init(root: route),
                    presenter: location
                )
            )
        case .replace(let route):
            try modifyStack { stack, location throws(NavigationError<Route>) in
                Self.replaceRoutes(of: &stack, at: location, with: route)
            }
        case .showDetail(let route):
            try showDetail(route)
        case .selectTab(let tab):
            try selectTab(tab)
        case .popTo(let screen):
            try popTo(screen, inclusive: false, ifMissing: .fail)
        case .popUpTo(let screen, let inclusive, let ifMissing):
            try popTo(screen, inclusive: inclusive, ifMissing: ifMissing)
        case .pop, .back:
            let reason: NavigationEvent<Route>.PopReason = step == .back ? .back : .pop
            try modifyStack { stack, location throws(NavigationError<Route>) in
                guard let route = stack.pop() else { throw .cannotPopRoot(location) }
                return [.popped(route, from: location, reason: reason)]
            }
        case .popToRoot:
            try modifyStack { stack, location throws(NavigationError<Route>) in
                Self.pops(of: stack.truncate(to: 1), from: location, reason: .popToRoot)
            }
        case .dismiss:
            try dismiss()
        case .dismissAll:
            dismissAll()
        }
    }

    /// Applies a step while the cursor's stack is empty: a `push` or `replace` gives it its root back, a
    /// step that moves the cursor elsewhere leaves it empty, any other step is refused.
    private mutating func applyToEmptiedStack(_ step: NavigationStep<Route>) throws(NavigationError<Route>) {
        let location = location
        switch step {
        case .push(let route, _), .pushSingleTop(let route, _), .replace(let route):
            try state.modifyStack(at: location) { stack throws(NavigationError<Route>) in
                stack = NavigationState.Stack(root: route)
            }
            emptiedStacks.removeAll { $0 == location }
            events.append(.pushed(route, in: location))
        case .selectTab, .showDetail, .dismiss, .dismissAll:
            emptiedStacks.removeAll { $0 == location }
            try apply(step)
            // A dismissed presentation takes its empty stack with it.
            if state.contains(location) { emptiedStacks.append(location) }
        case .present, .popTo, .popUpTo, .pop, .back, .popToRoot:
            throw .cannotPopRoot(location)
        }
    }

    /// Pops to the nearest route showing `screen` (the top counts when `inclusive`).
    private mutating func popTo(
        _ screen: Route.Screen,
        inclusive: Bool,
        ifMissing: MissingScreenPolicy
    ) throws(NavigationError<Route>) {
        var emptied = false
        try modifyStack { stack, location throws(NavigationError<Route>) in
            if inclusive {
                guard let index = stack.routes.lastIndex(where: { $0.screen == screen }) else {
                    if ifMissing == .skip { return [] }
                    throw .screenNotInStack(screen, location)
                }
                guard index > 0 else {
                    // The root goes too: the stack stays empty until a later step gives it a root.
                    emptied = true
                    return Self.pops(of: stack.routes[...], from: location, reason: .popTo)
                }
                return Self.pops(of: stack.truncate(to: index), from: location, reason: .popTo)
            }
            if let index = stack.nearestIndex(of: screen) {
                return Self.pops(of: stack.truncate(to: index + 1), from: location, reason: .popTo)
            }
            guard stack.top.screen == screen || ifMissing == .skip else { throw .screenNotInStack(screen, location) }
            return []
        }
        if emptied { emptiedStacks.append(location) }
    }

    /// Pushes `route`, or replaces the top when it shows the same screen (nothing when it is the same route).
    private static func pushSingleTop(
        _ route: Route,
        zoom: Bool,
        on stack: inout NavigationState<Route>.Stack,
        at location: NavigationState<Route>.StackLocation
    ) -> [NavigationEvent<Route>] {
        guard stack.top.screen == route.screen else {
            stack.push(route, zoom: zoom)
            return [.pushed(route, in: location)]
        }
        guard stack.top != route else { return [] }
        let events = pops(of: stack.routes[(stack.count - 1)...], from: location, reason: .replaced)
        if stack.count == 1 {
            stack = NavigationState.Stack(root: route)
        } else {
            _ = stack.pop()
            stack.push(route, zoom: zoom)
        }
        return events + [.pushed(route, in: location)]
    }

    /// Dismisses every presentation, top first, and moves the cursor to the first one's presenter.
    private mutating func dismissAll() {
        guard let first = state.presentations.first else { return }
        dismissPresentations(from: 0)
        location = first.presenter
        emptiedStacks.removeAll { if case .presentation = $0 { true } else { false } }
    }

    /// Pops the stack at the cursor down to `count` routes, as a host reports the user's back navigation.
    mutating func popBack(to count: Int) throws(NavigationError<Route>) {
        try modifyStack { stack, location throws(NavigationError<Route>) in
            Self.pops(of: stack.truncate(to: count), from: location, reason: .back)
        }
    }

    /// Dismisses the presentation at `index` and all above it, recording their events top first.
    mutating func dismissPresentations(from index: Int) {
        for presented in (index..<state.presentations.count).reversed() {
            let stack = state.presentations[presented].stack
            events += Self.pops(of: stack.routes[...], from: .presentation(presented), reason: .dismissed)
            events.append(.dismissed(stack.root))
        }
        state.presentations.removeSubrange(index...)
        keptPresentationCount = min(keptPresentationCount, index)
        emptiedStacks.removeAll { if case .presentation(let presented) = $0 { presented >= index } else { false } }
    }

    /// Calls `body` with the stack at the cursor in place and the cursor's location, and records the events
    /// it returns.
    private mutating func modifyStack(
        _ body: (inout NavigationState<Route>.Stack, NavigationState<Route>.StackLocation) throws(NavigationError<
            Route
        >) ->
            [NavigationEvent<Route>]
    ) throws(NavigationError<Route>) {
        let location = location
        events += try state.modifyStack(at: location) { stack throws(NavigationError<Route>) in
            try body(&stack, location)
        }
    }

    /// The events of popping `routes` (given bottom first) from `location`: top first.
    private static func pops(
        of routes: ArraySlice<Route>,
        from location: NavigationState<Route>.StackLocation,
        reason: NavigationEvent<Route>.PopReason
    ) -> [NavigationEvent<Route>] {
        NavigationEvent.pops(of: routes, from: location, reason: reason)
    }

    /// Makes `route` the only route of `stack`, keeping the root when it is `route` already, and returns
    /// the events.
    private static func replaceRoutes(
        of stack: inout NavigationState<Route>.Stack,
        at location: NavigationState<Route>.StackLocation,
        with route: Route
    ) -> [NavigationEvent<Route>] {
        if stack.root == route {
            return pops(of: stack.truncate(to: 1), from: location, reason: .replaced)
        }
        let events = pops(of: stack.routes[...], from: location, reason: .replaced)
        stack = NavigationState.Stack(root: route)
        return events + [.pushed(route, in: location)]
    }

    /// Presents `presentation`, a new stack presented from the cursor, over everything and moves the cursor
    /// into it.
    private mutating func present(_ presentation: Presentation<Route>) throws(NavigationError<Route>) {
        guard state.contains(location) else { throw .noSuchStack(location) }
        let index = state.presentations.count
        let route = presentation.stack.root
        state.presentations.append(presentation)
        events.append(.presented(route, style: presentation.style, from: location))
        location = .presentation(index)
        events.append(.pushed(route, in: location))
    }

    /// Dismisses the presentation holding the cursor and all above it, or all presentations from a root stack.
    private mutating func dismiss() throws(NavigationError<Route>) {
        guard state.contains(location) else { throw .noSuchStack(location) }
        if case .presentation(let index) = location {
            let presenter = state.presentations[index].presenter
            dismissPresentations(from: index)
            location = presenter
        } else {
            guard !state.presentations.isEmpty else { throw .nothingToDismiss }
            dismissPresentations(from: 0)
        }
    }

    /// Selects `tab` of the tab-bar root and moves the cursor to it.
    private mutating func selectTab(_ tab: Route.Tab) throws(NavigationError<Route>) {
        guard case .tabs(var tabs) = state.root else { throw .noTabBar }
        guard tabs.stack(for: tab) != nil else { throw .unknownTab(tab) }
        if tabs.select(tab) {
            state.root = .tabs(tabs)
            events.append(.tabSelected(tab))
        }
        location = .tab(tab)
    }

    /// Makes `route` the only route of the split root's detail stack and moves the cursor there.
    private mutating func showDetail(_ route: Route) throws(NavigationError<Route>) {
        guard case .split(var split) = state.root else { throw .noSplitView }
        location = .secondary
        if split.secondary == nil {
            split.secondary = NavigationState.Stack(root: route)
            state.root = .split(split)
            events.append(.pushed(route, in: location))
        } else {
            try modifyStack { stack, location throws(NavigationError<Route>) in
                Self.replaceRoutes(of: &stack, at: location, with: route)
            }
        }
    }
}
