/// The navigation engine that a generated coordinator wraps: it holds the state, applies transitions,
/// renders them through a host, reports events, and hands results of presented screens back.
@MainActor
public final class NavigationController<Route: NavigationRoute> {
    /// Receives the result of a presented screen: the value given to `finish(with:from:)`, or `nil` when
    /// its presentation is dismissed any other way.
    public typealias ResultHandler = @MainActor ((any Sendable)?) -> Void

    /// A registered observer.
    private struct Observer {
        /// The token that keeps the observer registered.
        weak var token: Observation?
        /// Identifies the observer for removal.
        let id: Int
        /// Receives the events with their cause.
        let handler: @MainActor (NavigationEvent<Route>, NavigationEvent<Route>.Cause) -> Void
    }

    /// The current navigation state.
    public private(set) var state: NavigationState<Route>

    /// The host that shows the state; setting one attaches it (``NavigationHost/attach(to:)``), so that it
    /// reports the user's own moves here, and renders the whole state on it.
    public var host: (any NavigationHost<Route>)? {
        didSet {
            host?.attach(to: self)
            host?.apply(RenderCommand.commands(rendering: state), in: state)
        }
    }

    /// Receives the errors of moves made through navigators (``NavigatorContext``), which do not throw:
    /// a move that cannot apply leaves the state unchanged and is reported here.
    public var failureHandler: (@MainActor (NavigationError<Route>) -> Void)?

    /// Called when a leave check is set or removed, or starts or stops running: a host updates which of
    /// the user's gestures it holds (``hasLeaveCheck(for:at:)``).
    public var leaveCheckHandler: (@MainActor () -> Void)?

    /// Whether the host shows a split-view root collapsed into one stack (compact width) rather than in two
    /// columns; a host sets it when the horizontal size class changes. The state keeps both stacks either way.
    ///
    /// While collapsed, the split's detail renders pushed over the primary stack (a `setStack` of `.primary`
    /// with ``NavigationState/Split/collapsedRoutes``), and going back from the detail's root closes it.
    public var collapsesSplit = false {
        didSet {
            guard oldValue != collapsesSplit else { return }
            let commands = splitLayoutCommands(collapsed: collapsesSplit)
            if !commands.isEmpty { host?.apply(commands, in: state) }
        }
    }

    /// The leave checks of `leave: confirm` screens, and whether a change waits for them.
    var leaveGuards = LeaveGuards<Route>()
    /// The values handed down the stack and the handlers of the screens that receive them.
    var deliveries = Deliveries<Route>()

    /// The result handlers of presentations, by presentation index.
    private var resultHandlers: [Int: ResultHandler] = [:]
    /// The observers, in the order they were added.
    private var observers: [Observer] = []
    /// The identifier of the next observer.
    private var nextObserverID = 0
    /// The spec's gates and the move that waits for one; `nil` for a spec without gates.
    var gateCheck: GateCheck<Route>?

    /// Creates a controller holding `state`, rendering it on `host` if given.
    public init(state: NavigationState<Route>, host: (any NavigationHost<Route>)? = nil) {
        self.state = state
        self.host = host
        host?.attach(to: self)
        host?.apply(RenderCommand.commands(rendering: state), in: state)
    }

    /// Applies `transition` from the stack at `location`, renders it, and reports its events.
    ///
    /// When the transition presents screens, `onResult` is attached to the top-most presentation it made
    /// and called exactly once: with the value given to `finish(with:from:)`, or with `nil` when that
    /// presentation is dismissed any other way (a dismiss step, a dismissal below it, the user's swipe, a
    /// reset that removes it). When it presents nothing, `onResult` is never called.
    ///
    /// - Throws: The error of the first step that fails; the state is then unchanged and nothing happens.
    @_spi(Generated)
    public func perform(
        _ transition: NavigationState<Route>.Transition,
        from location: NavigationState<Route>.StackLocation,
        onResult: ResultHandler? = nil,
        cause: NavigationEvent<Route>.Cause = .transition("perform")
    ) throws(NavigationError<Route>) {
        let change = try state.applying(transition, from: location)
        applyWhenLeaveAllowed(change) {
            $0.commit(change, renderAnimated: transition.animated, onResult: onResult, cause: cause)
        }
    }

    /// Pops the top route of the stack at `location`, as the back button does (`NavigationEvent.PopReason.back`).
    @_spi(Generated)
    public func back(from location: NavigationState<Route>.StackLocation) throws(NavigationError<Route>) {
        if closeCollapsedDetail(from: location) { return }
        try perform(NavigationState.Transition([.back]), from: location, cause: .transition("back"))
    }

    /// Dismisses the presentation holding `location` and all above it, or every presentation from a root stack.
    @_spi(Generated)
    public func dismiss(from location: NavigationState<Route>.StackLocation) throws(NavigationError<Route>) {
        try perform(NavigationState.Transition([.dismiss]), from: location, cause: .transition("dismiss"))
    }

    /// Dismisses the presentation holding `location` and all above it, handing `result` to its result handler.
    ///
    /// - Throws: `NavigationError.notPresented` when `location` is not inside a presentation.
    @_spi(Generated)
    public func finish(
        with result: any Sendable,
        from location: NavigationState<Route>.StackLocation
    ) throws(NavigationError<Route>) {
        guard case .presentation(let index) = location else { throw .notPresented(location) }
        let change = try state.applying(NavigationState.Transition([.dismiss]), from: location)
        applyWhenLeaveAllowed(change) { controller in
            let handler = controller.resultHandlers.removeValue(forKey: index)
            controller.commit(change, renderAnimated: true, onResult: nil, cause: .transition("finish"))
            handler?(result)
        }
    }

    /// Records that the user popped the stack at `location` down to `count` routes with the back button or
    /// swipe: updates the state and reports the pops (`NavigationEvent.PopReason.back`) without rendering,
    /// caused by `move`, ``NavigationEvent/Cause/UserMove/back`` or ``NavigationEvent/Cause/UserMove/swipe``
    /// (a host that tells them apart with a ``NavigationController/UserPopTracker``).
    ///
    /// Ignored when the state has no such stack or `count` does not leave it shorter but not empty.
    public func hostDidPop(
        _ location: NavigationState<Route>.StackLocation,
        toCount count: Int,
        by move: NavigationEvent<Route>.Cause.UserMove = .back
    ) {
        if collapsesSplit, location == .primary, case .split = state.root {
            hostDidPopCollapsed(toCount: count, by: move)
            return
        }
        guard let stack = state.stack(at: location), (1..<stack.count).contains(count) else { return }
        var applier = TransitionApplier(state: state, location: location)
        guard (try? applier.popBack(to: count)) != nil else { return }
        let change = applier.change
        applyWhenLeaveAllowed(change, hostShowsChange: true) {
            $0.commit(change, renderAnimated: nil, onResult: nil, cause: .user(move))
        }
    }

    /// Records that the user dismissed the presentation at `index` (and so all above it), by swiping a sheet
    /// down: updates the state, reports it, and calls the result handlers with `nil`, without rendering.
    ///
    /// Ignored when there is no presentation at `index`.
    public func hostDidDismiss(fromIndex index: Int) {
        guard state.presentations.indices.contains(index) else { return }
        var applier = TransitionApplier(state: state, location: .presentation(index))
        applier.dismissPresentations(from: index)
        let change = applier.change
        applyWhenLeaveAllowed(change, hostShowsChange: true) {
            $0.commit(change, renderAnimated: nil, onResult: nil, cause: .user(.dismissal))
        }
    }

    /// Records that the user selected `tab` in the tab bar: updates the state and reports it without rendering.
    ///
    /// Ignored when the root is not a tab bar with that tab.
    public func hostDidSelectTab(_ tab: Route.Tab) {
        var applier = TransitionApplier(state: state, location: .tab(tab))
        guard (try? applier.apply(.selectTab(tab))) != nil else { return }
        commit(applier.change, renderAnimated: nil, onResult: nil, cause: .user(.tab))
    }

    /// The context that a navigator of `route`, shown in the stack at `location`, moves with.
    public func context(for route: Route, at location: NavigationState<Route>.StackLocation) -> NavigatorContext<Route>
    {
        NavigatorContext(controller: self, location: location, route: route)
    }

    /// The context of the visible screen (the top of the front-most stack): what its navigator moves with.
    public func visibleContext() -> NavigatorContext<Route> {
        context(for: state.visibleRoute, at: state.visibleLocation)
    }

    /// Reports a failed move to ``failureHandler``.
    func reportFailure(_ error: NavigationError<Route>) {
        failureHandler?(error)
    }

    /// Calls `observer` with every event from now on, until the returned token is cancelled or released.
    public func addObserver(
        _ observer: @escaping @MainActor (NavigationEvent<Route>) -> Void
    ) -> Observation {
        addObserver { event, _ in observer(event) }
    }

    /// Calls `observer` with every event from now on and what caused it, until the returned token is
    /// cancelled or released: the form that analytics and the sinks (``NavigationEvent/printing(prefix:screensOnly:)``)
    /// observe with.
    public func addObserver(
        _ observer: @escaping @MainActor (NavigationEvent<Route>, NavigationEvent<Route>.Cause) -> Void
    ) -> Observation {
        let id = nextObserverID
        nextObserverID += 1
        let token = Observation { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
        observers.append(Observer(token: token, id: id, handler: observer))
        return token
    }

    /// Replaces the state, rendering the difference and reporting it as events.
    ///
    /// Presentations at the same index with the same style, presenter and root route stay (see
    /// ``RenderCommand/commands(from:to:animated:)``); the result handlers of the others are called with `nil`,
    /// top first. The events are ``NavigationEvent/events(from:to:keepingPresentations:)``: the dismissals,
    /// pops (`NavigationEvent.PopReason.replaced`), pushes, tab selection and presentations that lead from the old
    /// state to the new one, so that an observer that replays them holds the new state. A coordinator's `open(_:)`
    /// and `restoreState(from:)` reset the state.
    ///
    /// The events' cause is `cause`: ``NavigationEvent/Cause/restore`` unless told otherwise.
    @_spi(Generated)
    public func reset(
        to state: NavigationState<Route>,
        animated: Bool = false,
        cause: NavigationEvent<Route>.Cause = .restore
    ) {
        let old = self.state
        let kept = old.presentationsKept(in: state)
        let change = NavigationChange(
            state: state,
            events: NavigationEvent.events(from: old, to: state, keepingPresentations: kept),
            location: state.visibleLocation,
            keptPresentationCount: kept
        )
        applyWhenLeaveAllowed(change) { $0.commit(change, renderAnimated: animated, onResult: nil, cause: cause) }
    }

    /// Makes `change` the state and renders it, animated: a change the host asked for and has not shown.
    func commitRendered(_ change: NavigationChange<Route>, cause: NavigationEvent<Route>.Cause) {
        commit(change, renderAnimated: true, onResult: nil, cause: cause)
    }

    /// Makes `change` the state: attaches `onResult`, renders unless `renderAnimated` is `nil`, reports the
    /// events with `cause` (and `screenShown` when the visible screen differs), and calls the handlers of
    /// dismissed presentations with `nil`, top first.
    func commit(
        _ proposed: NavigationChange<Route>,
        renderAnimated: Bool?,
        onResult: ResultHandler?,
        cause: NavigationEvent<Route>.Cause
    ) {
        let gated = passingGates(GatedCommit(change: proposed, animated: renderAnimated, onResult: onResult))
        let (change, animated, onResult) = (gated.change, gated.animated, gated.onResult)
        let old = state
        state = change.state
        let guardCount = leaveGuards.guards.count
        leaveGuards.removeGuards(removedBy: change, from: old)
        deliveries.remove(removedBy: change, from: old)
        let dismissed = (change.keptPresentationCount..<old.presentations.count).reversed().compactMap {
            resultHandlers.removeValue(forKey: $0)
        }
        if let onResult, let index = change.presentedIndices.last {
            resultHandlers[index] = onResult
        }
        if let animated {
            let rendered = gated.renderedState ?? old
            let commands = RenderCommand.commands(
                from: rendered,
                to: state,
                keepingPresentations: gated.renderedState.map { $0.presentationsKept(in: state) }
                    ?? change.keptPresentationCount,
                animated: animated,
                collapsingSplit: collapsesSplit
            )
            if !commands.isEmpty {
                host?.apply(commands, in: state)
            }
        }
        emit(change.events + screenShown(from: old, to: change), cause: cause)
        for handler in dismissed {
            handler(nil)
        }
        gated.dropped?(nil)
        if leaveGuards.guards.count != guardCount {
            leaveCheckHandler?()
        }
    }

    /// Calls the live observers with each event and its cause, in order.
    private func emit(_ events: [NavigationEvent<Route>], cause: NavigationEvent<Route>.Cause) {
        observers.removeAll { $0.token == nil }
        guard !events.isEmpty, !observers.isEmpty else { return }
        let current = observers
        for event in events {
            for observer in current where observer.token?.isCancelled == false {
                observer.handler(event, cause)
            }
        }
    }
}
