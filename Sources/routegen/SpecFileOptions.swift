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
    func readInputs() -> [SpecBatch.Input]? { SpecReader.read(specs) }
}

/// Reads spec files for the commands.
enum SpecReader {
    /// Reads every spec; prints an error for each one that cannot be read and
    /// returns `nil` when any could not.
    static func read(_ paths: [String]) -> [SpecBatch.Input]? {
        InputFileReader.read(paths, what: "the spec", directoryHint: "name the .routes.yaml files inside it")?
            .map { SpecBatch.Input(path: $0.path, bytes: $0.bytes) }
    }
}

/// Reads the app's Swift files that `generate --factory-source` checks.
enum SwiftSourceReader {
    /// Reads every file; prints an error for each one that cannot be read and returns `nil` when any could not.
    static func read(_ paths: [String]) -> [SwiftSourceFile]? {
        InputFileReader.read(
            paths,
            what: "the Swift file to check its factories",
            directoryHint: "name the .swift files inside it"
        )?
        .map { SwiftSourceFile(path: $0.path, bytes: $0.bytes) }
    }
}

/// Reads the files a command was given, saying for each one it cannot read why.
enum InputFileReader {
    /// The bytes of every file; prints `<path>: error: cannot read <what>: <reason>` for each one that
    /// cannot be read and returns `nil` when any could not.
    static func read(
        _ paths: [String],
        what: String,
        directoryHint: String
    ) -> [(path: String, bytes: [UInt8])]? {
        var files: [(path: String, bytes: [UInt8])] = []
        var failed = false
        for path in paths {
            do {
                files.append((path, Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
            } catch {
                StandardError.write(
                    "\(VisibleText.escaped(path)): error: cannot read \(what): "
                        + "\(reason(for: error, path: path, directoryHint: directoryHint))"
                )
                failed = true
            }
        }
        return failed ? nil : files
    }

    private static func reason(for error: any Error, path: String, directoryHint: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a directory; \(directoryHint)" }
        return (error as NSError).localizedDescription
    }
}

/// Prints a batch's diagnostics to standard error; returns whether any is an error.
func report(_ results: [SpecBatch.Result]) -> Bool {
    results.reduce(false) { hasErrors, result in report(result.diagnostics, path: result.path) || hasErrors }
}

/// Prints one spec's diagnostics to standard error; returns whether any is an error.
@discardableResult
func report(_ diagnostics: [Diagnostic], path: String) -> Bool {
    for diagnostic in diagnostics { StandardError.write(diagnostic.formatted(path: path)) }
    return diagnostics.contains { $0.severity == .error }
}
