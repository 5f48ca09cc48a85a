import Foundation

/// Reads the files a tool was given, saying for each one it cannot read why.
public enum InputFileReader {
    /// The bytes of every file; prints `<path>: error: cannot read <what>: <reason>` for each one that
    /// cannot be read and returns `nil` when any could not.
    public static func read(
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

    /// Reads every spec; prints an error for each one that cannot be read and returns `nil` when any could not.
    public static func specs(_ paths: [String]) -> [SpecBatch.Input]? {
        read(paths, what: "the spec", directoryHint: "name the .routes.yaml files inside it")?
            .map { SpecBatch.Input(path: $0.path, bytes: $0.bytes) }
    }

    /// Reads the app's Swift files whose factories a generation checks; prints an error for each one
    /// that cannot be read and returns `nil` when any could not.
    public static func swiftSources(_ paths: [String]) -> [SwiftSourceFile]? {
        read(paths, what: "the Swift file to check its factories", directoryHint: "name the .swift files inside it")?
            .map { SwiftSourceFile(path: $0.path, bytes: $0.bytes) }
    }

    /// Why `path` could not be read: "no such file", "it is a directory; <directoryHint>", or the
    /// system's reason.
    package static func reason(for error: any Error, path: String, directoryHint: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a directory; \(directoryHint)" }
        return (error as NSError).localizedDescription
    }
}
