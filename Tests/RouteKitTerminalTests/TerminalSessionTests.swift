@_spi(Generated) import RouteKit
import Testing

@testable import RouteKitTerminal

@MainActor
@Suite("Scripted terminal sessions")
struct TerminalSessionTests {
    /// A session of the shop app, and its controller.
    private func makeSession() -> (TerminalSession<ShopRoute>, NavigationController<ShopRoute>) {
        let controller = NavigationController(state: shopState())
        let session = TerminalSession(navigation: controller, width: 40, tabTitle: { $0.rawValue.capitalized }) {
            [weak controller] route, location in
            shopScreen(for: route, at: location, controller: controller)
        }
        return (session, controller)
    }

    @Test("Each step is headed by itself, and its action's label, and followed by the screen")
    func steps() {
        let (session, controller) = makeSession()
        var output = ""
        #expect(session.runScript(["1", "sizes", "dismiss", "back", "tab basket", "quit", "tab"]) { output += $0 })
        let headings = output.split(separator: "\n").filter { $0.hasPrefix("» ") }
        #expect(headings == ["» 1 · Lamp", "» sizes", "» dismiss", "» back", "» tab basket"])
        #expect(output.hasPrefix("┌"))
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("┌") }.count == 6)
        #expect(controller.state.visibleRoute == .basket)
    }

    @Test("With showsEvents, each step is followed by its changes' screenShown lines and causes")
    func eventStream() {
        let controller = NavigationController(state: shopState())
        let session = TerminalSession(
            navigation: controller,
            width: 40,
            makeScreen: { [weak controller] route, location in
                shopScreen(for: route, at: location, controller: controller)
            },
            showsEvents: true
        )
        var output = ""
        #expect(session.runScript(["1", "back", "tab basket"]) { output += $0 })
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("navigation: ") }
        #expect(lines.count == 3)
        #expect(
            lines.dropFirst().elementsEqual(
                ["navigation: screenShown products (user back)", "navigation: screenShown basket (user tab)"]
            )
        )
        #expect(lines.first?.hasPrefix("navigation: screenShown product (transition ") == true)
        #expect(!lines.contains { $0.contains("Lamp") }, "no param value")
    }

    @Test("A step that cannot run stops the script with the reason")
    func failingStep() {
        let (session, _) = makeSession()
        var output = ""
        #expect(!session.runScript(["Nothing", "1"]) { output += $0 })
        #expect(output.hasSuffix("» Nothing\n! There is no single action 'Nothing' here.\n"))
        for (step, reason) in [
            ("7", "There is no action 7 here."), ("back", "There is no screen to go back to."),
            ("dismiss", "There is no sheet to dismiss."),
        ] {
            output = ""
            #expect(!session.runScript([step]) { output += $0 })
            #expect(output.hasSuffix("! \(reason)\n"))
        }
    }

    @Test("A label's exact name chooses its action even when it is a prefix of another label")
    func exactName() {
        let controller = NavigationController(state: NavigationState<ShopRoute>(stack: .products))
        var chosen: [String] = []
        let session = TerminalSession(navigation: controller) { _, _ in
            TerminalScreen(actions: [
                TerminalAction("showListFromActivity()") { chosen.append("fromActivity") },
                TerminalAction("showList()") { chosen.append("list") },
            ])
        }
        #expect(session.runScript(["showList", "showList()", "showListFrom"]) { _ in })
        #expect(chosen == ["list", "list", "fromActivity"])
    }

    @Test("A move that fails in the app is shown below the screen, and the app's own handler still hears it")
    func failedMove() {
        let controller = NavigationController(state: NavigationState<ShopRoute>(stack: .products))
        var heard: [NavigationError<ShopRoute>] = []
        controller.failureHandler = { heard.append($0) }
        let session = TerminalSession(navigation: controller) { route, location in
            TerminalScreen(actions: [
                TerminalAction("Pop") { try? controller.perform(NavigationState.Transition([.pop]), from: location) },
                TerminalAction("Stale") {
                    controller.context(for: .checkout, at: location).perform([.push(.basket)])
                },
            ])
        }
        var output = ""
        #expect(!session.runScript(["Stale", "tab"]) { output += $0 })
        #expect(output.contains("! The navigator of Checkout moved after its screen left the main stack.\n"))
        #expect(output.hasSuffix("» tab\n! There is no tab bar here.\n"))
        #expect(heard == [.staleNavigator(.checkout, .main)])
    }
}
