@_spi(Generated) import RouteKit
import RouteKitTerminal
import Testing

/// The routes of a small shop app with two tabs, standing in for a generated route enum.
enum ShopRoute: NavigationRoute, CustomStringConvertible {
    /// The products on sale.
    case products
    /// One product.
    case product(name: String)
    /// A product's photo, without a navigation bar.
    case photo
    /// The basket.
    case basket
    /// The checkout, with a toolbar.
    case checkout
    /// A sheet that picks a size.
    case picker
    /// The receipt, presented full screen.
    case receipt

    /// The screens of the shop.
    enum Screen: String, Hashable, Codable, Sendable {
        case products, product, photo, basket, checkout, picker, receipt
    }

    /// The tabs of the shop.
    enum Tab: String, Hashable, Codable, Sendable, CaseIterable {
        case shop, basket
    }

    /// The screen of the route.
    var screen: Screen {
        switch self {
        case .products: .products
        case .product: .product
        case .photo: .photo
        case .basket: .basket
        case .checkout: .checkout
        case .picker: .picker
        case .receipt: .receipt
        }
    }

    /// The route's title.
    var title: String {
        switch self {
        case .products: "Products"
        case .product(let name): name
        case .photo: "Photo"
        case .basket: "Basket"
        case .checkout: "Checkout"
        case .picker: "Pick a size"
        case .receipt: "Receipt"
        }
    }

    /// Only the photo hides the navigation bar.
    var navigationBar: BarVisibility {
        self == .photo ? .hidden : .visible
    }

    /// Only the checkout shows the toolbar.
    var toolbar: BarVisibility {
        self == .checkout ? .visible : .hidden
    }

    /// The route as logs show it: its title.
    var description: String {
        title
    }
}

/// The shop at launch: the shop and basket tabs at their roots, shop selected.
func shopState() -> NavigationState<ShopRoute> {
    NavigationState(tabs: [(.shop, .products), (.basket, .basket)], selected: .shop)
}

/// A controller showing the shop on a terminal host whose screens offer moves made with the controller.
@MainActor
final class Shop {
    /// The controller, which the host only references weakly.
    let controller: NavigationController<ShopRoute>
    /// The host showing the controller's state, 40 characters wide.
    let host: TerminalHost<ShopRoute>

    /// Creates the shop at `state`.
    init(_ state: NavigationState<ShopRoute> = shopState()) {
        let controller = NavigationController(state: state)
        host = TerminalHost(width: 40, tabTitle: { $0.rawValue.capitalized }) { [weak controller] route, location in
            shopScreen(for: route, at: location, controller: controller)
        }
        controller.host = host
        self.controller = controller
    }

    /// The lines of the host's picture, as plain text.
    func lines(highlighting highlighted: Int? = nil) -> [String] {
        host.picture(highlighting: highlighted).text().components(separatedBy: "\n")
    }

    /// Chooses the numbered action labelled `label`, as the user does.
    func choose(_ label: String) {
        let action = host.picture().actions.first { $0.label == label }
        #expect(action != nil, "no action \(label)")
        action?.handler?()
    }

    /// Pushes `route` on the shop tab.
    func push(_ route: ShopRoute) throws {
        try controller.perform(NavigationState.Transition([.push(route)]), from: .tab(.shop))
    }
}

/// The screen of `route`: each action applies one step from `location` on `controller`.
@MainActor
func shopScreen(
    for route: ShopRoute,
    at location: NavigationState<ShopRoute>.StackLocation,
    controller: NavigationController<ShopRoute>?
) -> TerminalScreen {
    func move(_ label: String, _ step: NavigationStep<ShopRoute>) -> TerminalAction {
        TerminalAction(label) { try? controller?.perform(NavigationState.Transition([step]), from: location) }
    }
    switch route {
    case .products:
        return TerminalScreen(
            lines: ["Today's products"],
            actions: [
                move("Lamp", .push(.product(name: "Lamp"))),
                move("A product with a very long name", .push(.product(name: "A product with a very long name"))),
            ]
        )
    case .product:
        return TerminalScreen(
            actions: [
                move("Photo", .push(.photo)), move("Sizes", .present(.picker, style: .sheet)),
                TerminalAction(label: "In stock", detail: "3"),
            ]
        )
    case .basket:
        return TerminalScreen(actions: [move("Check out", .push(.checkout))])
    case .checkout:
        return TerminalScreen(
            lines: ["Total 42"],
            actions: [move("Edit", .pop)],
            toolbar: [TerminalAction(label: "2 items"), move("Pay", .present(.receipt, style: .fullScreen))]
        )
    case .picker:
        return TerminalScreen(actions: [move("Small", .dismiss), move("More", .present(.picker, style: .sheet))])
    case .photo, .receipt:
        return TerminalScreen(lines: ["[\(route.title)]"], actions: [move("Close", route == .photo ? .back : .dismiss)])
    }
}
