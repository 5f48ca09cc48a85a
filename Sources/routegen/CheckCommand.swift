import ArgumentParser
import RouteCompiler

/// `routegen check`: validates specs without writing anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check route specs and report every problem, without writing files.",
        discussion: """
            Examples:
              routegen check Routes/Library.routes.yaml
              routegen check Routes/*.routes.yaml
              routegen check Sources/Routes/App.routes.yaml \\
                --config Sources/Routes/routegen-config.yaml
            """
    )

    @OptionGroup var input: SpecFileOptions

    @OptionGroup var settings: GeneratorSettingsOptions

    func run() throws {
        guard let accessLevel = settings.resolvedAccessLevel(), let inputs = input.readInputs() else {
            throw ExitCode.failure
        }
        if DiagnosticReport.print(SpecBatch.compile(inputs, accessLevel: accessLevel)) { throw ExitCode.failure }
    }
}
