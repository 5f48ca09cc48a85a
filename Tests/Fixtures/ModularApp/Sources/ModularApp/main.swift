import CartFeature
import Foundation
import RouteKit
import ShopRoutes

// A flow across modules: the coordinator of `ShopRoutes`, the screens of `CartFeature`.
@MainActor func run() throws {
    let coordinator = ShopCoordinator(factory: CartScreens())
    _ = coordinator.makeScreen(for: coordinator.state.visibleRoute, at: coordinator.state.visibleLocation)
    print("visible:", coordinator.state.visibleRoute.title)
    if let catalog = coordinator.navigator(ShopNavigator.Catalog.self) { showProduct(catalog, sku: "A-1") }
    print("after move:", coordinator.state.visibleRoute.title)
    guard let url = URL(string: "\(shopURLScheme):///products/B-2") else { exit(1) }
    try coordinator.open(url)
    print("after link:", coordinator.state.visibleRoute)
    print("tabs:", ShopTab.allCases.map { TabItem($0).title }.joined(separator: ", "))
}

MainActor.assumeIsolated {
    do { try run() } catch {
        print("error:", error)
        exit(1)
    }
}
