/// A stand-in for a screen the app has not built yet: the route it shows and its title.
///
/// Generated screen factories build placeholders for every screen whose `make…` the app has not
/// written, so an app (or a flow test) runs before its screens exist.
public struct PlaceholderScreen<Route: NavigationRoute>: Hashable, Sendable, CustomStringConvertible {
    /// The route the placeholder stands for.
    public let route: Route

    /// Creates a placeholder for `route`.
    public init(route: Route) {
        self.route = route
    }

    /// The route's title.
    public var title: String { route.title }

    /// The route's title, as a placeholder screen shows it.
    public var description: String { "[\(route.title)]" }
}
