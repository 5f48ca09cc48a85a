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
}
