/// A destination of an app: one screen with its parameters.
///
/// RouteGen generates one conforming enum per spec (`<Name>Route`), with a
/// case per screen; RouteKit's navigation state is generic over it.
public protocol NavigationRoute: Hashable, Codable, Sendable {
    /// The screens without their parameters (the generated `<Name>Screen`).
    associatedtype Screen: Hashable, Codable, Sendable
    /// The tabs of a tab-bar root (the generated `<Name>Tab`), or `Never` for other roots.
    associatedtype Tab: Hashable, Codable, Sendable
    /// The gates of the spec (the generated `<Name>Gate`), or `Never` for a spec without gates.
    associatedtype Gate: Hashable, Codable, Sendable = Never

    /// The screen this route shows.
    var screen: Screen { get }
    /// The title a navigation bar shows for this route, with its parameters interpolated.
    var title: String { get }
    /// Whether the navigation bar is shown while this route is on top of its stack.
    var navigationBar: BarVisibility { get }
    /// Whether the toolbar is shown while this route is on top of its stack.
    var toolbar: BarVisibility { get }
    /// Whether the tab bar is shown while this route is on top of its tab's stack (`hidesBottomBarWhenPushed`).
    var tabBar: BarVisibility { get }
    /// Whether a tap on the tab that is already selected pops its stack to its root (the spec's
    /// `reselect: popToRoot`, the default) rather than doing nothing (`reselect: none`).
    static var reselectPopsToRoot: Bool { get }
    /// The stable name of `screen` in analytics events (``NavigationEvent/screenShown(_:name:)``); by
    /// default the screen's name.
    static func analyticsName(of screen: Screen) -> String
}

extension NavigationRoute {
    /// Shown: a spec's screens show the tab bar unless they say `tabBar: hidden`.
    public var tabBar: BarVisibility { .visible }

    /// Pops the tab's stack to its root, as UIKit does, unless the spec says `reselect: none`.
    public static var reselectPopsToRoot: Bool { true }
}

/// Whether a bar (navigation bar or toolbar) is shown.
public enum BarVisibility: String, Hashable, Codable, Sendable, CaseIterable {
    /// The bar is shown.
    case visible
    /// The bar is hidden.
    case hidden
}
