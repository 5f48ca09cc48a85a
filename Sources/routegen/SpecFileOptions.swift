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
        var inputs: [SpecBatch.Input] = []
        var failed = false
        for path in paths {
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                inputs.append(SpecBatch.Input(path: path, bytes: Array(data)))
            } catch {
                StandardError.write("\(path): error: cannot read the spec: \(reason(for: error, path: path))")
                failed = true
            }
        }
        return failed ? nil : inputs
    }

    private static func reason(for error: any Error, path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a directory; name the .routes.yaml files inside it" }
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

/// Reads the app's Swift files that `generate --factory-source` checks.
enum SwiftSourceReader {
    /// Reads every file; prints an error for each one that cannot be read and returns `nil` when any could not.
    static func read(_ paths: [String]) -> [SwiftSourceFile]? {
        var sources: [SwiftSourceFile] = []
        var failed = false
        for path in paths {
            do {
                sources.append(
                    SwiftSourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                )
            } catch {
                StandardError.write(
                    "\(path): error: cannot read the Swift file to check its factories: \((error as NSError).localizedDescription)"
                )
                failed = true
            }
        }
        return failed ? nil : sources
    }
}
