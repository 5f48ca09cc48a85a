extension NavigationEvent {
    /// The event as text for analytics and logs, such as `pushed book in tab library` or
    /// `screenShown Book Detail`: screen, tab and gate names only, never a param value.
    public var analyticsText: String {
        switch self {
        case .pushed(let route, let location): "pushed \(route.screen) in \(Self.text(of: location))"
        case .popped(let route, let location, let reason):
            "popped \(route.screen) from \(Self.text(of: location)) (\(reason.rawValue))"
        case .presented(let route, let style, let location):
            "presented \(route.screen) as \(style.rawValue) from \(Self.text(of: location))"
        case .dismissed(let route): "dismissed \(route.screen)"
        case .tabSelected(let tab): "tabSelected \(tab)"
        case .gateRequired(let gate, _): "gateRequired \(gate)"
        case .gatePassed(let gate): "gatePassed \(gate)"
        case .gateCancelled(let gate): "gateCancelled \(gate)"
        case .screenShown(_, let name): "screenShown \(name)"
        }
    }

    /// A stack location without values: `main`, `tab library`, `presentation 0`, ….
    private static func text(of location: NavigationState<Route>.StackLocation) -> String {
        switch location {
        case .main: "main"
        case .tab(let tab): "tab \(tab)"
        case .primary: "primary"
        case .secondary: "secondary"
        case .presentation(let index): "presentation \(index)"
        }
    }
}

extension NavigationRoute {
    /// The stable name of `screen` in analytics: its spec name, unless the generated routes give the
    /// screen's `analyticsName`.
    public static func analyticsName(of screen: Screen) -> String {
        String(describing: screen)
    }
}
