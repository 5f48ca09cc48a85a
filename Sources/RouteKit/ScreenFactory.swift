/// Builds an app's screens: what every generated `<Name>ScreenFactory` refines.
///
/// A generated factory protocol adds one `make…` per screen, each with a default that returns
/// ``makePlaceholder(for:)``, so an app runs before its screens exist. RouteKit gives that
/// placeholder to factories whose `Screen` is ``PlaceholderScreen`` or conforms to
/// ``PlaceholderConvertible``; RouteKitUIKit gives it to factories whose `Screen` is
/// `UIViewController`. Generated code so imports no UI framework.
@MainActor
public protocol ScreenFactory<Route> {
    /// The routes whose screens the factory builds: the generated `<Name>Route`.
    associatedtype Route: NavigationRoute
    /// The app's screen type, such as `UIViewController`.
    associatedtype Screen

    /// The screen shown for a route whose `make…` the app has not written yet.
    func makePlaceholder(for route: Route) -> Screen
}

extension ScreenFactory where Screen == PlaceholderScreen<Route> {
    /// A placeholder that shows the route's title.
    public func makePlaceholder(for route: Route) -> Screen {
        PlaceholderScreen(route: route)
    }
}

extension ScreenFactory where Screen: PlaceholderConvertible {
    /// A placeholder that shows the route's title.
    public func makePlaceholder(for route: Route) -> Screen {
        Screen(placeholderTitle: route.title)
    }
}
