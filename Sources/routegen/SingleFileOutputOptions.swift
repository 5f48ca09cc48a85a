import ArgumentParser
import Foundation

/// The spec and the output directory of a command that writes one file made from one spec.
struct SingleFileOutputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The route spec.", valueName: "spec"), completion: .file(extensions: ["yaml", "yml"]))
    var spec: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The directory to write the file into; created when missing.", valueName: "dir"),
        completion: .directory
    )
    var output: String

    @Flag(name: .shortAndLong, help: "Do not print the file written.")
    var quiet = false

    /// The output directory.
    var directory: URL { URL(fileURLWithPath: output, isDirectory: true) }
}
