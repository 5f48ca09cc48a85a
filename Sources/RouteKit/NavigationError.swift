/// Why a navigation transition could not be applied; the state is then left unchanged.
public enum NavigationError<Route: NavigationRoute>: Error, Hashable, Sendable {
    /// A pop on a stack that holds only its root.
    case cannotPopRoot(NavigationState<Route>.StackLocation)
    /// A `popTo` whose screen is not below the top of the stack.
    case screenNotInStack(Route.Screen, NavigationState<Route>.StackLocation)
    /// A dismissal while nothing is presented.
    case nothingToDismiss
    /// A `finish` from a stack that is not inside a presentation.
    case notPresented(NavigationState<Route>.StackLocation)
    /// A tab selection while the root is not a tab bar.
    case noTabBar
    /// A tab selection of a tab the tab bar does not have.
    case unknownTab(Route.Tab)
    /// A detail while the root is not a split view.
    case noSplitView
    /// A step on a stack that the state does not have.
    case noSuchStack(NavigationState<Route>.StackLocation)
    /// A move from a navigator whose screen is no longer in its stack (it was popped or dismissed).
    case staleNavigator(Route, NavigationState<Route>.StackLocation)
    /// A move from a navigator whose screen is still in its stack but not on top of it; `coveredBy` is
    /// the top of that stack. Only the top screen of a stack moves, as in a `UINavigationController`.
    case coveredNavigator(Route, NavigationState<Route>.StackLocation, coveredBy: Route)
    /// A change that would remove a `leave: confirm` screen, refused by the screen's leave check.
    case leaveRefused(Route, NavigationState<Route>.StackLocation)
    /// A change whose leave checks allowed it, refused because another change was made while they ran.
    case staleLeave(Route, NavigationState<Route>.StackLocation)
    /// A change that would remove a screen with a leave check, refused because other checks were running.
    case leaveCheckInProgress(Route, NavigationState<Route>.StackLocation)
    /// A `passGate()` while the gate's flow is shown and the gatekeeper still says the gate is closed.
    case gateClosed(Route.Gate)
    /// A `passGate()` from a stack that is not the flow of a pending move.
    case noPendingMove(NavigationState<Route>.StackLocation)
}

extension NavigationError: CustomStringConvertible {
    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .cannotPopRoot(let location): "Cannot pop the root of the \(location) stack."
        case .screenNotInStack(let screen, let location): "No \(screen) below the top of the \(location) stack."
        case .nothingToDismiss: "Nothing is presented, so nothing can be dismissed."
        case .notPresented(let location): "The \(location) stack is not inside a presentation."
        case .noTabBar: "The root is not a tab bar, so no tab can be selected."
        case .unknownTab(let tab): "The tab bar has no \(tab) tab."
        case .noSplitView: "The root is not a split view, so no detail can be shown."
        case .noSuchStack(let location): "There is no \(location) stack."
        case .staleNavigator(let route, let location):
            "The navigator of \(route) moved after its screen left the \(location) stack."
        case .coveredNavigator(let route, let location, let top):
            "The navigator of \(route) moved while \(top) covers it "
                + "in the \(location) stack; only the top screen moves."
        case .leaveRefused(let route, let location):
            "The leave check of \(route) in the \(location) stack refused to leave it."
        case .staleLeave(let route, let location):
            "The leave check of \(route) in the \(location) stack allowed a change that another change made stale."
        case .leaveCheckInProgress(let route, let location):
            "Leaving \(route) in the \(location) stack waits for a check while another change's checks run."
        case .gateClosed(let gate): "The gate \(gate) is still closed, so the pending move waits."
        case .noPendingMove(let location): "No move waits for a gate whose flow is the \(location) stack."
        }
    }
}
