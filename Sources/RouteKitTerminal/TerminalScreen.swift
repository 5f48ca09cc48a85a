/// What an app shows for one route in a terminal: text, then rows of actions, and toolbar items.
///
/// The terminal host draws the navigation bar (title and back button), the toolbar when the route shows
/// it, and the tab bar around it, as UIKit would. An app's screen factory returns one per route.
public struct TerminalScreen {
    /// The text at the top of the content, one entry per line.
    public var lines: [String]
    /// The rows below the text, numbered when they can be chosen.
    public var actions: [TerminalAction]
    /// The items of the toolbar, shown only while the route asks for a toolbar.
    public var toolbar: [TerminalAction]

    /// Creates a screen from its text, its rows and its toolbar items.
    public init(lines: [String] = [], actions: [TerminalAction] = [], toolbar: [TerminalAction] = []) {
        self.lines = lines
        self.actions = actions
        self.toolbar = toolbar
    }

    /// A stand-in for a screen the app has not built yet, naming its route.
    public static func placeholder(for route: some CustomStringConvertible) -> TerminalScreen {
        TerminalScreen(lines: ["Placeholder for \(route)"])
    }
}
