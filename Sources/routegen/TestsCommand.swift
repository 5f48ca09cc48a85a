import ArgumentParser
import Foundation
import RouteCompiler
import RouteCompilerFrontEnds

/// `routegen tests`: writes the Swift Testing file that walks every move of a spec.
struct TestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tests",
        abstract: "Write a Swift Testing file that walks every move of a spec.",
        discussion: """
            Writes <Name>GeneratedFlowTests.swift: for every move of every screen (its
            transitions, back(), dismiss(), finish(_:)), the shortest walk from launch
            to a state where the move applies, through the placeholder factory and a
            recording host, and the state the move leads to; each presented result
            given and dismissed; both answers of each gate and leave guard; every
            deep link opened from launch and written back; and a check of each
            navigator's moves. Put the file in a test target that compiles the spec
            (with the build plugin) and run this again whenever the spec changes.
            A spec with errors writes nothing.

            Examples:
              routegen tests Routes/Library.routes.yaml --output Tests/LibraryTests
            """
    )

    @Argument(help: ArgumentHelp("The route spec.", valueName: "spec"), completion: .file(extensions: ["yaml", "yml"]))
    var spec: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The directory to write the test file into; created when missing.", valueName: "dir"),
        completion: .directory
    )
    var output: String

    @Flag(name: .shortAndLong, help: "Do not print the file written.")
    var quiet = false

    func run() throws {
        guard let input = InputFileReader.specs([spec])?.first else { throw ExitCode.failure }
        let (file, diagnostics) = GeneratorPipeline.flowTests(input)
        DiagnosticReport.print(diagnostics, path: input.path)
        guard let file else { throw ExitCode.failure }
        let url = URL(fileURLWithPath: output, isDirectory: true).appendingPathComponent(file.name)
        guard OutputWriter.write(file.contents, to: url, what: "the tests", quiet: quiet) else {
            throw ExitCode.failure
        }
    }
}
