import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen generate`: writes the Swift file of each spec.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate <Name>Routes.swift for each route spec.",
        discussion: """
            Writes nothing when any spec has an error. A file whose content would not
            change is left untouched (so nothing recompiles); others are replaced
            atomically.

            Examples:
              routegen generate Routes/Library.routes.yaml --output Generated
              routegen generate Routes/*.routes.yaml -o Generated --access-level public
              routegen generate Sources/Routes/App.routes.yaml -o Generated \\
                --config Sources/Routes/routegen-config.yaml
              routegen generate Routes/App.routes.yaml -o Generated \\
                --factory-source Sources/App/AppScreens.swift
            """
    )

    @OptionGroup var input: SpecFileOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The directory to write into; created when missing.", valueName: "dir"),
        completion: .directory
    )
    var output: String

    @OptionGroup var settings: GeneratorSettingsOptions

    @Option(
        help: ArgumentHelp(
            "How to name generated files: spec-name writes <Name>Routes.swift; "
                + "spec-file writes <File>.routes.generated.swift, as the build plugin does.",
            valueName: "naming"
        )
    )
    var naming: SpecBatch.OutputNaming = .specName

    @Flag(name: .shortAndLong, help: "Do not list the files written.")
    var quiet = false

    @Option(
        name: .customLong("factory-source"),
        help: ArgumentHelp(
            "A Swift file of the app to check; repeat for several. A make… there whose return type "
                + "is not its factory's Screen is an error: Swift would not take it for the requirement, "
                + "and the placeholder would show. The build plugin passes the target's Swift files.",
            valueName: "swift-file"
        ),
        completion: .file(extensions: ["swift"])
    )
    var factorySources: [String] = []

    func run() throws {
        guard let accessLevel = settings.resolvedAccessLevel(), let inputs = input.readInputs(),
            let sources = SwiftSourceReader.read(factorySources)
        else {
            throw ExitCode.failure
        }
        let results = SpecBatch.compile(inputs, naming: naming, accessLevel: accessLevel, factorySources: sources)
        if report(results) { throw ExitCode.failure }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        for file in results.compactMap(\.output) {
            try OutputWriter.write(
                file.utf8Pieces,
                to: directory.appendingPathComponent(file.name),
                what: "the generated file",
                quiet: quiet
            )
        }
    }
}

extension SpecBatch.OutputNaming: ExpressibleByArgument {}
