import Foundation

/// How a terminal session runs, read from the app's command line.
struct TerminalOptions: Hashable, Sendable {
    /// What the session does.
    enum Mode: Hashable, Sendable {
        /// Reads keys from the terminal, or script steps from standard input when it is not a terminal.
        case interactive
        /// Runs these script steps and prints the screen after each.
        case script([String])
        /// Prints the usage.
        case help
    }

    /// What the session does.
    var mode: Mode
    /// A deep link to open before anything else (`--open <url>`).
    var deepLink: String?

    /// The usage, for `--help` and mistakes.
    static func usage(program: String) -> String {
        """
        usage: \(program) [--open <url>] [--actions <steps>] [--script <file>]

          (no options)       run in the terminal: 1-9 or ↑↓ and ⏎ choose, ← or b back,
                             esc or d dismiss a sheet, tab or t switch tab, q quit
          --open <url>       start at a deep link: its screen over the screens that lead to it
          --actions <steps>  run the comma-separated steps and print each screen
          --script <file>    run the steps of a file, one a line ('-' reads standard input)

        A step is an action's number or label, back, dismiss, tab, tab <title>, or quit.
        """
    }

    /// Reads the options from `arguments` (without the program name), reading script files with `readFile`.
    ///
    /// - Throws: A ``TerminalOptionsError`` for an unknown option or a missing value.
    init(arguments: [String], readFile: (String) throws -> String) throws {
        var steps: [String]?
        var deepLink: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                self.init(mode: .help)
                return
            case "--open":
                guard let value = remaining.popFirst() else {
                    throw TerminalOptionsError(message: "--open needs a URL")
                }
                deepLink = value
            case "--actions", "--script":
                guard let value = remaining.popFirst() else {
                    throw TerminalOptionsError(message: "\(argument) needs a value")
                }
                let found =
                    argument == "--actions"
                    ? value.split(separator: ",").map(String.init)
                    : Self.steps(inScript: try readFile(value))
                steps = (steps ?? []) + found
            default:
                throw TerminalOptionsError(message: "unknown option '\(argument)'")
            }
        }
        self.init(mode: steps.map(Mode.script) ?? .interactive, deepLink: deepLink)
    }

    /// Options of a mode, with no deep link.
    init(mode: Mode, deepLink: String? = nil) {
        self.mode = mode
        self.deepLink = deepLink
    }

    /// The steps of a script: its lines, without blank lines and `#` comments.
    static func steps(inScript text: String) -> [String] {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

/// A mistake on a terminal session's command line.
struct TerminalOptionsError: Error, CustomStringConvertible {
    /// What is wrong.
    let message: String

    /// What is wrong, as printed.
    var description: String {
        message
    }
}
