import Testing

@testable import RouteKitTerminal

@Suite("Styled terminal lines")
struct TerminalLineTests {
    @Test("Fitting pads with spaces or cuts with an ellipsis")
    func fitting() {
        #expect(TerminalLine("abc").fitted(to: 5).text == "abc  ")
        #expect(TerminalLine("abcdef").fitted(to: 4).text == "abc…")
        #expect(TerminalLine("abc").fitted(to: 0).text == "")
        #expect(TerminalLine("abc").fitted(to: 3).text == "abc")
    }

    @Test("Slices and overlays keep the styles of each run")
    func slicesAndOverlays() {
        let line = TerminalLine("ab") + TerminalLine("cd", style: .bold) + TerminalLine("ef")
        #expect(
            line.slice(from: 1, count: 3).spans == [
                .init(text: "b", style: []), .init(text: "cd", style: .bold),
            ]
        )
        #expect(line.overlaid(with: TerminalLine("XY", style: .reversed), at: 2).text == "abXYef")
        #expect(line.overlaid(with: TerminalLine("XY"), at: 5).text == "abcdeXY")
        #expect(line.width == 6)
    }

    @Test("Rendering adds escape codes only when styled")
    func rendering() {
        let line = TerminalLine("a") + TerminalLine("b", style: [.bold, .reversed]) + TerminalLine("c", style: .dim)
        #expect(line.rendered(styled: false) == "abc")
        #expect(line.rendered(styled: true) == "a\u{1B}[1;7mb\u{1B}[0m\u{1B}[2mc\u{1B}[0m")
        #expect(line.styled(.dim).rendered(styled: true) == "\u{1B}[2mabc\u{1B}[0m")
    }
}
