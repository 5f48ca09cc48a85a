@_spi(Generated) import RouteKit
import Testing

@testable import RouteKitTerminal

@MainActor
@Suite("What the user does on the terminal host")
struct TerminalHostMoveTests {
    @Test("Back pops the front stack and reports it to the controller as the back button")
    func back() throws {
        let shop = Shop()
        let (controller, host) = (shop.controller, shop.host)
        var events: [NavigationEvent<ShopRoute>] = []
        let observation = controller.addObserver { events.append($0) }
        try controller.perform(NavigationState.Transition([.push(.product(name: "Lamp"))]), from: .tab(.shop))
        #expect(host.goBack())
        #expect(controller.state == shopState())
        #expect(host.state == shopState())
        #expect(
            events.suffix(2) == [
                .popped(.product(name: "Lamp"), from: .tab(.shop), reason: .back),
                .screenShown(.products, name: "products"),
            ]
        )
        #expect(!host.goBack())
        observation.cancel()
    }

    @Test("Dismiss swipes the top sheet down, which gives its presenter no result")
    func dismissSheet() throws {
        let shop = Shop()
        let (controller, host) = (shop.controller, shop.host)
        var results: [String?] = []
        try controller.perform(
            NavigationState.Transition([.present(.picker, style: .sheet)]),
            from: .tab(.shop),
            onResult: { results.append($0 as? String) }
        )
        #expect(host.dismissSheet())
        #expect(controller.state.presentations.isEmpty)
        #expect(results == [nil])
        #expect(!host.dismissSheet())
    }

    @Test("A full-screen presentation cannot be dismissed by the user")
    func fullScreenStays() throws {
        let shop = Shop()
        let (controller, host) = (shop.controller, shop.host)
        try controller.perform(NavigationState.Transition([.present(.receipt, style: .fullScreen)]), from: .tab(.shop))
        #expect(!host.dismissSheet())
        #expect(controller.state.presentations.count == 1)
    }

    @Test("Selecting tabs keeps each tab's stack and reports the selection")
    func tabsKeepStacks() throws {
        let shop = Shop()
        let (controller, host) = (shop.controller, shop.host)
        try controller.perform(NavigationState.Transition([.push(.product(name: "Lamp"))]), from: .tab(.shop))
        #expect(host.selectNextTab())
        #expect(shop.lines()[1] == "│                Basket                │")
        #expect(host.selectTab(titled: "shop"))
        #expect(shop.lines()[1] == "│ ‹ Products      Lamp                 │")
        #expect(host.selectNextTab())
        #expect(host.selectNextTab())
        #expect(controller.state.stack(at: .tab(.shop))?.routes == [.products, .product(name: "Lamp")])
        #expect(!host.selectTab(titled: "Settings"))
    }

    @Test("Tabs cannot be switched while a presentation covers the tab bar, nor without a tab bar")
    func noTabSwitch() throws {
        let shop = Shop()
        let (controller, host) = (shop.controller, shop.host)
        try controller.perform(NavigationState.Transition([.present(.picker, style: .sheet)]), from: .tab(.shop))
        #expect(!host.selectNextTab())
        #expect(host.tabs == [.shop, .basket])
        let single = TerminalHost<ShopRoute> { _, _ in TerminalScreen() }
        single.apply([], in: NavigationState(stack: .products))
        #expect(!single.selectNextTab())
        #expect(single.tabs.isEmpty)
    }

    @Test("Without a controller, the user's moves do nothing")
    func noController() {
        let host = TerminalHost<ShopRoute> { _, _ in TerminalScreen() }
        host.apply([], in: NavigationState(stack: .products))
        #expect(!host.goBack())
        #expect(!host.dismissSheet())
    }
}
