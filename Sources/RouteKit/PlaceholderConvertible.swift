/// A screen type that can stand in for a screen the app has not built yet.
///
/// A generated factory whose `Screen` conforms gets `makePlaceholder(for:)`, and so a placeholder
/// for every screen without a `make…` of its own: `Screen(placeholderTitle: route.title)`.
/// RouteKitSwiftUI conforms SwiftUI's `AnyView`, so a SwiftUI factory (`typealias Screen = AnyView`)
/// works from the same spec, while generated code imports neither SwiftUI nor RouteKitSwiftUI;
/// RouteKitTerminal conforms its `TerminalScreen` the same way.
public protocol PlaceholderConvertible {
    /// A placeholder that shows `placeholderTitle`, the route's title.
    init(placeholderTitle: String)
}
