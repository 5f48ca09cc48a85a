import RouteKit

extension TerminalHost {
    /// The rows and columns by which each level of sheet is inset from the screen below it.
    private static var sheetInset: (rows: Int, columns: Int) { (2, 3) }

    /// One presentation drawn over the screens below it: where its box starts, and what it says about itself.
    private struct Layer {
        /// The presented stack's frame.
        var frame: StackFrame
        /// The rows and columns of this layer's inset from the box below it.
        var inset: (rows: Int, columns: Int)
        /// The column where the box starts and the row of its first line.
        var left: Int
        var top: Int
        /// The layer's width.
        var width: Int
        /// Whether the box stretches down to the bottom of the screen; a popover keeps its own height.
        var fills: Bool
        /// The style, detents and transition written in the box's top border; `nil` for a plain sheet.
        var caption: String?
    }

    /// Draws the state: the root container, or the top-most full-screen presentation, with the other
    /// presentations above it, each drawn in a box that tells its style apart: a sheet inset over its
    /// presenter, a form sheet as a narrower centered card, a popover as a small box, a cover over the
    /// dimmed presenter. A caption in a box's top border names its style, detents and transition, except a
    /// plain sheet's.
    ///
    /// Only the front screen's actions are numbered; with a split root, both columns are in front.
    /// `highlighted` counts the numbered actions from zero.
    public func picture(highlighting highlighted: Int? = nil) -> TerminalPicture {
        guard let state else { return TerminalPicture(lines: [], actions: []) }
        let presentations = state.presentations
        let fullScreen = presentations.lastIndex { $0.style == .fullScreen }
        let layers = layers(over: fullScreen.map { $0 + 1 } ?? 0, in: state)

        let layerHeights = layers.enumerated().map { offset, layer in
            layer.top + layer.frame.draw(width: layer.width).lines.count + offset + 1
        }
        let baseIsFront = layers.isEmpty
        var drawing: StackFrame.Drawing
        if let fullScreen {
            drawing = frame(for: .presentation(fullScreen), in: state).draw(
                width: width,
                minimumHeight: layerHeights.max() ?? 0,
                firstNumber: baseIsFront ? 1 : nil,
                highlighted: highlighted
            )
        } else {
            drawing = drawRoot(
                of: state,
                minimumHeight: layerHeights.max() ?? 0,
                isFront: baseIsFront,
                highlighted: highlighted
            )
        }
        for (offset, layer) in layers.enumerated() {
            let level = offset + 1
            let box = layer.frame.draw(
                width: layer.width,
                minimumHeight: layer.fills ? drawing.lines.count - layer.top - level : 0,
                firstNumber: level == layers.count ? 1 : nil,
                highlighted: highlighted
            )
            var boxLines = box.lines
            if let caption = layer.caption, !boxLines.isEmpty {
                boxLines[0] = captioned(boxLines[0], caption, at: 2, width: layer.width)
            }
            let lines = overlay(boxLines, layer: layer, on: drawing.lines.map { $0.styled(.dim) })
            drawing = StackFrame.Drawing(lines: lines, actions: box.actions)
        }
        return TerminalPicture(lines: drawing.lines, actions: drawing.actions)
    }

    /// The layers of the presentations from index `first` on, each inset from the one below by its style.
    private func layers(over first: Int, in state: NavigationState<Route>) -> [Layer] {
        var layers: [Layer] = []
        var (left, top) = (0, 0)
        for index in first..<state.presentations.count {
            let presentation = state.presentations[index]
            let available = width - 2 * left
            let inset: (rows: Int, columns: Int) =
                switch presentation.style {
                case .sheet, .pageSheet, .fullScreen: Self.sheetInset
                case .formSheet: (Self.sheetInset.rows, max(Self.sheetInset.columns, available / 6))
                case .popover: (Self.sheetInset.rows, max(Self.sheetInset.columns, available / 4))
                case .overFullScreen, .overCurrentContext: (1, 1)
                }
            left += inset.columns
            top += inset.rows
            layers.append(
                Layer(
                    frame: frame(for: .presentation(index), in: state),
                    inset: inset,
                    left: left,
                    top: top,
                    width: width - 2 * left,
                    fills: presentation.style != .popover,
                    caption: Self.caption(of: presentation)
                )
            )
        }
        return layers
    }

    /// What the caption above a presentation's box says: its style, detents and transition when any is
    /// not a plain sheet's.
    private static func caption(of presentation: Presentation<Route>) -> String? {
        var parts: [String] = []
        if presentation.style != .sheet || !presentation.detents.isEmpty { parts.append("\(presentation.style)") }
        if !presentation.detents.isEmpty {
            parts.append("detents " + presentation.detents.map(\.rawValue).joined(separator: "/"))
        }
        if presentation.transition != .coverVertical { parts.append("\(presentation.transition)") }
        if parts.isEmpty, presentation.style == .sheet { return nil }
        return " " + parts.joined(separator: ", ") + " "
    }

    /// `line`, `width` columns wide, with `caption` written over it from `column` and cut to leave the
    /// line's last two columns: a box's top border that names the box.
    private func captioned(_ line: TerminalLine, _ caption: String, at column: Int, width: Int) -> TerminalLine {
        let text = TerminalLine(caption).fitted(to: max(0, min(caption.count, width - column - 2)))
        return line.slice(from: 0, count: column) + text
            + line.slice(from: column + text.width, count: width - column - text.width)
    }

    /// Draws the lines of a layer's box over `lines`, inset from the box below it, which keeps its
    /// borders while the box hides what it holds.
    private func overlay(_ box: [TerminalLine], layer: Layer, on lines: [TerminalLine]) -> [TerminalLine] {
        let outer = layer.left - layer.inset.columns + 1
        let gap = TerminalLine(String(repeating: " ", count: layer.inset.columns - 1))
        var lines = lines
        for (offset, line) in box.enumerated() {
            let row = layer.top + offset
            guard lines.indices.contains(row) else { break }
            let below = lines[row]
            lines[row] =
                below.slice(from: 0, count: outer) + gap + line + gap
                + below.slice(from: width - outer, count: outer)
        }
        return lines
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
        if case .tab = location, case .tabs(let tabBar) = state.root, top.tabBar == .visible {
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
