import ArgumentParser
import RouteCompiler
import RouteCompilerFrontEnds

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

    @Flag(help: "Treat warnings (model checks included) as errors: exit 1 when there is any.")
    var strict = false

    func run() throws {
        guard let accessLevel = settings.resolvedAccessLevel(), let inputs = input.readInputs() else {
            throw ExitCode.failure
        }
        var results = SpecBatch.compile(inputs, accessLevel: accessLevel)
        // The model checks run here only, on specs that compile: `generate` and the plugin never pay for them.
        for (index, input) in inputs.enumerated() where results[index].output != nil && results[index].includedBy == nil
        {
            results[index].diagnostics = (results[index].diagnostics + GeneratorPipeline.modelCheck(input))
                .sortedByPosition()
        }
        let hasErrors = DiagnosticReport.print(results)
        let hasWarnings = results.contains { $0.diagnostics.contains { $0.severity == .warning } }
        if hasErrors || (strict && hasWarnings) { throw ExitCode.failure }
    }
}
