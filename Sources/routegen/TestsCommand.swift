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
            (with the build plugin), or in one that depends on the target that does
            and name that target with --testable-import, and run this again whenever
            the spec changes. A spec with errors writes nothing.

            Examples:
              routegen tests Routes/Library.routes.yaml --output Tests/LibraryTests
              routegen tests Routes/App.routes.yaml -o Tests/AppTests --testable-import App
            """
    )

    @OptionGroup var options: SingleFileOutputOptions

    @Option(
        help: ArgumentHelp(
            "The module that compiles the spec, which the tests import @testable (the target the "
                + "build plugin runs on), when the test target does not compile the spec itself.",
            valueName: "module"
        )
    )
    var testableImport: String?

    func validate() throws {
        if let testableImport, !SwiftNaming.isValidModuleName(testableImport) {
            throw ValidationError("--testable-import '\(VisibleText.escaped(testableImport))' is not a module name")
        }
    }

    func run() throws {
        guard let input = InputFileReader.specs([options.spec])?.first else { throw ExitCode.failure }
        let (file, diagnostics) = GeneratorPipeline.flowTests(input, testableImport: testableImport)
        DiagnosticReport.print(diagnostics, path: input.path)
        guard let file else { throw ExitCode.failure }
        let url = options.directory.appendingPathComponent(file.name)
        guard OutputWriter.write(file.contents, to: url, what: "the tests", quiet: options.quiet) else {
            throw ExitCode.failure
        }
    }
}
