import CatalogFeature
import CheckoutFeature
import Foundation
import RouteKit

/// The app's screens: its own a placeholder, the features' from their modules.
struct ShopScreens: ShopScreenFactory {
    typealias Screen = PlaceholderScreen<ShopRoute>

    func makeCheckoutCart(navigator: CheckoutNavigator.Cart) -> Screen {
        print("built:", CheckoutScreens.cart(navigator: navigator))
        return PlaceholderScreen(route: .checkoutCart)
    }

    func makeCatalogProduct(productId: Int, navigator: CatalogNavigator.Product) -> Screen {
        print("built:", CatalogScreens.product(productId: productId, navigator: navigator))
        return PlaceholderScreen(route: .catalogProduct(productId: productId))
    }
}

/// The visible stack's titles, bottom first.
@MainActor func titles(_ coordinator: ShopCoordinator<ShopScreens>) -> String {
    (coordinator.state.stack(at: coordinator.state.visibleLocation)?.routes ?? []).map(\.title).joined(separator: " > ")
}

// Flows across the features: from Checkout into Catalog and back, a link into Catalog over
// Checkout's cart, and the state saved and restored across both.
@MainActor func run() throws {
    let coordinator = ShopCoordinator(factory: ShopScreens())
    coordinator.navigator(ShopNavigator.Home.self)?.openCart()
    coordinator.navigator(CheckoutNavigator.Cart.self)?.openItem(itemId: 3)
    coordinator.navigator(CheckoutNavigator.CartItem.self)?.openProduct(productId: 7)
    print("into catalog:", titles(coordinator))
    _ = coordinator.makeScreen(for: coordinator.state.visibleRoute, at: coordinator.state.visibleLocation)
    coordinator.navigator(CatalogNavigator.Product.self)?.back()
    print("back:", titles(coordinator))
    guard let url = URL(string: "shop:///products/9") else { exit(1) }
    try coordinator.open(url)
    print("link:", titles(coordinator))
    coordinator.navigator(CatalogNavigator.Product.self)?.addToCart()
    print("exit:", titles(coordinator))
    let restored = ShopCoordinator(factory: ShopScreens())
    try restored.restoreState(from: coordinator.savedState())
    print("restored:", restored.state == coordinator.state ? "equal" : "different", titles(restored))
}

MainActor.assumeIsolated {
    do { try run() } catch {
        print("error:", error)
        exit(1)
    }
}
