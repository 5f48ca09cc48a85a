/// Whether the navigation bar and the toolbar of a navigation controller are shown.
public struct BarsVisibility: Hashable, Codable, Sendable {
    /// Whether the navigation bar is shown.
    public var navigationBar: BarVisibility
    /// Whether the toolbar is shown.
    public var toolbar: BarVisibility

    /// Creates a bars visibility from the visibility of each bar.
    public init(navigationBar: BarVisibility, toolbar: BarVisibility) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
    }

    /// Creates the bars visibility that `route` asks for while it is on top of its stack.
    public init<Route: NavigationRoute>(of route: Route) {
        self.init(navigationBar: route.navigationBar, toolbar: route.toolbar)
    }
}
