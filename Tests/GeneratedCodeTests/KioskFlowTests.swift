import Foundation
import RouteKit
import Testing

/// Required params on root screens through the plugin: `NavigationState.initial(…)` takes the tabs' roots'
/// params, and deep links, the coordinator and restoration start from it.
@MainActor
@Suite("Kiosk flows (required root params)")
struct KioskFlowTests {
    private static let initial = NavigationState<KioskRoute>.initial(
        venue: "Hall A",
        lobbyMode: "kids",
        shopMode: "sale"
    )

    private func coordinator() -> KioskCoordinator<KioskPlaceholderFactory> {
        KioskCoordinator(factory: KioskPlaceholderFactory(), state: Self.initial)
    }

    private func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test("initial(venue:lobbyMode:shopMode:) builds every tab's root with its params and the defaults")
    func initialState() {
        let state = Self.initial
        #expect(state.stack(at: .tab(.lobby))?.routes == [.lobby(venue: "Hall A", mode: "kids")])
        #expect(state.stack(at: .tab(.shop))?.routes == [.shop(mode: "sale", aisle: 1)])
        #expect(state.stack(at: .tab(.help))?.routes == [.help(topic: "general")])
        #expect(state.visibleRoute == .shop(mode: "sale"))
        #expect(state.presentations.isEmpty)
    }

    @Test("deepLinkState(for:…) fills the roots with the given params when the link does not carry them")
    func deepLinkStateKeepsTheGivenRoot() throws {
        let state = try KioskRoute.deepLinkState(
            for: try url("kiosk://events/7"),
            venue: "Hall B",
            lobbyMode: "adults",
            shopMode: "new"
        )
        #expect(state.stack(at: .tab(.lobby))?.routes == [.lobby(venue: "Hall B", mode: "adults"), .event(eventId: 7)])
        #expect(state.visibleRoute == .event(eventId: 7))
        #expect(state.stack(at: .tab(.shop))?.routes == [.shop(mode: "new")])
    }

    @Test("A link that carries a root's params builds that root from the link")
    func linkCarriesTheRootParams() throws {
        let state = try KioskRoute.deepLinkState(
            for: try url("kiosk://shop/outlet/products/3"),
            venue: "Hall B",
            lobbyMode: "adults",
            shopMode: "new"
        )
        #expect(
            state.stack(at: .tab(.shop))?.routes == [.shop(mode: "outlet"), .product(productId: 3, mode: "outlet")]
        )
    }

    @Test("open(_:) keeps the current root, params included, under a link that does not carry them")
    func openKeepsTheRoot() throws {
        let coordinator = coordinator()
        try #require(coordinator.navigator(KioskNavigator.Shop.self)).showProduct(productId: 1, mode: "x")
        try coordinator.open(try url("kiosk://reviews/9"))
        #expect(coordinator.state.stack(at: .tab(.shop))?.routes == [.shop(mode: "sale"), .review(productId: 9)])
        try coordinator.open(try url("kiosk://events/2"))
        #expect(
            coordinator.state.stack(at: .tab(.lobby))?.routes == [
                .lobby(venue: "Hall A", mode: "kids"), .event(eventId: 2),
            ]
        )
        #expect(coordinator.state.visibleRoute == .event(eventId: 2))
    }

    @Test("A saved state comes back whole, fitted against the coordinator's state")
    func roundTrip() throws {
        let coordinator = coordinator()
        try coordinator.open(try url("kiosk://events/5"))
        try coordinator.open(try url("kiosk://shop/outlet/products/3"))
        let data = try coordinator.savedState()

        let restored = KioskCoordinator(
            factory: KioskPlaceholderFactory(),
            state: .initial(venue: "Elsewhere", lobbyMode: "", shopMode: "")
        )
        try restored.restoreState(from: data)
        #expect(restored.state == coordinator.state)
        #expect(restored.state.stack(at: .tab(.lobby))?.routes.first == .lobby(venue: "Hall A", mode: "kids"))
    }

    @Test("Data of another container kind is refused and the state stays")
    func refused() {
        let coordinator = coordinator()
        let json =
            #"{"format":1,"spec":"Kiosk","#
            + #""state":{"root":{"stack":{"_0":[{"help":{"topic":"x"}}]}},"presentations":[]}}"#
        #expect(throws: StateRestorationError.self) { try coordinator.restoreState(from: Data(json.utf8)) }
        #expect(coordinator.state == Self.initial)
    }
}
