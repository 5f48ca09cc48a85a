import RouteKit

/// A terminal factory (`typealias Screen = TerminalScreen`) shows a placeholder naming the route's title
/// for a screen it does not build yet, as the UIKit and SwiftUI hosts' screen types do.
extension TerminalScreen: PlaceholderConvertible {
    /// A placeholder naming `placeholderTitle`, the route's title: `Placeholder for <title>`.
    public init(placeholderTitle: String) {
        self = .placeholder(for: placeholderTitle)
    }
}
