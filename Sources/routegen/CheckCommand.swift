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
            """
    )

    @OptionGroup var input: SpecFileOptions

    func run() throws {
        guard let inputs = input.readInputs() else { throw ExitCode.failure }
        if report(SpecBatch.compile(inputs)) { throw ExitCode.failure }
    }
}
