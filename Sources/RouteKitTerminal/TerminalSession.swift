import Foundation
import RouteKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an app in the terminal: shows its navigation with a ``TerminalHost`` and lets a person, or a
/// script, act on it.
///
/// ```swift
/// let coordinator = LibraryCoordinator(
///     factory: LibraryScreens(catalog: catalog, session: session),
///     gatekeeper: session
/// )
/// TerminalSession(navigation: coordinator.navigation, makeScreen: coordinator.makeScreen).run()
/// ```
@MainActor
public final class TerminalSession<Route: NavigationRoute> {
    /// The host that shows the app.
    public let host: TerminalHost<Route>

    /// The failure of the latest move, shown below the screen until the next step.
    private var failure: String?

    /// Opens a deep link for `--open`; typically the generated coordinator's `open(_:animated:)`.
    private let openDeepLink: (@MainActor (URL) throws -> Void)?

    /// The prompt whose questions (a leave check's) the session asks after each step.
    private let prompt: TerminalPrompt?

    /// The event stream since the last step, when the session shows it (`showsEvents`).
    private var eventLines = TerminalEventLines<Route>()
    /// The observation of the controller's events, when the session shows them.
    private var eventObservation: NavigationController<Route>.Observation?
    /// The lines of the stream that the interactive screen shows below the keys: the last step's.
    private var shownEventLines: [String] = []

    /// Creates a session that shows `navigation` and makes it report its failures below the screen.
    ///
    /// - Parameters:
    ///   - width: The width of the picture, in characters.
    ///   - tabTitle: The title of a tab; the generated `<Name>Tab` has one (`\.title`).
    ///   - makeScreen: Builds what the app shows for a route; typically the generated coordinator's
    ///     `makeScreen(for:at:)`.
    ///   - openDeepLink: Opens a URL for `--open <url>`; typically `{ try coordinator.open($0) }`.
    ///   - prompt: The prompt that the app's leave checks ask with; after each step, the session lets the
    ///     checks run and asks their questions (y/n).
    ///   - showsEvents: Whether each step is followed by the event stream: a line per change, its
    ///     `screenShown` name and cause (see ``NavigationEvent/analyticsLine(cause:)``) after
    ///     `navigation: `, below a script's screen or below the keys.
    public init(
        navigation: NavigationController<Route>,
        width: Int = 50,
        tabTitle: @escaping @MainActor (Route.Tab) -> String = { String(describing: $0) },
        makeScreen: @escaping @MainActor (Route, NavigationState<Route>.StackLocation) -> TerminalScreen,
        openDeepLink: (@MainActor (URL) throws -> Void)? = nil,
        prompt: TerminalPrompt? = nil,
        showsEvents: Bool = false
    ) {
        self.openDeepLink = openDeepLink
        self.prompt = prompt
        host = TerminalHost(width: width, tabTitle: tabTitle, makeScreen: makeScreen)
        navigation.host = host
        if showsEvents {
            eventObservation = navigation.addObserver { [weak self] event, cause in
                self?.eventLines.add(event, cause: cause)
            }
        }
        let appHandler = navigation.failureHandler
        navigation.failureHandler = { [weak self] error in
            appHandler?(error)
            self?.failure = error.description
        }
    }

    /// Runs the session as the command line asks, then exits the process.
    ///
    /// With `--actions` or `--script`, it runs the steps and prints each screen as plain text; otherwise
    /// it runs interactively in the terminal, or runs the steps that standard input holds when that is
    /// not a terminal. See ``TerminalOptions/usage(program:)``.
    public func run(arguments: [String] = CommandLine.arguments) -> Never {
        let program = URL(fileURLWithPath: arguments.first ?? "app").lastPathComponent
        let options: TerminalOptions
        do {
            options = try TerminalOptions(arguments: Array(arguments.dropFirst()), readFile: TerminalConsole.readScript)
        } catch {
            TerminalConsole.writeError("\(program): \(error)\n\(TerminalOptions.usage(program: program))\n")
            exit(64)
        }
        if let link = options.deepLink {
            if let problem = open(link) {
                TerminalConsole.writeError("\(program): cannot open '\(link)': \(problem)\n")
                exit(1)
            }
        }
        switch options.mode {
        case .help:
            TerminalConsole.write(TerminalOptions.usage(program: program) + "\n")
            exit(0)
        case .script(let steps):
            exit(runScript(steps, write: TerminalConsole.write) ? 0 : 1)
        case .interactive where !TerminalConsole.inputIsTerminal:
            let steps = TerminalOptions.steps(inScript: TerminalConsole.readAllInput())
            exit(runScript(steps, write: TerminalConsole.write) ? 0 : 1)
        case .interactive:
            exit(runInteractively())
        }
    }

    /// Opens a deep link; returns why it cannot be opened, or `nil` when it opened.
    public func open(_ link: String) -> String? {
        guard let openDeepLink else { return "this app has no deep links" }
        guard let url = URL(string: link) else { return "it is not a URL" }
        do {
            try openDeepLink(url)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// Shows the screen, then runs each step and shows the screen after it, as plain text passed to `write`.
    ///
    /// Each step's screen follows a line `» <step>`. Stops at `quit`, and at a step that cannot run, after
    /// writing why; returns whether every step ran.
    public func runScript(_ steps: [String], write: (String) -> Void) -> Bool {
        write(host.picture().text() + "\n")
        writeEvents(write)
        var remaining = steps[...]
        while let step = remaining.popFirst() {
            let parsed = TerminalStep(parsing: step)
            let command = parsed.command
            if command == .quit { break }
            let picture = host.picture()
            write("\n» \(heading(for: command, step: step, in: picture))\n")
            if let problem = perform(command, in: picture, values: parsed.values) {
                write("! \(problem)\n")
                return false
            }
            settle()
            while let question = prompt?.question {
                // The next step answers; without one, the answer is no.
                let reply = remaining.popFirst()
                write("? \(question) (y/n)\n» \(reply ?? "n")\n")
                prompt?.answer(reply.map(Self.isYes) ?? false)
                settle()
            }
            write(host.picture().text() + "\n")
            if let failure {
                write("! \(failure)\n")
                self.failure = nil
            }
            writeEvents(write)
        }
        return true
    }

    /// Writes the event stream's lines since the last step, each after `navigation: `.
    private func writeEvents(_ write: (String) -> Void) {
        for line in eventLines.take() { write("navigation: \(line)\n") }
    }

    /// Runs with keys from the terminal until the user quits; returns the exit status.
    private func runInteractively() -> Int32 {
        let styled = TerminalConsole.outputIsTerminal
        let isRaw = RawTerminalMode.enter(alternateScreen: styled)
        defer { RawTerminalMode.leave() }
        var highlighted = 0
        var notice: String?
        shownEventLines = eventLines.take()
        while true {
            let picture = host.picture(highlighting: highlighted)
            draw(picture, styled: styled, notice: notice)
            notice = nil
            guard let bytes = TerminalConsole.readBytes() else { return 0 }
            let keys = isRaw ? TerminalKey.keys(in: bytes) : TerminalKey.keys(in: bytes.filter { $0 != 0x0A })
            for key in keys {
                let actions = host.picture(highlighting: highlighted).actions
                switch key {
                case .up:
                    highlighted = max(0, highlighted - 1)
                    continue
                case .down:
                    highlighted = min(max(0, actions.count - 1), highlighted + 1)
                    continue
                case .interrupt:
                    return 130
                default:
                    break
                }
                guard let command = Self.command(for: key, highlighted: highlighted) else { continue }
                if command == .quit { return 0 }
                notice = perform(
                    command,
                    in: host.picture(highlighting: highlighted),
                    askingWithRawMode: isRaw,
                    styled: styled
                )
                settle()
                while let question = prompt?.question {
                    draw(host.picture(), styled: styled, notice: "\(question) (y/n)")
                    prompt?.answer(readYes(isRaw: isRaw))
                    settle()
                }
                highlighted = 0
            }
            // The last change's lines stay below the keys while the highlight moves.
            let changes = eventLines.take()
            if !changes.isEmpty { shownEventLines = changes }
            if let failure {
                notice = failure
                self.failure = nil
            }
        }
    }

    /// Lets the app's asynchronous work that a step started run on the main actor: leave checks, and the
    /// moves that they allow.
    ///
    /// A leave check that is running and has not asked yet (or was just answered) may need more turns of
    /// the main actor than a busy machine gives it at once: the session waits for it to ask or end, for
    /// two seconds at most, so that a script's next step never races the check.
    private func settle() {
        for _ in 0..<20 { _ = RunLoop.main.run(mode: .default, before: Date()) }
        let deadline = Date(timeIntervalSinceNow: 2)
        while host.controller?.isCheckingLeave == true, prompt?.question == nil, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
    }

    /// Whether a script's reply to a question is yes.
    private static func isYes(_ reply: String) -> Bool {
        ["y", "yes"].contains(reply.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Reads keys until `y` (yes) or `n`, escape or the end of input (no).
    private func readYes(isRaw: Bool) -> Bool {
        while let bytes = TerminalConsole.readBytes() {
            let keys = isRaw ? TerminalKey.keys(in: bytes) : TerminalKey.keys(in: bytes.filter { $0 != 0x0A })
            for key in keys {
                switch key {
                case .character("y"), .character("Y"): return true
                case .character("n"), .character("N"), .escape, .interrupt, .endOfInput: return false
                default: continue
                }
            }
        }
        return false
    }

    /// Draws `picture`, with the keys that apply below it and then `notice`.
    private func draw(_ picture: TerminalPicture, styled: Bool, notice: String?) {
        var text = picture.text(styled: styled) + "\n\n" + keyHelp() + "\n"
        for line in shownEventLines { text += "navigation: \(line)\n" }
        if let notice {
            text += "! \(notice)\n"
        }
        TerminalConsole.write(
            styled ? "\u{1B}[H\u{1B}[2J" + text.replacingOccurrences(of: "\n", with: "\r\n") : text + "\n"
        )
    }

    /// The keys that apply to the current state, on one line.
    private func keyHelp() -> String {
        var keys = ["1-9 or ↑↓⏎ choose"]
        if let state = host.state {
            if (state.stack(at: state.visibleLocation)?.count ?? 0) > 1 { keys.append("← or b back") }
            if state.presentations.last?.style.userCanDismiss == true { keys.append("esc or d dismiss") }
            if !host.tabs.isEmpty, state.presentations.isEmpty { keys.append("tab or t switch tab") }
            if host.hasPendingMove { keys.append("p pass gate") }
        }
        keys.append("q quit")
        return keys.joined(separator: " · ")
    }

    /// The command of `key`, with `highlighted` the highlighted action; `nil` for keys that do nothing.
    private static func command(for key: TerminalKey, highlighted: Int) -> TerminalCommand? {
        switch key {
        case .digit(let digit) where digit > 0: .choose(digit)
        case .enter, .right: .choose(highlighted + 1)
        case .left, .backspace, .character("b"): .back
        case .escape, .character("d"): .dismiss
        case .tab, .character("t"): .nextTab
        case .character("p"): .passGate
        case .character("q"), .endOfInput: .quit
        default: nil
        }
    }

    /// Runs `command` on the screen that `picture` shows; returns why it cannot run, or `nil`.
    ///
    /// An action with fields takes `values`; when the session is interactive (`askingWithRawMode` is
    /// not `nil`), the user is asked for each field instead.
    private func perform(
        _ command: TerminalCommand,
        in picture: TerminalPicture,
        values: [String: String] = [:],
        askingWithRawMode isRaw: Bool? = nil,
        styled: Bool = false
    ) -> String? {
        func run(_ action: TerminalAction) -> String? {
            guard !action.fields.isEmpty, let isRaw else { return action.run(with: values) }
            return ask(for: action, restoringRawMode: isRaw, styled: styled)
        }
        switch command {
        case .choose(let number):
            guard picture.actions.indices.contains(number - 1) else { return "There is no action \(number) here." }
            return run(picture.actions[number - 1])
        case .chooseLabelled(let label):
            guard let action = Self.action(labelled: label, in: picture) else {
                return "There is no single action '\(label)' here."
            }
            return run(action)
        case .back:
            if !host.goBack() { return "There is no screen to go back to." }
        case .dismiss:
            if !host.dismissSheet() { return "There is no sheet to dismiss." }
        case .nextTab:
            if !host.selectNextTab() { return "There is no tab bar here." }
        case .selectTab(let title):
            if !host.selectTab(titled: title) { return "There is no tab '\(title)' here." }
        case .passGate:
            if !host.passGate() { return "No move waits for an open gate here." }
        case .quit:
            break
        }
        return nil
    }

    /// Asks the user for the values of an action's fields on plain lines (out of raw mode), then runs it;
    /// a value that does not fit is asked again. Returns why the action cannot run, or `nil`.
    private func ask(for action: TerminalAction, restoringRawMode isRaw: Bool, styled: Bool) -> String? {
        if isRaw { RawTerminalMode.leave() }
        defer { if isRaw { _ = RawTerminalMode.enter(alternateScreen: styled) } }
        TerminalConsole.write("\n\(action.label)\n")
        while true {
            var values: [String: String] = [:]
            for field in action.fields {
                TerminalConsole.write("  \(field.prompt)" + (field.defaultValue.map { " [\($0)]" } ?? "") + ": ")
                guard let answer = readLine(strippingNewline: true) else { return "Cancelled." }
                if !answer.isEmpty { values[field.name] = answer }
            }
            guard let problem = action.run(with: values) else { return nil }
            TerminalConsole.write("  ! \(problem)\n")
        }
    }

    /// The action whose label is `label` ignoring case, else the one whose label's name before its argument
    /// list is `label` (a transition's exact name), or else the only one whose label starts with it.
    private static func action(labelled label: String, in picture: TerminalPicture) -> TerminalAction? {
        let wanted = label.lowercased()
        /// A label's name: the label up to its argument list (`showList` of `showList()`).
        func name(of action: TerminalAction) -> Substring { action.label.lowercased().prefix { $0 != "(" } }
        if let exact = picture.actions.first(where: { $0.label.lowercased() == wanted })
            ?? picture.actions.first(where: { name(of: $0) == wanted })
        {
            return exact
        }
        let matches = picture.actions.filter { $0.label.lowercased().hasPrefix(wanted) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The heading of a step in a script's output: the step, and the label of the action it chooses.
    private func heading(for command: TerminalCommand, step: String, in picture: TerminalPicture) -> String {
        let step = step.trimmingCharacters(in: .whitespaces)
        guard case .choose(let number) = command, picture.actions.indices.contains(number - 1) else { return step }
        return "\(step) · \(picture.actions[number - 1].label)"
    }
}
