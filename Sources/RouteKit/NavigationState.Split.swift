extension NavigationState {
    /// The state of a split view: a primary (sidebar) stack and an optional secondary (detail) stack.
    ///
    /// The value counterpart of a `UISplitViewController` whose columns are navigation controllers.
    public struct Split: Hashable, Codable, Sendable {
        /// The stack of the primary column.
        public var primary: NavigationState<Route>.Stack
        /// The stack of the secondary (detail) column, or `nil` while no detail is shown.
        public var secondary: NavigationState<Route>.Stack?

        /// Creates a split state from its two stacks.
        public init(primary: NavigationState<Route>.Stack, secondary: NavigationState<Route>.Stack? = nil) {
            self.primary = primary
            self.secondary = secondary
        }
    }
}
