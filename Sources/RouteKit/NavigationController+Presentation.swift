extension NavigationController {
    /// Records that the user tapped the tab that is already selected: with the spec's `reselect: popToRoot`
    /// (the default), pops the tab's stack to its root, rendered and reported as a `popToRoot`; with
    /// `reselect: none`, does nothing.
    ///
    /// Ignored when `tab` is not the selected tab of a tab-bar root, or its stack holds only its root.
    public func hostDidReselectTab(_ tab: Route.Tab) {
        guard Route.reselectPopsToRoot, case .tabs(let tabs) = state.root, tabs.selected == tab,
            tabs.selectedStack.count > 1
        else { return }
        do {
            try perform(NavigationState.Transition([.popToRoot]), from: .tab(tab))
        } catch {
            reportFailure(error)
        }
    }

    /// The commands that show the split root collapsed into one stack, or in its two columns again.
    func splitLayoutCommands(collapsed: Bool) -> [RenderCommand<Route>] {
        guard case .split(let split) = state.root else { return [] }
        if collapsed {
            return [.setStack(.primary, split.collapsedRoutes, animated: false)]
        }
        let detail: [RenderCommand<Route>] = split.secondary.map { [.showDetail($0.routes, animated: false)] } ?? []
        return [.setStack(.primary, split.primary.routes, animated: false)] + detail
    }

    /// Goes back from the root of a collapsed split's detail stack, the way the user's back button does:
    /// the detail closes and the primary stack shows again. Returns `false` when that does not apply.
    func closeCollapsedDetail(from location: NavigationState<Route>.StackLocation) -> Bool {
        guard collapsesSplit, location == .secondary, case .split(var split) = state.root,
            let detail = split.secondary, detail.count == 1
        else { return false }
        split.secondary = nil
        var closed = state
        closed.root = .split(split)
        let change = NavigationChange(
            state: closed,
            events: [.popped(detail.root, from: .secondary, reason: .back)],
            location: .primary,
            keptPresentationCount: state.presentations.count
        )
        applyWhenLeaveAllowed(change) {
            $0.commit(change, renderAnimated: true, onResult: nil, cause: .transition("back"))
        }
        return true
    }

    /// Records that the user popped the collapsed split's one stack down to `count` routes: pops the detail
    /// first and closes it when it is gone, then pops the primary stack. The user's `move` caused it.
    func hostDidPopCollapsed(toCount count: Int, by move: NavigationEvent<Route>.Cause.UserMove) {
        guard case .split(var split) = state.root, split.collapsedRoutes.count > count, count > 0 else { return }
        var events: [NavigationEvent<Route>] = []
        if let detail = split.secondary {
            let kept = max(count - split.primary.count, 0)
            let popped = detail.routes[kept...]
            events += NavigationEvent.pops(of: popped, from: .secondary, reason: .back)
            split.secondary = kept == 0 ? nil : NavigationState.Stack(routes: Array(detail.routes[..<kept]))
        }
        if count < split.primary.count {
            let popped = split.primary.routes[count...]
            events += NavigationEvent.pops(of: popped, from: .primary, reason: .back)
            split.primary = NavigationState.Stack(routes: Array(split.primary.routes[..<count]))!
        }
        var popped = state
        popped.root = .split(split)
        let change = NavigationChange(
            state: popped,
            events: events,
            location: popped.root.frontLocation,
            keptPresentationCount: state.presentations.count
        )
        applyWhenLeaveAllowed(change, hostShowsChange: true) {
            $0.commit(change, renderAnimated: nil, onResult: nil, cause: .user(move))
        }
    }
}
