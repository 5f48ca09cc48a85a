import ArgumentParser
import Foundation
import RouteCompiler

/// The spec files a command reads.
struct SpecFileOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The route specs to read.", valueName: "spec"),
        completion: .file(extensions: ["yaml", "yml"])
    )
    var specs: [String]

    /// Reads every spec; prints an error for each one that cannot be read and
    /// returns `nil` when any could not.
    func readInputs() -> [SpecBatch.Input]? { InputFileReader.specs(specs) }
}
