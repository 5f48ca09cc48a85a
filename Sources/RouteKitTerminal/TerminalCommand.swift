import Foundation

/// Something the user asks the terminal to do: choose an action, go back, dismiss, switch tabs, or quit.
///
/// Scripts write one command per step: a number, an action's label, `back`, `dismiss`, `tab`,
/// `tab <title>`, `pass` or `quit`. The keys map to the same commands.
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
    /// Passes the gate whose flow is in front, applying the move that waited for it.
    case passGate
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
        case "pass", "p": self = .passGate
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

/// One step of a script: a command, and the values of the chosen action's fields
/// (`showBooks author="Ursula K. Le Guin" page=2`).
struct TerminalStep: Hashable, Sendable {
    /// The command.
    var command: TerminalCommand
    /// The `name=value` pairs that follow the action's label or number.
    var values: [String: String]

    /// Reads a step: `name=value` words (a value may be in double quotes) are values; the rest is the command.
    init(parsing step: String) {
        var words: [String] = []
        var values: [String: String] = [:]
        for word in Self.words(in: step) {
            if let equals = word.firstIndex(of: "="), equals != word.startIndex {
                values[String(word[..<equals])] = String(word[word.index(after: equals)...])
            } else {
                words.append(word)
            }
        }
        self.command = TerminalCommand(parsing: words.joined(separator: " "))
        self.values = values
    }

    /// The words of a step, split at spaces outside double quotes, quotes removed.
    private static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var isQuoted = false
        var hasWord = false
        for character in text {
            switch character {
            case "\"":
                isQuoted.toggle()
                hasWord = true
            case " " where !isQuoted:
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            default:
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(current) }
        return words
    }
}
