import ArgumentParser
import RouteCompiler
import RouteKitTerminal

/// `routegen preview`: walks a spec's flows in the terminal, with placeholder screens and no app code.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Walk a spec's flows in the terminal, before any screen exists.",
        discussion: """
            Every screen is a placeholder showing its params; every transition the
            spec allows from it is an action, which asks for the typed params of the
            screens it shows. Keys: 1-9 or ↑↓⏎ choose, ← or b back, esc or d dismiss
            a sheet, tab or t switch tab, p pass the gate whose flow is shown, q quit.

            After each change it prints the event stream: the screen shown, by its
            stable analytics name, and what caused the change, as an app's
            NavigationEvent.printing(screensOnly: true) would.

            With --actions or --script it runs steps and prints each screen; a step
            is an action's number, its label or its transition's name, followed by
            its values as name=value, or back, dismiss, tab, tab <title>, pass, quit.

            A root screen's params without defaults (the arguments of
            NavigationState.initial(…)) come from --root label=value; without
            --actions or --script, those missing are asked for before the first screen.

            Examples:
              routegen preview Routes/Navigatron.routes.yaml
              routegen preview Routes/Library.routes.yaml \\
                --actions 'showBooks author="Ursula K. Le Guin",back'
            """
    )

    @Argument(help: ArgumentHelp("The route spec.", valueName: "spec"), completion: .file(extensions: ["yaml", "yml"]))
    var spec: String

    @Option(help: ArgumentHelp("Comma-separated steps to run, printing each screen.", valueName: "steps"))
    var actions: String?

    @Option(help: ArgumentHelp("A file of steps, one a line ('-' reads standard input).", valueName: "file"))
    var script: String?

    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "A required param of a root screen, as label=value (repeatable); asked for when missing, "
                + "unless the preview runs --actions or --script.",
            valueName: "label=value"
        )
    )
    var rootValues: [String] = []

    func run() throws {
        guard let input = InputFileReader.specs([spec])?.first else { throw ExitCode.failure }
        let (outline, diagnostics) = GeneratorPipeline.outline(of: input)
        DiagnosticReport.print(diagnostics, path: input.path)
        guard let outline else { throw ExitCode.failure }
        var arguments = ["routegen preview"]
        if let actions { arguments += ["--actions", actions] }
        if let script { arguments += ["--script", script] }
        let sessionArguments = arguments
        let values: [String: String]
        do {
            values = try PreviewRootValues.read(
                rootValues,
                for: outline.rootParams,
                interactive: actions == nil && script == nil
            )
        } catch let error as ValidationError {
            // As `scaffold` reports an argument that the spec rules out: the spec is read, so the
            // problem is the argument's, not the command line's shape.
            StandardError.write("routegen: error: \(VisibleText.escaped(error.message))")
            throw ExitCode.validationFailure
        }
        MainActor.assumeIsolated {
            let app = PreviewApp(outline: outline, rootValues: values)
            TerminalSession(
                navigation: app.navigation,
                tabTitle: app.tabTitle,
                makeScreen: app.makeScreen(for:at:),
                prompt: app.prompt,
                showsEvents: true
            )
            .run(arguments: sessionArguments)
        }
    }
}
