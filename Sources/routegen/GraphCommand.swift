import ArgumentParser
import RouteCompiler
import RouteCompilerFrontEnds

/// `routegen graph`: draws a spec's navigation as Mermaid or Graphviz DOT.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw a spec's navigation graph as Mermaid or Graphviz DOT.",
        discussion: """
            Screens are grouped by the stack, tab or split side they live in; presented
            screens stand apart; each transition is an arrow labelled with its name and
            kind (bold: replace; present: dotted in Mermaid, dashed in DOT); ▸ marks
            roots, and a screen with a deep link shows its path (after 🔗 in Mermaid).

            Examples:
              routegen graph Routes/Navigatron.routes.yaml > navigatron.mmd
              routegen graph Routes/Library.routes.yaml --format dot \\
                | dot -Tsvg -o library.svg
            """
    )

    @Argument(
        help: ArgumentHelp("The route spec to draw.", valueName: "spec"),
        completion: .file(extensions: ["yaml", "yml"])
    )
    var spec: String

    @Option(help: "The output format.")
    var format: GraphFormat = .mermaid

    func run() throws {
        guard let input = InputFileReader.specs([spec])?.first else { throw ExitCode.failure }
        let (graph, diagnostics) = GeneratorPipeline.graph(of: input, format: format)
        DiagnosticReport.print(diagnostics, path: input.path)
        guard let graph else { throw ExitCode.failure }
        print(graph, terminator: "")
    }
}

extension GraphFormat: ExpressibleByArgument {}
