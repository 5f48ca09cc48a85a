/// One operation of a navigation transition, applied to the stack the transition's cursor is on.
public enum NavigationStep<Route: NavigationRoute>: Hashable, Sendable {
    /// Pushes the route on the cursor's stack.
    case push(Route)
    /// Presents a new stack holding the route over everything, and moves the cursor into it.
    case present(Route, style: PresentationStyle)
    /// Makes the route the only one of the cursor's stack (`setViewControllers([route])`).
    case replace(Route)
    /// Makes the route the only one of the split view's detail stack, and moves the cursor there.
    case showDetail(Route)
    /// Selects the tab, keeping every tab's stack, and moves the cursor to it.
    case selectTab(Route.Tab)
    /// Pops the cursor's stack to the nearest route below the top that shows the screen.
    case popTo(Route.Screen)
    /// Pops the top route of the cursor's stack.
    case pop
    /// Pops the top route of the cursor's stack as the built-in back button does, reported as `PopReason.back`.
    case back
    /// Pops the cursor's stack to its root.
    case popToRoot
    /// Dismisses the presentation holding the cursor and all above it, and moves the cursor to its presenter;
    /// on a root stack, dismisses every presentation.
    case dismiss
}
