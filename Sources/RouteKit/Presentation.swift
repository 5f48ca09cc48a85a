/// A modal presentation: a navigation stack presented over the screens below it.
public struct Presentation<Route: NavigationRoute>: Hashable, Codable, Sendable {
    /// How the presentation covers the screens below it.
    public var style: PresentationStyle
    /// The stack shown inside the presentation.
    public var stack: NavigationStack<Route>
    /// The stack that presented it, where navigation continues once it is dismissed.
    public var presenter: StackLocation<Route>

    /// Creates a presentation of `stack` in `style`, presented from `presenter`.
    public init(style: PresentationStyle, stack: NavigationStack<Route>, presenter: StackLocation<Route>) {
        self.style = style
        self.stack = stack
        self.presenter = presenter
    }
}
