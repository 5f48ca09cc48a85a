extension NavigationState {
    /// The location of the stack in front: the top-most presentation, or else the root's front stack.
    public var visibleLocation: NavigationState<Route>.StackLocation {
        presentations.isEmpty ? root.frontLocation : .presentation(presentations.count - 1)
    }

    /// The route the user sees: the top of the stack in front.
    public var visibleRoute: Route {
        stack(at: visibleLocation)!.top
    }

    /// Whether the stack at `location` is on screen: the top-most presentation, or when nothing is
    /// presented, the root's single stack, selected tab, or either column of the split view.
    public func isVisible(_ location: NavigationState<Route>.StackLocation) -> Bool {
        guard contains(location) else { return false }
        switch location {
        case .presentation(let index): return index == presentations.count - 1
        case .primary, .secondary: return presentations.isEmpty
        case .main, .tab: return presentations.isEmpty && location == root.frontLocation
        }
    }

    /// The bars that the navigation controller at `location` shows: those its top route asks for.
    ///
    /// Returns `nil` when the state has no stack at `location`.
    public func barsVisibility(
        for location: StackLocation
    ) -> (navigationBar: BarVisibility, toolbar: BarVisibility)? {
        stack(at: location).map { ($0.top.navigationBar, $0.top.toolbar) }
    }
}
