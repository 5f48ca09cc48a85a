import RouteKit
import ShopRoutes

/// The cart feature's screens, in a module of their own: plain `import ShopRoutes`, no `@testable`.
public struct CartScreens: ShopScreenFactory {
    /// Placeholders until the real screens exist.
    public typealias Screen = PlaceholderScreen<ShopRoute>

    /// Creates the factory.
    public init() {}

    /// The catalog's screen: a placeholder built here, in the feature module.
    public func makeCatalog(navigator: ShopNavigator.Catalog) -> Screen {
        makePlaceholder(for: .catalog)
    }
}

/// Shows a product from the catalog through its public navigator.
@MainActor public func showProduct(_ navigator: ShopNavigator.Catalog, sku: String) {
    navigator.showProduct(sku: sku)
}

/// Checks out from the cart and reports the result.
@MainActor public func checkOut(_ navigator: ShopNavigator.Cart, done: @escaping @MainActor (Bool?) -> Void) {
    navigator.checkOut(onResult: done)
}
