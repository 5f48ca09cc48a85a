/// The drawing of one navigation stack as UIKit shows it: the navigation bar, the top screen's content,
/// the toolbar, and the tab bar when the stack is a tab's.
struct StackFrame {
    /// A tab of the tab bar below the stack.
    struct Tab: Hashable {
        /// The tab's title.
        let title: String
        /// Whether the tab is selected.
        let isSelected: Bool
    }

    /// The lines of a drawn frame and the actions it numbered, in the order of their numbers.
    struct Drawing {
        /// The lines, top to bottom, each exactly as wide as the frame.
        var lines: [TerminalLine]
        /// The actions the user can choose by number.
        var actions: [TerminalAction]
    }

    /// The longest back-button title; a longer previous title shows as "Back", as in UIKit.
    static let longestBackTitle = 14

    /// The title of the top route.
    let title: String
    /// The title of the route below the top one, if the stack has more than one route.
    let backTitle: String?
    /// Whether the top route shows the navigation bar.
    let showsNavigationBar: Bool
    /// Whether the top route shows the toolbar.
    let showsToolbar: Bool
    /// What the app shows for the top route.
    let screen: TerminalScreen
    /// The tabs of the tab bar below the stack; empty when there is no tab bar.
    let tabs: [Tab]

    /// Draws the frame `width` characters wide and at least `minimumHeight` lines high.
    ///
    /// With a `firstNumber`, the choosable actions are numbered from it and the one at `highlighted`
    /// (counted from zero) is highlighted; without one, the frame is only shown, as under a sheet.
    func draw(width: Int, minimumHeight: Int = 0, firstNumber: Int? = nil, highlighted: Int? = nil) -> Drawing {
        let inner = width - 2
        let textWidth = inner - 2
        var numbered: [TerminalAction] = []
        func row(_ line: TerminalLine) -> TerminalLine {
            TerminalLine("│ ") + line.fitted(to: textWidth) + TerminalLine(" │")
        }
        func nextNumber(for action: TerminalAction) -> (number: Int?, isHighlighted: Bool) {
            guard action.isChoosable, let firstNumber else { return (nil, false) }
            numbered.append(action)
            return (firstNumber + numbered.count - 1, highlighted == numbered.count - 1)
        }
        let separator = TerminalLine("├" + String(repeating: "─", count: inner) + "┤")

        var top = [TerminalLine("┌" + String(repeating: "─", count: inner) + "┐")]
        if showsNavigationBar {
            top += [row(navigationBar(width: textWidth)), separator]
        }
        var content = [TerminalLine()] + screen.lines.map { TerminalLine($0) }
        if !screen.lines.isEmpty, !screen.actions.isEmpty {
            content.append(TerminalLine())
        }
        for action in screen.actions {
            let (number, isHighlighted) = nextNumber(for: action)
            content.append(Self.row(action, number: number, highlighted: isHighlighted, width: textWidth))
        }
        content.append(TerminalLine())

        var bottom: [TerminalLine] = []
        if showsToolbar {
            let items = screen.toolbar.map { action in
                let (number, isHighlighted) = nextNumber(for: action)
                return Self.toolbarItem(action, number: number, highlighted: isHighlighted)
            }
            let toolbar = items.enumerated().reduce(TerminalLine()) {
                $0 + TerminalLine($1.offset == 0 ? "" : "   ") + $1.element
            }
            bottom += [separator, row(toolbar)]
        }
        if !tabs.isEmpty {
            bottom += [separator, row(tabBar(width: textWidth))]
        }
        bottom.append(TerminalLine("└" + String(repeating: "─", count: inner) + "┘"))

        let padding = max(0, minimumHeight - top.count - content.count - bottom.count)
        content += Array(repeating: TerminalLine(), count: padding)
        return Drawing(lines: top + content.map(row) + bottom, actions: numbered)
    }

    /// The navigation bar: the back button at the left and the title in the middle.
    private func navigationBar(width: Int) -> TerminalLine {
        let back = backTitle.map { "‹ " + ($0.count > Self.longestBackTitle ? "Back" : $0) } ?? ""
        let start = max((width - title.count) / 2, back.isEmpty ? 0 : back.count + 2)
        let title = TerminalLine(title, style: .bold).fitted(to: min(title.count, max(0, width - start)))
        return TerminalLine(back).fitted(to: start) + title
    }

    /// The tab bar: each tab's title centered in an equal share, the selected one in brackets.
    private func tabBar(width: Int) -> TerminalLine {
        let share = width / tabs.count
        return tabs.reduce(TerminalLine()) { line, tab in
            let text = tab.isSelected ? "[\(tab.title)]" : tab.title
            let lead = max(0, (share - text.count) / 2)
            let label = TerminalLine(text, style: tab.isSelected ? [.bold, .reversed] : [])
            return line + (TerminalLine(String(repeating: " ", count: lead)) + label).fitted(to: share)
        }
    }

    /// A row of the content: a marker, the number, the label, and the detail at the right.
    private static func row(_ action: TerminalAction, number: Int?, highlighted: Bool, width: Int) -> TerminalLine {
        let marker = highlighted ? "›" : " "
        let numberText = number.map { String(repeating: " ", count: max(0, 2 - String($0).count)) + String($0) }
        let lead = marker + (numberText ?? (action.isChoosable ? " ·" : "  ")) + "  "
        // The number (the key to press) always shows; the detail gives way to the label, then the label is cut.
        let room = max(0, width - lead.count)
        let detail = action.detail.map { "  " + $0 } ?? ""
        let detailWidth = min(detail.count, max(0, room - action.label.count))
        let label = TerminalLine(lead) + TerminalLine(action.label).fitted(to: room - detailWidth)
        let line = label + TerminalLine(detail).fitted(to: detailWidth)
        return highlighted ? line.fitted(to: width).styled(.reversed) : line
    }

    /// A toolbar item: a numbered button, or a plain label.
    private static func toolbarItem(_ action: TerminalAction, number: Int?, highlighted: Bool) -> TerminalLine {
        let text = number.map { "[\($0)] \(action.label)" } ?? action.label
        return TerminalLine((highlighted ? "›" : "") + text, style: highlighted ? .reversed : [])
    }
}
