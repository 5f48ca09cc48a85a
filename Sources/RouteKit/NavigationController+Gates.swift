/// Gates: the pending move, `passGate()`, cancelling, and the check every change passes.
extension NavigationController {
    /// A change on its way to becoming the state, as the gates leave it.
    struct GatedCommit {
        /// The change to make.
        var change: NavigationChange<Route>
        /// Whether to render it animated; `nil` when the host shows it already.
        var animated: Bool?
        /// The result handler of the change's transition.
        var onResult: ResultHandler?
        /// The state the host shows when it is not the controller's: a host's own move that the gates
        /// turned into another change.
        var renderedState: NavigationState<Route>?
        /// The result handler of a pending move that was dropped, called with `nil` after the change.
        var dropped: ResultHandler?
    }

    /// Creates a controller for a spec with gates, starting at `state` unless a gate it needs is
    /// closed: then at the flow of that gate alone, with `state` as the pending move.
    ///
    /// - Parameters:
    ///   - gatesRequiredBy: the gates each screen requires.
    ///   - rootGates: the gates the root requires.
    ///   - flow: each gate's flow route, and how it is presented (`nil`: alone, as the root).
    ///   - isOpen: the app's answer, asked before every change that would show a gated screen.
    @_spi(Generated)
    public convenience init(
        state: NavigationState<Route>,
        host: (any NavigationHost<Route>)? = nil,
        gatesRequiredBy: @escaping (Route.Screen) -> [Route.Gate],
        rootGates: [Route.Gate],
        flow: @escaping (Route.Gate) -> (route: Route, presentation: Presentation<Route>.Style?),
        isOpen: @escaping @MainActor (Route.Gate) -> Bool
    ) {
        var check = GateCheck<Route>(gates: gatesRequiredBy, rootGates: rootGates, flow: flow, isOpen: isOpen)
        var launch = state
        if let gate = check.closedGate(from: nil, to: state) {
            launch = check.redirect(state, to: gate, from: nil, onResult: nil).state
        }
        self.init(state: launch, host: host)
        gateCheck = check
    }

    /// The state behind a flow shown as the only root: the pending move's, which a deep link or a restore
    /// starts from; otherwise the state.
    public var stateBehindGates: NavigationState<Route> {
        guard let pending = gateCheck?.pending, pending.flowLocation == .main,
            gateCheck?.isShowingFlow(pending, in: state) == true
        else { return state }
        return pending.target
    }

    /// The move that waits for a gate, as the state it would make, and the gate; `nil` when none waits.
    public var pendingMove: (gate: Route.Gate, state: NavigationState<Route>)? {
        gateCheck?.pending.map { ($0.gate, $0.target) }
    }

    /// Asks the gatekeeper again about the gate whose flow holds `location`; when it is open, removes
    /// the flow and applies the pending move as one change, whose own gates are checked in turn.
    ///
    /// - Throws: `NavigationError.noPendingMove` when `location` is not the flow of a pending move,
    ///   `NavigationError.gateClosed` when the gate is still closed; nothing changes then.
    @_spi(Generated)
    public func passGate(from location: NavigationState<Route>.StackLocation) throws(NavigationError<Route>) {
        guard var check = gateCheck, let pending = check.pending, pending.flowLocation == location,
            check.isShowingFlow(pending, in: state)
        else { throw .noPendingMove(location) }
        guard check.isOpen(pending.gate) else { throw .gateClosed(pending.gate) }
        check.isPassing = true
        gateCheck = check
        let target = pending.target
        let kept = state.presentationsKept(in: target)
        commit(
            NavigationChange(
                state: target,
                events: [.gatePassed(pending.gate)]
                    + NavigationEvent.events(from: state, to: target, keepingPresentations: kept),
                location: target.visibleLocation,
                keptPresentationCount: kept
            ),
            renderAnimated: true,
            onResult: pending.onResult,
            cause: .gate(pending.gate)
        )
    }

    /// `proposed` as the gates leave it: when it would show a screen whose gate is closed, the change
    /// that shows the gate's flow instead (the proposed state becoming the pending move); when it removes
    /// the pending move's flow, the change with `gateCancelled`; otherwise `proposed` itself.
    func passingGates(_ proposed: GatedCommit) -> GatedCommit {
        guard var check = gateCheck else { return proposed }
        defer { gateCheck = check }
        let old = state
        let new = proposed.change.state
        let isPassing = check.isPassing
        check.isPassing = false
        if let gate = check.closedGate(from: old, to: new) {
            let dropped = isPassing ? nil : check.pending?.onResult
            let flow = check.redirect(new, to: gate, from: old, onResult: proposed.onResult)
            let kept = old.presentationsKept(in: flow.state)
            let passed = proposed.change.events.filter {
                if case .gatePassed = $0 { true } else { false }
            }
            return GatedCommit(
                change: NavigationChange(
                    state: flow.state,
                    events: passed + [.gateRequired(flow.gate, pending: new)]
                        + NavigationEvent.events(from: old, to: flow.state, keepingPresentations: kept),
                    location: flow.location,
                    keptPresentationCount: kept
                ),
                animated: proposed.animated ?? true,
                onResult: nil,
                renderedState: proposed.animated == nil ? new : nil,
                dropped: dropped
            )
        }
        if isPassing {
            check.pending = nil
            return proposed
        }
        guard let pending = check.pending, !check.isShowingFlow(pending, in: new) else { return proposed }
        check.pending = nil
        var cancelled = proposed
        cancelled.change.events.append(.gateCancelled(pending.gate))
        cancelled.dropped = pending.onResult
        return cancelled
    }
}
