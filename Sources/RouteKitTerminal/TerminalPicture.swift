/// What the terminal shows at one moment: the drawn lines and the actions the user can choose by number.
public struct TerminalPicture {
    /// The lines, top to bottom.
    let lines: [TerminalLine]
    /// The actions of the front screen, in the order of their numbers (the first is number 1).
    public let actions: [TerminalAction]

    /// The picture as text, one line per line, with escape codes for styles when `styled` is true.
    public func text(styled: Bool = false) -> String {
        lines.map { $0.rendered(styled: styled) }.joined(separator: "\n")
    }
}
