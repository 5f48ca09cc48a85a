import Foundation

/// The files the compile benchmarks write and the RouteKit module they compile against.
enum BenchmarkFiles {
    /// Where SwiftPM put RouteKit's module for the build of `executable`: `Modules` next to it (or
    /// the executable's directory itself, in older layouts).
    static func modulesDirectory(nextTo executable: URL?) -> URL? {
        guard let executable = executable?.resolvingSymlinksInPath() else { return nil }
        let directory = executable.deletingLastPathComponent()
        return [directory.appending(path: "Modules"), directory].first {
            FileManager.default.fileExists(
                atPath: $0.appending(path: "RouteKit.swiftmodule").path(percentEncoded: false)
            )
        }
    }

    /// Writes `text` to a file of `directory`.
    static func write(_ text: String, named name: String, in directory: URL) throws(BenchmarkError) -> URL {
        let file = directory.appending(path: name)
        do {
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw BenchmarkError("cannot write \(file.path(percentEncoded: false)): \(error)")
        }
        return file
    }
}
