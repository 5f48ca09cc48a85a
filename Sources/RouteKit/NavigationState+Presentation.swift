extension NavigationState {
    /// Whether the tab bar shows: what the top route of the selected tab's stack asks for; always shown for
    /// a root that is not a tab bar, which has none to hide.
    public var tabBarVisibility: BarVisibility {
        guard case .tabs(let tabs) = root else { return .visible }
        return tabs.selectedStack.top.tabBar
    }
}

extension NavigationState.Split {
    /// The routes of the one stack a collapsed split view shows: the primary stack with the detail pushed
    /// over it.
    public var collapsedRoutes: [Route] {
        primary.routes + (secondary?.routes ?? [])
    }
}
