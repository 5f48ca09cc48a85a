@_spi(Generated) import RouteKit
import Testing

@testable import RouteKitTerminal

@MainActor
@Suite("What the terminal host draws")
struct TerminalHostPictureTests {
    @Test("A root screen: centered title, no back button, numbered rows, the tab bar with its selection")
    func rootScreen() {
        let shop = Shop()
        #expect(
            shop.lines() == [
                "┌──────────────────────────────────────┐",
                "│               Products               │",
                "├──────────────────────────────────────┤",
                "│                                      │",
                "│ Today's products                     │",
                "│                                      │",
                "│   1  Lamp                            │",
                "│   2  A product with a very long name │",
                "│                                      │",
                "├──────────────────────────────────────┤",
                "│       [Shop]            Basket       │",
                "└──────────────────────────────────────┘",
            ]
        )
        #expect(shop.host.picture().actions.map(\.label) == ["Lamp", "A product with a very long name"])
    }

    @Test("A pushed screen's back button shows the previous title, or Back when that is long")
    func backButton() throws {
        let shop = Shop()
        try shop.push(.product(name: "Lamp"))
        #expect(shop.lines()[1] == "│ ‹ Products      Lamp                 │")
        try shop.push(.product(name: "Chair"))
        #expect(shop.lines()[1] == "│ ‹ Lamp         Chair                 │")
        try shop.push(.product(name: "A product with a long name"))
        try shop.push(.product(name: "Lamp"))
        #expect(shop.lines()[1] == "│ ‹ Back          Lamp                 │")
    }

    @Test("A title that does not fit after the back button is cut")
    func longTitle() throws {
        let shop = Shop()
        try shop.push(.product(name: "A product with a very long name indeed"))
        #expect(shop.lines()[1] == "│ ‹ Products  A product with a very l… │")
    }

    @Test("A label-only row is shown without a number, and a row's detail sits at the right")
    func labelsAndDetails() {
        let shop = Shop()
        shop.choose("Lamp")
        let picture = shop.lines()
        #expect(picture.contains("│   1  Photo                           │"))
        #expect(picture.contains("│   2  Sizes                           │"))
        #expect(picture.contains("│      In stock                      3 │"))
        #expect(shop.host.picture().actions.count == 2)
    }

    @Test("A hidden navigation bar draws no title and no back button")
    func hiddenNavigationBar() {
        let shop = Shop()
        shop.choose("Lamp")
        shop.choose("Photo")
        let picture = shop.lines()
        #expect(picture[1] == "│                                      │")
        #expect(picture[2] == "│ [Photo]                              │")
        #expect(!picture.joined().contains("Lamp"))
        #expect(
            picture.suffix(2) == [
                "│       [Shop]            Basket       │", "└──────────────────────────────────────┘",
            ]
        )
    }

    @Test("A visible toolbar shows its items, and its buttons are numbered after the rows")
    func toolbar() {
        let shop = Shop()
        #expect(shop.host.selectTab(.basket))
        shop.choose("Check out")
        #expect(
            shop.lines().suffix(5) == [
                "├──────────────────────────────────────┤",
                "│ 2 items   [2] Pay                    │",
                "├──────────────────────────────────────┤",
                "│        Shop            [Basket]      │",
                "└──────────────────────────────────────┘",
            ]
        )
        #expect(shop.host.picture().actions.map(\.label) == ["Edit", "Pay"])
        #expect(shop.lines(highlighting: 1).contains("│ 2 items   ›[2] Pay                   │"))
    }

    @Test("A sheet is drawn inset over its presenter, whose title stays visible; only its rows are numbered")
    func sheet() {
        let shop = Shop()
        shop.choose("Lamp")
        shop.choose("Sizes")
        let picture = shop.lines()
        #expect(picture[1] == "│ ‹ Products      Lamp                 │")
        #expect(picture[2] == "├  ┌────────────────────────────────┐  ┤")
        #expect(picture[3] == "│  │          Pick a size           │  │")
        #expect(picture.contains("│  │   1  Small                     │  │"))
        #expect(
            picture.suffix(2) == [
                "│  └────────────────────────────────┘  │", "└──────────────────────────────────────┘",
            ]
        )
        #expect(shop.host.picture().actions.map(\.label) == ["Small", "More"])
    }

    @Test("A sheet over a sheet is inset further, and the screens below grow to hold it")
    func nestedSheets() {
        let shop = Shop()
        shop.choose("Lamp")
        shop.choose("Sizes")
        shop.choose("More")
        #expect(shop.controller.state.presentations.count == 2)
        let picture = shop.lines()
        #expect(picture[3] == "│  │          Pick a size           │  │")
        #expect(picture[4] == "│  ├  ┌──────────────────────────┐  ┤  │")
        #expect(picture[5] == "│  │  │       Pick a size        │  │  │")
        #expect(
            picture.suffix(3) == [
                "├  │  └──────────────────────────┘  │  ┤", "│  └────────────────────────────────┘  │",
                "└──────────────────────────────────────┘",
            ]
        )
    }

    @Test("A full-screen presentation covers the tab bar and everything else")
    func fullScreen() {
        let shop = Shop()
        shop.host.selectTab(.basket)
        shop.choose("Check out")
        shop.choose("Pay")
        let picture = shop.lines()
        #expect(picture[1] == "│               Receipt                │")
        #expect(!picture.joined().contains("Basket"))
        #expect(shop.host.picture().actions.map(\.label) == ["Close"])
    }

    @Test("A split view shows both columns side by side and numbers the actions of both")
    func split() throws {
        let controller = NavigationController(state: NavigationState<ShopRoute>(split: .products))
        let host = TerminalHost<ShopRoute>(width: 60) { route, location in
            shopScreen(for: route, at: location, controller: controller)
        }
        controller.host = host
        let lines = { host.picture().text().components(separatedBy: "\n") }
        #expect(lines()[1] == "│       Products       ││                                  │")
        #expect(lines()[2] == "├──────────────────────┤│ No detail                        │")
        try controller.perform(NavigationState.Transition([.showDetail(.basket)]), from: .primary)
        #expect(lines()[1] == "│       Products       ││              Basket              │")
        #expect(host.picture().actions.map(\.label) == ["Lamp", "A product with a very long name", "Check out"])
        #expect(host.picture(highlighting: 2).text().contains("│ › 3  Check out"))
    }

    @Test("The highlighted row is marked, and reversed when styled; plain text has no escape codes")
    func highlight() {
        let shop = Shop()
        #expect(shop.lines(highlighting: 1)[7] == "│ › 2  A product with a very long name │")
        let styled = shop.host.picture(highlighting: 1).text(styled: true)
        #expect(styled.contains("\u{1B}[7m› 2  A product with a very long name\u{1B}[0m"))
        #expect(styled.contains("\u{1B}[1mProducts\u{1B}[0m"))
        #expect(styled.contains("\u{1B}[1;7m[Shop]\u{1B}[0m"))
        #expect(!shop.host.picture(highlighting: 1).text().contains("\u{1B}"))
    }

    @Test("Screens under a sheet are dimmed when styled")
    func dimmed() {
        let shop = Shop()
        shop.choose("Lamp")
        shop.choose("Sizes")
        let styled = shop.host.picture().text(styled: true).components(separatedBy: "\n")
        #expect(styled[1] == "\u{1B}[2m│ ‹ Products      Lamp                 │\u{1B}[0m")
        #expect(styled[3].hasPrefix("\u{1B}[2m│\u{1B}[0m  │          \u{1B}[1mPick a size\u{1B}[0m"))
    }

    @Test("A host without a state draws nothing")
    func empty() {
        let host = TerminalHost<ShopRoute> { _, _ in TerminalScreen() }
        #expect(host.picture().text().isEmpty)
        #expect(host.picture().actions.isEmpty)
    }

    @Test("A placeholder screen names its route")
    func placeholder() {
        #expect(TerminalScreen.placeholder(for: "Basket").lines == ["Placeholder for Basket"])
    }

    @Test("A terminal factory needs no placeholder of its own: a route without a make… shows its title")
    func factoryPlaceholder() {
        struct Screens: ScreenFactory {
            typealias Route = ShopRoute
            typealias Screen = TerminalScreen
        }
        #expect(Screens().makePlaceholder(for: .basket).lines == ["Placeholder for \(ShopRoute.basket.title)"])
    }
}
