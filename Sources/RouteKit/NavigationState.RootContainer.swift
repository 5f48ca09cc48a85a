extension NavigationState {
    /// The container at the root of the window: a single stack, a tab bar, or a split view.
    public enum RootContainer: Hashable, Codable, Sendable {
        /// A single navigation stack (`UINavigationController`).
        case stack(NavigationState<Route>.Stack)
        /// A tab bar whose tabs are navigation stacks (`UITabBarController`).
        case tabs(NavigationState<Route>.TabBar)
        /// A split view whose columns are navigation stacks (`UISplitViewController`).
        case split(NavigationState<Route>.Split)

        /// The stack at `location`, or `nil` when the container has no such stack.
        public func stack(at location: NavigationState<Route>.StackLocation) -> NavigationState<Route>.Stack? {
            switch (self, location) {
            case (.stack(let stack), .main): stack
            case (.tabs(let tabs), .tab(let tab)): tabs.stack(for: tab)
            case (.split(let split), .primary): split.primary
            case (.split(let split), .secondary): split.secondary
            default: nil
            }
        }

        /// The location of the stack the container shows in front: the single stack, the selected tab, or the
        /// detail when there is one and the primary otherwise.
        public var frontLocation: NavigationState<Route>.StackLocation {
            switch self {
            case .stack: .main
            case .tabs(let tabs): .tab(tabs.selected)
            case .split(let split): split.secondary == nil ? .primary : .secondary
            }
        }

        /// Calls `body` with the stack at `location` in place, without copying the other stacks.
        ///
        /// - Throws: `NavigationError.noSuchStack` when the container has no stack at `location`, or what
        ///   `body` throws.
        mutating func modifyStack<Result>(
            at location: NavigationState<Route>.StackLocation,
            _ body: (inout NavigationState<Route>.Stack) throws(NavigationError<Route>) -> Result
        ) throws(NavigationError<Route>) -> Result {
            // Each case moves its payload out and parks a one-route placeholder, so that the payload is
            // uniquely referenced while `body` mutates it.
            switch self {
            case .stack(var stack):
                guard location == .main else { throw .noSuchStack(location) }
                self = .stack(NavigationState.Stack(root: stack.root))
                defer { self = .stack(stack) }
                return try body(&stack)
            case .tabs(var tabs):
                guard case .tab(let tab) = location, tabs.stack(for: tab) != nil else { throw .noSuchStack(location) }
                self = .stack(NavigationState.Stack(root: tabs.selectedStack.root))
                defer { self = .tabs(tabs) }
                return try tabs.modifyStack(for: tab, body)!
            case .split(var split):
                switch location {
                case .primary:
                    self = .stack(NavigationState.Stack(root: split.primary.root))
                    defer { self = .split(split) }
                    return try body(&split.primary)
                case .secondary where split.secondary != nil:
                    self = .stack(NavigationState.Stack(root: split.primary.root))
                    defer { self = .split(split) }
                    return try body(&split.secondary!)
                default:
                    throw .noSuchStack(location)
                }
            }
        }
    }
}
