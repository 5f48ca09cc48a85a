import ArgumentParser
import RouteCompiler

/// `routegen generate`: writes the Swift file of each spec.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate <Name>Routes.swift for each route spec.",
        discussion: """
            Writes nothing when any spec has an error. A file whose content would not
            change is left untouched (so nothing recompiles); others are replaced
            atomically. With --check, writes nothing and fails when a generated file
            is missing or stale: the CI step of a project that checks its generated
            files in.

            Examples:
              routegen generate Routes/Library.routes.yaml --output Generated
              routegen generate Routes/*.routes.yaml -o Generated --access-level public
              routegen generate Sources/Routes/App.routes.yaml -o Generated \\
                --config Sources/Routes/routegen-config.yaml
              routegen generate Routes/App.routes.yaml -o Generated \\
                --factory-source Sources/App/AppScreens.swift
              routegen generate Routes/*.routes.yaml -o Sources/App/Generated --check
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

    @Flag(
        help: ArgumentHelp(
            "Write each spec's code as six files, as the build plugin does: the routes (the file "
                + "named above), <file>.values.…, <file>.navigators.…, <file>.moves.…, "
                + "<file>.factory.… and <file>.results.…, so that an edit rewrites only the files it "
                + "changes, and the async forms of moves compile apart. A run removes the files that "
                + "one with other --split-files or --naming options wrote for the same spec."
        )
    )
    var splitFiles = false

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

    @Flag(
        help: ArgumentHelp(
            "Write nothing; fail when a generated file in the output directory is missing or differs "
                + "from what the specs generate."
        )
    )
    var check = false

    func run() throws {
        var generation = Generation(specPaths: input.specs, outputDirectory: output)
        generation.naming = naming
        generation.accessLevel = settings.accessLevel
        generation.configPath = settings.config
        generation.factorySourcePaths = factorySources
        generation.quiet = quiet
        generation.checkOnly = check
        generation.splitsFiles = splitFiles
        guard generation.run() else { throw ExitCode.failure }
    }
}

extension SpecBatch.OutputNaming: ExpressibleByArgument {}
