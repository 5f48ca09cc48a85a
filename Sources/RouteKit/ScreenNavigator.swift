/// A generated navigator of one screen: the moves that screen may make.
///
/// RouteGen generates one conforming struct per screen (`<Name>Navigator.<Screen>`); the
/// coordinator hands it to the screen it builds, and
/// ``NavigationController/visibleNavigator(_:)`` finds the one of the visible screen.
@MainActor
public protocol ScreenNavigator {
    /// The routes of the spec.
    associatedtype Route: NavigationRoute
    /// The screen whose moves the navigator offers.
    static var screen: Route.Screen { get }
    /// Creates the navigator of a screen shown with `context`.
    init(context: NavigatorContext<Route>)
    /// Where the screen is shown: the moves that several screens share, written once in protocol
    /// extensions of generated code, perform their steps with it.
    var context: NavigatorContext<Route> { get }
}
