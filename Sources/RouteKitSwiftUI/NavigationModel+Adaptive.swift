import RouteKit

/// What the SwiftUI views ask of the spec's v3 presentation keys: a split root collapsed in compact
/// width, the tab bar a screen hides, and the screens that zoom in from the element they were opened from.
///
/// The decisions live here, in plain Swift that tests drive without SwiftUI; the views only copy the
/// answers onto SwiftUI's modifiers.
extension NavigationModel {
    /// Shows a split-view root as one stack (`true`, compact width) or as its two columns (`false`), and
    /// tells the controller, which then closes the detail when the user goes back from its root.
    ///
    /// The state keeps both stacks either way; only what the primary column's `NavigationStack` shows changes.
    public func showSplitCollapsed(_ collapsed: Bool) {
        guard collapsed != collapsesSplit else { return }
        collapsesSplit = collapsed
        controller?.collapsesSplit = collapsed
    }

    /// The routes that the `NavigationStack` at `location` shows: a collapsed split's primary stack with
    /// the detail pushed over it (``NavigationState/Split/collapsedRoutes``), else the stack's own routes.
    func shownRoutes(at location: NavigationState<Route>.StackLocation) -> [Route]? {
        if collapsesSplit, location == .primary, case .split(let split)? = state?.root {
            return split.collapsedRoutes
        }
        return state?.stack(at: location)?.routes
    }

    /// The stack that `route`, shown in the `NavigationStack` at `location`, belongs to: in a collapsed
    /// split, a route of the detail is the detail's (``NavigationState/StackLocation/secondary``), so that
    /// its navigator moves the detail; elsewhere `location` itself.
    ///
    /// A route that both columns hold counts as the detail's, the one on top.
    public func location(
        of route: Route,
        shownAt location: NavigationState<Route>.StackLocation
    ) -> NavigationState<Route>.StackLocation {
        guard collapsesSplit, location == .primary, case .split(let split)? = state?.root,
            let detail = split.secondary, detail.routes.contains(route)
        else { return location }
        return .secondary
    }

    /// Whether the tab bar hides while `route`, shown at `location`, is on screen: the spec's
    /// `tabBar: hidden` on a screen of a tab's stack (other stacks have no tab bar to hide).
    public func hidesTabBar(_ route: Route, at location: NavigationState<Route>.StackLocation) -> Bool {
        guard case .tab = location else { return false }
        return route.tabBar == .hidden
    }

    /// Whether `route`, pushed on the stack at `location`, zooms in from the element it was opened from
    /// (`push: { screen, transition: zoom }`); the topmost such route of the stack counts.
    public func zooms(_ route: Route, at location: NavigationState<Route>.StackLocation) -> Bool {
        let location = self.location(of: route, shownAt: location)
        guard let stack = state?.stack(at: location),
            let index = stack.routes.lastIndex(of: route), index > 0
        else { return false }
        return stack.isZoomed(at: index)
    }

    /// The route whose source element a presentation zooms out of: the root of the presented stack, when
    /// the presentation's transition is `zoom`; `nil` for every other transition.
    public func zoomSource(of presented: PresentedStack<Route>) -> Route? {
        presented.presentation.transition == .zoom ? presented.presentation.stack.root : nil
    }
}
