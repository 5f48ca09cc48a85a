#if canImport(SwiftUI)
import RouteKit
import SwiftUI

/// A SwiftUI factory (`typealias Screen = AnyView`) shows the route's title for a screen it does not build yet.
///
/// Both the type and the protocol come from other modules (RouteKit is this package's, SwiftUI never
/// declares this conformance); the qualified names say so, as Swift asks for such a conformance.
extension SwiftUI.AnyView: RouteKit.PlaceholderConvertible {
    /// A placeholder view: the route's title as text.
    public init(placeholderTitle: String) {
        self.init(Text(placeholderTitle))
    }
}
#endif
