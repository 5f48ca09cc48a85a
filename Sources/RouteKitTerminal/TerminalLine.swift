/// One line of a terminal picture: runs of text, each drawn in its own style.
///
/// Widths count characters, so a line lines up when each character takes one column.
struct TerminalLine: Hashable, Sendable {
    /// A run of text drawn in one style.
    struct Span: Hashable, Sendable {
        /// The text of the run.
        var text: String
        /// How the run is drawn.
        var style: TerminalStyle
    }

    /// The runs of the line, left to right.
    private(set) var spans: [Span]

    /// Creates a line of `text` drawn in `style`.
    init(_ text: String = "", style: TerminalStyle = []) {
        spans = text.isEmpty ? [] : [Span(text: text, style: style)]
    }

    /// Creates a line from its runs, joining neighbours of the same style.
    init(spans: [Span]) {
        self.spans = []
        for span in spans where !span.text.isEmpty {
            if let last = self.spans.last, last.style == span.style {
                self.spans[self.spans.count - 1].text += span.text
            } else {
                self.spans.append(span)
            }
        }
    }

    /// The number of characters of the line.
    var width: Int {
        spans.reduce(0) { $0 + $1.text.count }
    }

    /// The line's text without styles.
    var text: String {
        spans.map(\.text).joined()
    }

    /// The line made of `lhs` followed by `rhs`.
    static func + (lhs: TerminalLine, rhs: TerminalLine) -> TerminalLine {
        TerminalLine(spans: lhs.spans + rhs.spans)
    }

    /// The line padded with spaces, or cut and ended with "…", to exactly `width` characters.
    func fitted(to width: Int) -> TerminalLine {
        let current = self.width
        if current == width { return self }
        if current < width { return self + TerminalLine(String(repeating: " ", count: width - current)) }
        guard width > 0 else { return TerminalLine() }
        let cut = slice(from: 0, count: width - 1)
        return cut + TerminalLine("…", style: cut.spans.last?.style ?? [])
    }

    /// The `count` characters from `start`, fewer when the line is shorter.
    func slice(from start: Int, count: Int) -> TerminalLine {
        var result: [Span] = []
        var position = 0
        let end = start + count
        for span in spans {
            let spanEnd = position + span.text.count
            defer { position = spanEnd }
            let lower = max(start, position)
            let upper = min(end, spanEnd)
            guard lower < upper else { continue }
            let text = span.text.dropFirst(lower - position).prefix(upper - lower)
            result.append(Span(text: String(text), style: span.style))
        }
        return TerminalLine(spans: result)
    }

    /// The line with every run drawn in `style`.
    func styled(_ style: TerminalStyle) -> TerminalLine {
        TerminalLine(spans: spans.map { Span(text: $0.text, style: style) })
    }

    /// The line with `line` drawn over it from `column`, keeping what shows at either side.
    func overlaid(with line: TerminalLine, at column: Int) -> TerminalLine {
        let end = column + line.width
        return slice(from: 0, count: column).fitted(to: column) + line + slice(from: end, count: max(0, width - end))
    }

    /// The line as text, with escape codes for its styles when `styled` is true.
    func rendered(styled: Bool) -> String {
        guard styled else { return text }
        return spans.map { span in
            span.style.isEmpty ? span.text : span.style.escapeCode + span.text + TerminalStyle.resetCode
        }.joined()
    }
}
