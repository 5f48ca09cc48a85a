import RouteKit
import Testing

/// Uses the code that the build plugin generated from `Specs/Shop.routes.yaml`, a spec split over
/// three files (`Shop/Orders.routes.yaml` includes `Shop/Catalog/Products.routes.yaml`).
@Suite("A spec split over three files")
struct IncludedSpecTests {
    @Test("The screens of every file are cases of one route enum, in include order")
    func screensOfEveryFile() {
        #expect(ShopScreen.allCases == [.home, .orders, .order, .product])
        #expect(ShopRoute.order(id: 7).title == "Order 7")
        #expect(ShopRoute.product(sku: "A-1").title == "Product A-1")
    }

    @Test("A transition of the innermost file moves between screens of two files")
    @MainActor
    func transitionAcrossFiles() throws {
        let coordinator = ShopCoordinator(factory: ShopPlaceholderFactory(), host: RecordingNavigationHost<ShopRoute>())
        try #require(coordinator.navigator(ShopNavigator.Home.self)).showOrders()
        try #require(coordinator.navigator(ShopNavigator.Orders.self)).showOrder(id: 3)
        try #require(coordinator.navigator(ShopNavigator.Order.self)).showProduct(sku: "B-2")
        #expect(coordinator.state.visibleRoute == .product(sku: "B-2"))
    }
}
