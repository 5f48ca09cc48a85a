/// What a controller knows of a spec's gates: which screens and roots need which gate, each gate's
/// flow, the app's answers, and the move that waits for a gate.
///
/// A change that would show a screen whose gate is closed is not applied: it becomes the pending
/// move, and the gate's flow is shown instead (``redirect(_:from:)``).
@MainActor
struct GateCheck<Route: NavigationRoute> {
    /// A move that waits for a gate while the gate's flow is shown.
    struct PendingMove {
        /// The gate the move waits for: the gate whose flow is shown.
        var gate: Route.Gate
        /// The state the move would make.
        var target: NavigationState<Route>
        /// The stack of the flow: a presentation, or the main stack for a flow shown as the only root.
        var flowLocation: NavigationState<Route>.StackLocation
        /// The route of the flow screen, the root of that stack.
        var flowRoute: Route
        /// The result handler of the move's transition, handed on when the move is applied.
        var onResult: NavigationController<Route>.ResultHandler?
    }

    /// A route shown by a state, with its stack: the identity that tells a newly shown screen.
    private struct ShownRoute: Hashable {
        var location: NavigationState<Route>.StackLocation
        var route: Route
    }

    /// The gates a screen requires.
    let gates: (Route.Screen) -> [Route.Gate]
    /// The gates the root requires.
    let rootGates: [Route.Gate]
    /// Each gate's flow route, and how it is presented; `nil` for a flow shown alone as the root.
    let flow: (Route.Gate) -> (route: Route, presentation: Presentation<Route>.Style?)
    /// The app's answer: whether a gate is open now.
    let isOpen: @MainActor (Route.Gate) -> Bool
    /// The move that waits for a gate, while its flow is shown.
    var pending: PendingMove?
    /// Whether the change being committed applies the pending move, its gate having opened.
    var isPassing = false

    /// The routes that `state` shows: the top of the root's front stack (both columns of a split
    /// view) and the top of every presentation.
    private func shownRoutes(of state: NavigationState<Route>) -> [ShownRoute] {
        var shown: [ShownRoute] = []
        switch state.root {
        case .stack(let stack): shown.append(ShownRoute(location: .main, route: stack.top))
        case .tabs(let tabs): shown.append(ShownRoute(location: .tab(tabs.selected), route: tabs.selectedStack.top))
        case .split(let split):
            shown.append(ShownRoute(location: .primary, route: split.primary.top))
            if let secondary = split.secondary { shown.append(ShownRoute(location: .secondary, route: secondary.top)) }
        }
        for index in state.presentations.indices {
            shown.append(ShownRoute(location: .presentation(index), route: state.presentations[index].stack.top))
        }
        return shown
    }

    /// Whether `state` still shows the flow of `pending`.
    func isShowingFlow(_ pending: PendingMove, in state: NavigationState<Route>) -> Bool {
        switch pending.flowLocation {
        case .presentation(let index):
            return index < state.presentations.count && state.presentations[index].stack.root == pending.flowRoute
        default:
            guard case .stack(let stack) = state.root else { return false }
            return stack.root == pending.flowRoute
        }
    }

    /// The first closed gate that a change from `old` to `new` needs: the root's, when the change shows
    /// the spec's root (at launch, when `old` is `nil`, or leaving a flow shown as the only root), then
    /// those of each screen that `new` shows and `old` did not, in order.
    func closedGate(from old: NavigationState<Route>?, to new: NavigationState<Route>) -> Route.Gate? {
        let showsRoot =
            if let old {
                pending.map { isShowingFlow($0, in: old) && $0.flowLocation == .main && !isShowingFlow($0, in: new) }
                    ?? false
            } else {
                true
            }
        if showsRoot, let gate = rootGates.first(where: { !isOpen($0) }) { return gate }
        let before = old.map(shownRoutes) ?? []
        for shown in shownRoutes(of: new) where !before.contains(shown) {
            if let gate = gates(shown.route.screen).first(where: { !isOpen($0) }) { return gate }
        }
        return nil
    }

    /// The state that shows the flow of `gate` over `base`: presented over its front stack, or, for a
    /// `style: root` gate (and at launch, when `base` is `nil`), alone as the root. Also the flow's stack.
    func showingFlow(
        of gate: Route.Gate,
        over base: NavigationState<Route>?
    ) -> (state: NavigationState<Route>, location: NavigationState<Route>.StackLocation) {
        let (route, presentation) = flow(gate)
        guard var state = base, let presentation else { return (NavigationState(stack: route), .main) }
        state.presentations.append(
            Presentation(
                style: presentation,
                stack: NavigationState.Stack(root: route),
                presenter: state.visibleLocation
            )
        )
        return (state, .presentation(state.presentations.count - 1))
    }

    /// The state under the pending move's flow, when `state` shows it as a presentation: where a newer
    /// gated move shows its flow instead.
    func base(under state: NavigationState<Route>) -> NavigationState<Route> {
        guard let pending, case .presentation(let index) = pending.flowLocation, isShowingFlow(pending, in: state)
        else { return state }
        var base = state
        base.presentations.removeSubrange(index...)
        return base
    }

    /// Makes `target` the pending move of a closed `gate`, the state having been `old` (`nil` at
    /// launch), and returns the state that shows the gate's flow instead, with the gate whose flow it
    /// is and the flow's stack.
    ///
    /// When the flow screen itself needs another closed gate, that gate's flow is shown instead (the
    /// spec has no loops of gates, so this ends).
    mutating func redirect(
        _ target: NavigationState<Route>,
        to gate: Route.Gate,
        from old: NavigationState<Route>?,
        onResult: NavigationController<Route>.ResultHandler?
    ) -> (state: NavigationState<Route>, gate: Route.Gate, location: NavigationState<Route>.StackLocation) {
        let base = old.map(base(under:))
        var gate = gate
        var shown = showingFlow(of: gate, over: base)
        var checked: Set<Route.Gate> = [gate]
        while let next = gates(flow(gate).route.screen).first(where: { !isOpen($0) }),
            checked.insert(next).inserted
        {
            gate = next
            shown = showingFlow(of: gate, over: base)
        }
        pending = PendingMove(
            gate: gate,
            target: target,
            flowLocation: shown.location,
            flowRoute: flow(gate).route,
            onResult: onResult
        )
        return (shown.state, gate, shown.location)
    }
}
