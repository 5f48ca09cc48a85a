import RouteKit

/// The catalog feature's screens as the app's factory builds them: here, a title per screen.
public enum CatalogScreens {
    /// The product screen, which moves with `navigator`.
    @MainActor public static func product(productId: Int, navigator: CatalogNavigator.Product) -> String {
        "Product \(productId)"
    }
}
