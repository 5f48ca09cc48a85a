/// The state of a split view: a primary (sidebar) stack and an optional secondary (detail) stack.
///
/// The value counterpart of a `UISplitViewController` whose columns are navigation controllers.
public struct SplitState<Route: NavigationRoute>: Hashable, Codable, Sendable {
    /// The stack of the primary column.
    public var primary: NavigationStack<Route>
    /// The stack of the secondary (detail) column, or `nil` while no detail is shown.
    public var secondary: NavigationStack<Route>?

    /// Creates a split state from its two stacks.
    public init(primary: NavigationStack<Route>, secondary: NavigationStack<Route>? = nil) {
        self.primary = primary
        self.secondary = secondary
    }
}
