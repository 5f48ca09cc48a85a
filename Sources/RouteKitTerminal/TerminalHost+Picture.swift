import RouteKit

extension TerminalHost {
    /// The rows and columns by which each level of sheet is inset from the screen below it.
    private static var sheetInset: (rows: Int, columns: Int) { (2, 3) }

    /// Draws the state: the root container, or the top-most full-screen presentation, with the sheets
    /// above it, each inset over its presenter.
    ///
    /// Only the front screen's actions are numbered; with a split root, both columns are in front.
    /// `highlighted` counts the numbered actions from zero.
    public func picture(highlighting highlighted: Int? = nil) -> TerminalPicture {
        guard let state else { return TerminalPicture(lines: [], actions: []) }
        let presentations = state.presentations
        let fullScreen = presentations.lastIndex { $0.style == .fullScreen }
        let sheets = Array((fullScreen.map { $0 + 1 } ?? 0)..<presentations.count)
        let sheetFrames = sheets.map { frame(for: .presentation($0), in: state) }

        let inset = Self.sheetInset
        let sheetHeights = sheetFrames.enumerated().map { offset, frame in
            let level = offset + 1
            return level * (inset.rows + 1) + frame.draw(width: sheetWidth(level: level)).lines.count
        }
        let baseIsFront = sheets.isEmpty
        var drawing: StackFrame.Drawing
        if let fullScreen {
            drawing = frame(for: .presentation(fullScreen), in: state).draw(
                width: width,
                minimumHeight: sheetHeights.max() ?? 0,
                firstNumber: baseIsFront ? 1 : nil,
                highlighted: highlighted
            )
        } else {
            drawing = drawRoot(
                of: state,
                minimumHeight: sheetHeights.max() ?? 0,
                isFront: baseIsFront,
                highlighted: highlighted
            )
        }
        for (offset, frame) in sheetFrames.enumerated() {
            let level = offset + 1
            let sheet = frame.draw(
                width: sheetWidth(level: level),
                minimumHeight: drawing.lines.count - level * (inset.rows + 1),
                firstNumber: level == sheetFrames.count ? 1 : nil,
                highlighted: highlighted
            )
            drawing = StackFrame.Drawing(
                lines: overlay(sheet.lines, level: level, on: drawing.lines.map { $0.styled(.dim) }),
                actions: sheet.actions
            )
        }
        return TerminalPicture(lines: drawing.lines, actions: drawing.actions)
    }

    /// Draws the lines of the sheet at `level` over `lines`, inset from the box below it, which keeps its
    /// borders while the sheet hides what it holds.
    private func overlay(_ sheet: [TerminalLine], level: Int, on lines: [TerminalLine]) -> [TerminalLine] {
        let inset = Self.sheetInset
        let outer = (level - 1) * inset.columns + 1
        let gap = TerminalLine(String(repeating: " ", count: inset.columns - 1))
        var lines = lines
        for (offset, line) in sheet.enumerated() {
            let row = level * inset.rows + offset
            guard lines.indices.contains(row) else { break }
            let below = lines[row]
            lines[row] =
                below.slice(from: 0, count: outer) + gap + line + gap
                + below.slice(from: width - outer, count: outer)
        }
        return lines
    }

    /// The width of a sheet at `level` (the first sheet is level 1).
    private func sheetWidth(level: Int) -> Int {
        width - 2 * level * Self.sheetInset.columns
    }

    /// Draws the root container: the single stack, the selected tab's stack over the tab bar, or the two
    /// columns of a split view side by side.
    private func drawRoot(
        of state: NavigationState<Route>,
        minimumHeight: Int,
        isFront: Bool,
        highlighted: Int?
    ) -> StackFrame.Drawing {
        switch state.root {
        case .stack, .tabs:
            return frame(for: state.root.frontLocation, in: state).draw(
                width: width,
                minimumHeight: minimumHeight,
                firstNumber: isFront ? 1 : nil,
                highlighted: highlighted
            )
        case .split(let split):
            let primaryWidth = width * 2 / 5
            let primaryFrame = frame(for: .primary, in: state)
            let secondaryFrame =
                split.secondary == nil
                ? StackFrame(
                    title: "",
                    backTitle: nil,
                    showsNavigationBar: false,
                    showsToolbar: false,
                    screen: TerminalScreen(lines: ["No detail"]),
                    tabs: []
                ) : frame(for: .secondary, in: state)
            let naturalHeight = max(
                primaryFrame.draw(width: primaryWidth).lines.count,
                secondaryFrame.draw(width: width - primaryWidth).lines.count
            )
            let height = max(minimumHeight, naturalHeight)
            let primary = primaryFrame.draw(
                width: primaryWidth,
                minimumHeight: height,
                firstNumber: isFront ? 1 : nil,
                highlighted: highlighted
            )
            let secondary = secondaryFrame.draw(
                width: width - primaryWidth,
                minimumHeight: height,
                firstNumber: isFront ? primary.actions.count + 1 : nil,
                highlighted: highlighted.map { $0 - primary.actions.count }
            )
            return StackFrame.Drawing(
                lines: zip(primary.lines, secondary.lines).map { $0 + $1 },
                actions: primary.actions + secondary.actions
            )
        }
    }

    /// The frame of the stack at `location`: its top route's bars and screen, and the tab bar when the
    /// stack is a tab's.
    private func frame(
        for location: NavigationState<Route>.StackLocation,
        in state: NavigationState<Route>
    ) -> StackFrame {
        let routes = state.stack(at: location)?.routes ?? []
        guard let top = routes.last else {
            return StackFrame(
                title: "",
                backTitle: nil,
                showsNavigationBar: false,
                showsToolbar: false,
                screen: TerminalScreen(),
                tabs: []
            )
        }
        var tabs: [StackFrame.Tab] = []
        if case .tab = location, case .tabs(let tabBar) = state.root {
            tabs = tabBar.tabs.map { StackFrame.Tab(title: tabTitle($0), isSelected: $0 == tabBar.selected) }
        }
        return StackFrame(
            title: top.title,
            backTitle: routes.count > 1 ? routes[routes.count - 2].title : nil,
            showsNavigationBar: top.navigationBar == .visible,
            showsToolbar: top.toolbar == .visible,
            screen: makeScreen(top, location),
            tabs: tabs
        )
    }
}
