/// The whole navigation of an app as a value: the root container and the modal presentations above it.
///
/// Apply transitions with `applying(_:from:)` or `apply(_:from:)`, and turn the difference between
/// two states into container operations with ``RenderCommand/commands(from:to:animated:)``.
public struct NavigationState<Route: NavigationRoute>: Hashable, Codable, Sendable {
    /// The container at the root of the window.
    public var root: NavigationState<Route>.RootContainer
    /// The modal presentations, bottom first; each one covers the ones before it.
    public var presentations: [Presentation<Route>]

    /// Creates a state from its root container and presentations.
    public init(root: NavigationState<Route>.RootContainer, presentations: [Presentation<Route>] = []) {
        self.root = root
        self.presentations = presentations
    }

    /// Creates a state whose root is a single stack holding `root`.
    public init(stack root: Route) {
        self.init(root: .stack(NavigationState.Stack(root: root)))
    }

    /// Creates a state whose root is a tab bar with one root route per tab.
    ///
    /// - Precondition: `tabs` is not empty, names each tab once, and names `selected`.
    public init(tabs: [(Route.Tab, Route)], selected: Route.Tab) {
        self.init(root: .tabs(NavigationState.TabBar(tabs: tabs, selected: selected)))
    }

    /// Creates a state whose root is a split view showing `primary`, and `secondary` as its detail if given.
    public init(split primary: Route, secondary: Route? = nil) {
        self.init(
            root: .split(
                NavigationState.Split(
                    primary: NavigationState.Stack(root: primary),
                    secondary: secondary.map(NavigationState.Stack.init)
                )
            )
        )
    }
}
