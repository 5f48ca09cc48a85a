import Foundation

/// Something the user asks the terminal to do: choose an action, go back, dismiss, switch tabs, or quit.
///
/// Scripts write one command per step: a number, an action's label, `back`, `dismiss`, `tab`,
/// `tab <title>` or `quit`. The keys map to the same commands.
enum TerminalCommand: Hashable, Sendable {
    /// Chooses the action with this number, counted from 1.
    case choose(Int)
    /// Chooses the action with this label: the one whose label is exactly this (ignoring case), or else
    /// the only one whose label starts with it.
    case chooseLabelled(String)
    /// Goes back in the front stack, as the back button does.
    case back
    /// Dismisses the top-most sheet, as swiping it down does.
    case dismiss
    /// Selects the next tab.
    case nextTab
    /// Selects the tab with this title.
    case selectTab(String)
    /// Ends the session.
    case quit

    /// Reads a command from one step of a script.
    init(parsing step: String) {
        let text = step.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowercased = text.lowercased()
        switch lowercased {
        case "back", "b": self = .back
        case "dismiss", "d": self = .dismiss
        case "tab", "t": self = .nextTab
        case "quit", "q": self = .quit
        default:
            if let number = Int(text) {
                self = .choose(number)
            } else if lowercased.hasPrefix("tab ") {
                self = .selectTab(text.dropFirst(4).trimmingCharacters(in: .whitespaces))
            } else {
                self = .chooseLabelled(text)
            }
        }
    }
}
