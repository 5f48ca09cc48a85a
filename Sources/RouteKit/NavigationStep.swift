/// One operation of a navigation transition, applied to the stack the transition's cursor is on.
@_spi(Generated)
public enum NavigationStep<Route: NavigationRoute>: Hashable, Sendable {
    /// Pushes the route on the cursor's stack; with `zoom`, the screen grows out of the element it was
    /// opened from where the platform can (`push: { screen, transition: zoom }`).
    case push(Route, zoom: Bool = false)
    /// Pushes the route on the cursor's stack, unless the top shows the route's screen: then replaces the top
    /// with the route (one change), or changes nothing when the top is that very route (`singleTop: true`).
    case pushSingleTop(Route, zoom: Bool = false)
    /// Presents a new stack holding the route over everything, and moves the cursor into it.
    case present(
        Route,
        style: Presentation<Route>.Style,
        detents: [Presentation<Route>.Detent] = [],
        transition: Presentation<Route>.Transition = .coverVertical
    )
    /// Makes the route the only one of the cursor's stack (`setViewControllers([route])`).
    case replace(Route)
    /// Makes the route the only one of the split view's detail stack, and moves the cursor there.
    case showDetail(Route)
    /// Selects the tab, keeping every tab's stack, and moves the cursor to it.
    case selectTab(Route.Tab)
    /// Pops the cursor's stack to the nearest route below the top that shows the screen.
    case popTo(Route.Screen)
    /// Pops the cursor's stack to the nearest route that shows the screen: with `inclusive`, that route too
    /// (the top counts); when there is none, refuses the move (`.fail`) or does nothing (`.skip`).
    ///
    /// Popping a stack's root leaves it empty until a later `push` or `replace` of the same move gives it a
    /// root again; a move that ends with an empty stack is refused.
    ///
    /// The spec's long form `popTo: { screen: …, inclusive: …, ifMissing: … }` (Android's `popUpTo`).
    case popUpTo(Route.Screen, inclusive: Bool, ifMissing: MissingScreenPolicy)
    /// Pops the top route of the cursor's stack.
    case pop
    /// Pops the top route of the cursor's stack as the built-in back button does, reported as
    /// `NavigationEvent.PopReason.back`.
    case back
    /// Pops the cursor's stack to its root.
    case popToRoot
    /// Dismisses the presentation holding the cursor and all above it, and moves the cursor to its presenter;
    /// on a root stack, dismisses every presentation.
    case dismiss
    /// Dismisses every presentation, top first, and moves the cursor to the stack the first one was presented
    /// from; with nothing presented, does nothing.
    case dismissAll
}

/// What a ``NavigationStep/popUpTo(_:inclusive:ifMissing:)`` does when its screen is not in the stack.
@_spi(Generated)
public enum MissingScreenPolicy: Hashable, Sendable {
    /// Refuses the whole move with ``NavigationError/screenNotInStack(_:_:)``.
    case fail
    /// Pops nothing and goes on with the next step.
    case skip
}
