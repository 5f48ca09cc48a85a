/// A modal presentation: a navigation stack presented over the screens below it.
public struct Presentation<Route: NavigationRoute>: Hashable, Codable, Sendable {
    /// How the presentation covers the screens below it.
    public var style: Presentation<Route>.Style
    /// The stack shown inside the presentation.
    public var stack: NavigationState<Route>.Stack
    /// The stack that presented it, where navigation continues once it is dismissed.
    public var presenter: NavigationState<Route>.StackLocation

    /// Creates a presentation of `stack` in `style`, presented from `presenter`.
    public init(
        style: Presentation<Route>.Style,
        stack: NavigationState<Route>.Stack,
        presenter: NavigationState<Route>.StackLocation
    ) {
        self.style = style
        self.stack = stack
        self.presenter = presenter
    }
}
