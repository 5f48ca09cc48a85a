extension NavigationState {
    /// Identifies one stack of a navigation state.
    public enum StackLocation: Hashable, Codable, Sendable {
        /// The stack of a single-stack root.
        case main
        /// The stack of a tab of a tab-bar root.
        case tab(Route.Tab)
        /// The primary (sidebar) stack of a split root.
        case primary
        /// The secondary (detail) stack of a split root.
        case secondary
        /// The stack of the modal presentation at this index, counted from the bottom.
        case presentation(Int)
    }
}

extension NavigationState.StackLocation: CustomStringConvertible {
    /// The location as written in logs, such as `tab(contacts)` or `presentation(0)`.
    public var description: String {
        switch self {
        case .main: "main"
        case .tab(let tab): "tab(\(tab))"
        case .primary: "primary"
        case .secondary: "secondary"
        case .presentation(let index): "presentation(\(index))"
        }
    }
}
