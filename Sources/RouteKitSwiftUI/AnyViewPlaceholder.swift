#if canImport(SwiftUI)
import RouteKit
import SwiftUI

/// A SwiftUI factory (`typealias Screen = AnyView`) shows the route's title for a screen it does not build yet.
///
/// Both the type and the protocol come from other modules (RouteKit is this package's, SwiftUI never
/// declares this conformance); the qualified names say so, as Swift asks for such a conformance.
///
/// The initializer is `nonisolated`, as the requirement is: the iOS 18 SDK (Xcode 16) declares `AnyView`
/// `@MainActor`, which would make an initializer in this extension main-actor too and the conformance
/// cross into main-actor code, an error in Swift 6. Its own initializer and `Text`'s are `nonisolated`
/// there, and in the later SDKs, where `AnyView` itself is `nonisolated`.
extension SwiftUI.AnyView: RouteKit.PlaceholderConvertible {
    /// A placeholder view: the route's title as text.
    nonisolated public init(placeholderTitle: String) {
        self.init(Text(placeholderTitle))
    }
}
#endif
