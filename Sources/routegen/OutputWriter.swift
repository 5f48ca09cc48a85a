import ArgumentParser
import Foundation

/// Writes generated files atomically, and only when their content changes.
enum OutputWriter {
    /// Writes `data` to `url` unless the file already holds exactly `data`.
    ///
    /// The write goes to a temporary file in the same directory that then
    /// replaces the destination, so a reader never sees half a file. An
    /// unchanged file keeps its modification date, so nothing recompiles.
    ///
    /// - Returns: whether the file was written.
    static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return true
    }

    /// Writes `contents` to `url` as ``write(_:to:)`` does, prints `wrote` or `unchanged` unless
    /// `quiet`, and reports a failure as `path: error: cannot write <what>: reason`.
    static func write(_ contents: String, to url: URL, what: String, quiet: Bool) throws {
        try write(Data(contents.utf8), to: url, what: what, quiet: quiet)
    }

    /// Writes the UTF-8 `data` of a text to `url` as ``write(_:to:what:quiet:)`` does.
    static func write(_ data: Data, to url: URL, what: String, quiet: Bool) throws {
        do {
            let written = try write(data, to: url)
            if !quiet { print(written ? "wrote \(url.relativePath)" : "unchanged \(url.relativePath)") }
        } catch {
            StandardError.write("\(url.relativePath): error: cannot write \(what): \(error.localizedDescription)")
            throw ExitCode.failure
        }
    }
}
