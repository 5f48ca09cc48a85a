extension NavigationController {
    /// `screenShown` for the screen that `change` makes visible when it is another screen than the
    /// one visible in `old`; otherwise nothing.
    func screenShown(
        from old: NavigationState<Route>,
        to change: NavigationChange<Route>
    ) -> [NavigationEvent<Route>] {
        let new = change.state
        guard !new.showsSameScreen(as: old, keepingPresentations: change.keptPresentationCount) else { return [] }
        let screen = new.visibleRoute.screen
        return [.screenShown(screen, name: Route.analyticsName(of: screen))]
    }
}

extension NavigationState {
    /// Whether the visible screen is the one visible in `old`: the same route at the same depth of
    /// the same stack, and, for a presentation, one of the `kept` presentations of `old`.
    ///
    /// A new route on top (a push, a `singleTop` replacement with other params), a pop, a tab selected
    /// or a presentation shown or gone makes another screen visible.
    func showsSameScreen(as old: NavigationState, keepingPresentations kept: Int) -> Bool {
        let location = visibleLocation
        guard location == old.visibleLocation, visibleRoute == old.visibleRoute,
            stack(at: location)?.count == old.stack(at: location)?.count
        else { return false }
        if case .presentation(let index) = location { return index < kept }
        return true
    }
}
