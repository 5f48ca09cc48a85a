import RouteKit

/// The checkout feature's screens as the app's factory builds them: here, a title per screen.
public enum CheckoutScreens {
    /// The cart screen, which moves with `navigator`.
    @MainActor public static func cart(navigator: CheckoutNavigator.Cart) -> String { "Cart" }
}
