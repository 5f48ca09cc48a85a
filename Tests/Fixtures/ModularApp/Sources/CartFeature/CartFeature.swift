import RouteKit
import ShopRoutes

/// The cart feature's screens, in a module of their own: plain `import ShopRoutes`, no `@testable`.
public struct CartScreens: ShopScreenFactory {
    public typealias Screen = PlaceholderScreen<ShopRoute>

    public init() {}

    /// The catalog's screen moves through its public navigator.
    public func makeCatalog(navigator: ShopNavigator.Catalog) -> Screen {
        navigator.showProduct(sku: "A-1")
        return makePlaceholder(for: .catalog)
    }
}

/// Checks out from the cart and reports the result.
@MainActor public func checkOut(_ navigator: ShopNavigator.Cart, done: @escaping @MainActor (Bool?) -> Void) {
    navigator.checkOut(onResult: done)
}
