@_spi(Generated) import RouteKit
import Testing

@testable import RouteKitTerminal

@MainActor
@Suite("How the terminal host tells presentation styles apart")
struct TerminalHostPresentationTests {
    typealias Style = Presentation<ShopRoute>.Style

    /// The shop with the size picker presented from the shop tab in `style`.
    private func presenting(
        _ style: Style,
        detents: [Presentation<ShopRoute>.Detent] = [],
        transition: Presentation<ShopRoute>.Transition = .coverVertical
    ) throws -> Shop {
        let shop = Shop()
        try shop.controller.perform(
            NavigationState.Transition([.present(.picker, style: style, detents: detents, transition: transition)]),
            from: .tab(.shop)
        )
        return shop
    }

    @Test("Each style draws a picture of its own")
    func everyStyleDiffers() throws {
        var pictures: [Style: [String]] = [:]
        for style in Style.allCases {
            pictures[style] = try presenting(style).lines()
        }
        #expect(Set(pictures.values).count == Style.allCases.count)
    }

    @Test("A plain sheet has no caption; other styles name themselves, their detents and transition")
    func captions() throws {
        #expect(!(try presenting(.sheet).lines().joined().contains("sheet")))
        #expect(try presenting(.formSheet).lines().joined().contains(" formSheet "))
        #expect(
            try presenting(.sheet, detents: [.medium, .large]).lines().joined().contains(
                " sheet, detents medium/large "
            )
        )
        #expect(
            try presenting(.overFullScreen, transition: .crossDissolve).lines().joined().contains(
                " overFullScreen, crossDissolve "
            )
        )
    }

    @Test("A popover is a small box; a form sheet a narrower card than a sheet; a cover nearly the whole screen")
    func boxSizes() throws {
        /// The width of the presented box: from its top-left corner to its top-right one.
        func boxWidth(_ lines: [String]) -> Int {
            guard let row = lines.dropFirst().first(where: { $0.contains("┌") }),
                let left = row.firstIndex(of: "┌"), let right = row.lastIndex(of: "┐")
            else { return 0 }
            return row.distance(from: left, to: right) + 1
        }
        let sheet = boxWidth(try presenting(.sheet).lines())
        let form = boxWidth(try presenting(.formSheet).lines())
        let popover = boxWidth(try presenting(.popover).lines())
        let cover = boxWidth(try presenting(.overFullScreen).lines())
        #expect(popover < form)
        #expect(form < sheet)
        #expect(sheet < cover)
        #expect(try presenting(.popover).lines().count < (try presenting(.sheet).lines().count) + 1)
    }

    @Test("The user dismisses sheets and popovers, never a cover")
    func userDismissal() throws {
        for style in Style.allCases {
            let shop = try presenting(style)
            #expect(shop.host.dismissSheet() == style.userCanDismiss, "\(style)")
        }
    }

    @Test("A tap on the selected tab pops its stack to the root")
    func reselectingATab() throws {
        let shop = Shop()
        try shop.push(.product(name: "Lamp"))
        try shop.push(.product(name: "Chair"))
        #expect(shop.host.selectTab(.shop))
        #expect(shop.controller.state.stack(at: .tab(.shop))?.routes == [.products])
        #expect(shop.lines()[1] == "│               Products               │")
    }
}
