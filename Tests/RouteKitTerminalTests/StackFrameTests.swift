import Testing

@testable import RouteKitTerminal

@MainActor
@Suite("Stack frame rows")
struct StackFrameTests {
    @Test("A long action with a long detail keeps its number: the detail gives way first, then the label is cut")
    func longActionKeepsItsNumber() {
        let action = TerminalAction(
            "openFromSchedule(sessionId:)",
            detail: "popTo home inclusive ifMissing skip, push sessionDetail singleTop with source=schedule"
        ) {}
        let frame = StackFrame(
            title: "Home",
            backTitle: nil,
            showsNavigationBar: false,
            showsToolbar: false,
            screen: TerminalScreen(actions: [action]),
            tabs: []
        )
        let row = frame.draw(width: 40, firstNumber: 1).lines.map(\.text).first { $0.contains("1  open") }
        #expect(row == "│   1  openFromSchedule(sessionId:)  … │")
        let narrow = frame.draw(width: 20, firstNumber: 1).lines.map(\.text).first { $0.contains("1  ") }
        #expect(narrow == "│   1  openFromSc… │")
    }
}
