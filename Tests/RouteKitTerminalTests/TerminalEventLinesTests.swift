import RouteKit
import Testing

@testable import RouteKitTerminal

/// The event stream of a terminal session: a line per change, naming the screen shown and the cause.
@Suite("Terminal event lines")
struct TerminalEventLinesTests {
    typealias Event = NavigationEvent<ShopRoute>

    @Test("A change that shows another screen is its screenShown line, without param values")
    func screenShown() {
        var lines = TerminalEventLines<ShopRoute>()
        lines.add(.pushed(.product(name: "Lamp"), in: .tab(.shop)), cause: .transition("showProduct"))
        lines.add(.screenShown(.product, name: "product"), cause: .transition("showProduct"))
        lines.add(.popped(.product(name: "Lamp"), from: .tab(.shop), reason: .back), cause: .user(.swipe))
        lines.add(.screenShown(.products, name: "products"), cause: .user(.swipe))
        #expect(
            lines.take() == [
                "screenShown product (transition showProduct)", "screenShown products (user swipe)",
            ]
        )
        #expect(lines.take().isEmpty)
    }

    @Test("A change that keeps the screen is its last event's line; another cause starts another change")
    func sameScreen() {
        var lines = TerminalEventLines<ShopRoute>()
        lines.add(.popped(.photo, from: .tab(.basket), reason: .back), cause: .user(.back))
        lines.add(.tabSelected(.basket), cause: .user(.tab))
        lines.add(.pushed(.basket, in: .tab(.basket)), cause: .restore)
        #expect(
            lines.take() == [
                "popped photo from tab basket (back) (user back)", "tabSelected basket (user tab)",
                "pushed basket in tab basket (restore)",
            ]
        )
    }
}
