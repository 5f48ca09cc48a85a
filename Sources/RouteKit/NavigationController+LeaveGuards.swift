/// Leave guards: a change that removes a screen whose navigator set a check waits for that check.
extension NavigationController {
    /// Sets the leave check of the screen of `route` in the stack at `location` (the top one of equal
    /// routes), replacing its earlier check; `nil` removes it. A change that removes that screen from the
    /// state waits for the check: `true` applies it, unless the state changed meanwhile; `false` refuses it.
    ///
    /// - Throws: `NavigationError.staleNavigator` when the stack holds no such route.
    @_spi(Generated)
    public func setLeaveCheck(
        _ check: (@MainActor @Sendable () async -> Bool)?,
        for route: Route,
        at location: NavigationState<Route>.StackLocation
    ) throws(NavigationError<Route>) {
        guard let depth = state.stack(at: location)?.routes.lastIndex(of: route) else {
            throw .staleNavigator(route, location)
        }
        leaveGuards.set(check, on: LeaveGuards.Screen(location: location, depth: depth, route: route))
        leaveCheckHandler?()
    }

    /// Whether the screen of `route` in the stack at `location` has a leave check set: a host holds the
    /// user's back button, edge swipe and sheet swipe-down for it, and asks with ``hostRequestsPop(_:toCount:)``
    /// or ``hostRequestsDismiss(fromIndex:)`` instead.
    public func hasLeaveCheck(for route: Route, at location: NavigationState<Route>.StackLocation) -> Bool {
        leaveGuards.hasCheck(for: route, at: location)
    }

    /// Whether the presentation at `index`, or any above it, holds a screen with a leave
    /// check: what a host asks before it lets a sheet be swiped down.
    public func hasLeaveCheck(inPresentationsFrom index: Int) -> Bool {
        leaveGuards.guards.contains {
            if case .presentation(let presented) = $0.screen.location { presented >= index } else { false }
        }
    }

    /// Whether a change waits for leave checks to answer.
    public var isCheckingLeave: Bool { leaveGuards.isWaiting }

    /// Asks to pop the stack at `location` down to `count` routes for the user, who pressed the back
    /// button of a screen whose host held it: the same as ``hostDidPop(_:toCount:by:)`` after the leave checks
    /// allow it, but rendered, since the host has not popped.
    public func hostRequestsPop(_ location: NavigationState<Route>.StackLocation, toCount count: Int) {
        guard let stack = state.stack(at: location), (1..<stack.count).contains(count) else { return }
        var applier = TransitionApplier(state: state, location: location)
        guard (try? applier.popBack(to: count)) != nil else { return }
        let change = applier.change
        applyWhenLeaveAllowed(change) { $0.commitRendered(change, cause: .user(.back)) }
    }

    /// Asks to dismiss the presentation at `index` (and all above it) for the user, who swiped a sheet
    /// whose host held it down: the same as ``hostDidDismiss(fromIndex:)`` after the leave checks allow it,
    /// but rendered, since the host has not dismissed.
    public func hostRequestsDismiss(fromIndex index: Int) {
        guard state.presentations.indices.contains(index) else { return }
        var applier = TransitionApplier(state: state, location: .presentation(index))
        applier.dismissPresentations(from: index)
        let change = applier.change
        applyWhenLeaveAllowed(change) { $0.commitRendered(change, cause: .user(.dismissal)) }
    }

    /// Applies `change` with `apply` now when it removes no screen with a leave check; otherwise asks
    /// those screens' checks, top first, one at a time, and applies it when every one answers `true` and
    /// the state is still the one the change was made from (a change and its undoing meanwhile leave it so).
    ///
    /// A check answering `false` refuses the change (`NavigationError.leaveRefused`); a change made while
    /// the checks ran makes this one stale (`NavigationError.staleLeave`); a second change that needs
    /// checks while some run is refused at once (`NavigationError.leaveCheckInProgress`). When
    /// `hostShowsChange` is set, the host already shows the change (the user's own move it did not hold),
    /// so a refusal renders the state again to undo it there.
    func applyWhenLeaveAllowed(
        _ change: NavigationChange<Route>,
        hostShowsChange: Bool = false,
        _ apply: @escaping @MainActor (NavigationController) -> Void
    ) {
        let asked = leaveGuards.guards(removedBy: change, from: state)
        guard let first = asked.first else {
            apply(self)
            return
        }
        guard !leaveGuards.isWaiting else {
            if hostShowsChange {
                host?.apply(RenderCommand.commands(rendering: state), in: state)
            }
            reportFailure(.leaveCheckInProgress(first.screen.route, first.screen.location))
            return
        }
        leaveGuards.isWaiting = true
        leaveCheckHandler?()
        let before = state
        // Asks from `first` down; after each `true`, the next check that has not answered, so that a check set
        // or replaced meanwhile is asked too. The controller is not kept alive by a check that runs.
        Task { @MainActor [weak self] in
            var allowed: Set<Int> = []
            var next: LeaveGuards<Route>.Guard? = first
            while let leaveGuard = next {
                let answer = await leaveGuard.check()
                guard let controller = self else { return }
                guard answer else {
                    controller.endLeaveCheck(
                        refusing: .leaveRefused(leaveGuard.screen.route, leaveGuard.screen.location),
                        rerender: hostShowsChange
                    )
                    return
                }
                allowed.insert(leaveGuard.id)
                guard controller.state == before else {
                    controller.endLeaveCheck(
                        refusing: .staleLeave(first.screen.route, first.screen.location),
                        rerender: hostShowsChange
                    )
                    return
                }
                next = controller.leaveGuards.guards(removedBy: change, from: before).first {
                    !allowed.contains($0.id)
                }
            }
            guard let controller = self else { return }
            controller.endLeaveCheck(refusing: nil, rerender: false)
            apply(controller)
        }
    }

    /// Ends the checks of a change, reporting `error` when it is refused; renders the whole state again when
    /// `rerender` is set, as the host already shows the refused change.
    private func endLeaveCheck(refusing error: NavigationError<Route>?, rerender: Bool) {
        leaveGuards.isWaiting = false
        leaveCheckHandler?()
        guard let error else { return }
        if rerender {
            host?.apply(RenderCommand.commands(rendering: state), in: state)
        }
        reportFailure(error)
    }
}
