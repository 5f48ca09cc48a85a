import Foundation

/// Writes generated files atomically, and only when their content changes.
///
/// The `routegen` commands and the build plugin's tool share it, so both leave unchanged files alone.
public enum OutputWriter {
    /// Writes `pieces`, one after another, to `url` unless the file already holds exactly their bytes.
    ///
    /// The write goes to a temporary file in the same directory that then replaces the destination,
    /// so a reader never sees half a file. An unchanged file keeps its modification date, so nothing
    /// recompiles. The pieces are written as they are: a large generated file is never joined into
    /// one buffer.
    ///
    /// - Returns: whether the file was written.
    public static func write<Piece: DataProtocol & ContiguousBytes>(_ pieces: [Piece], to url: URL) throws -> Bool {
        if isUpToDate(pieces, at: url) { return false }
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            for piece in pieces { try handle.write(contentsOf: piece) }
            // rename(2) replaces the destination in one step, whether or not it exists.
            guard rename(temporary.path, url.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }

    /// Whether the file at `url` holds exactly the bytes of `pieces`, one after another.
    public static func isUpToDate<Piece: DataProtocol & ContiguousBytes>(_ pieces: [Piece], at url: URL) -> Bool {
        guard let existing = try? Data(contentsOf: url) else { return false }
        return holds(existing, pieces)
    }

    /// Whether `data` is exactly the bytes of `pieces`, one after another.
    private static func holds<Piece: DataProtocol>(_ data: Data, _ pieces: [Piece]) -> Bool {
        guard data.count == pieces.reduce(0, { $0 + $1.count }) else { return false }
        var offset = data.startIndex
        for piece in pieces {
            let end = offset + piece.count
            guard data[offset..<end] == Data(piece) else { return false }
            offset = end
        }
        return true
    }

    /// Writes `contents` to `url` as ``write(_:to:)`` does, prints `wrote` or `unchanged` unless
    /// `quiet`, and reports a failure as `path: error: cannot write <what>: reason`.
    ///
    /// - Returns: whether the file now holds `contents`; `false` after reporting a failure.
    public static func write(_ contents: String, to url: URL, what: String, quiet: Bool) -> Bool {
        write([Data(contents.utf8)], to: url, what: what, quiet: quiet)
    }

    /// Writes the UTF-8 `pieces` of a text, one after another, to `url` as ``write(_:to:what:quiet:)`` does.
    ///
    /// - Returns: whether the file now holds the pieces; `false` after reporting a failure.
    public static func write<Piece: DataProtocol & ContiguousBytes>(
        _ pieces: [Piece],
        to url: URL,
        what: String,
        quiet: Bool
    ) -> Bool {
        // A path is printed escaped, as diagnostics print it: a line break in it cannot split the line.
        let path = VisibleText.escaped(url.relativePath)
        do {
            let written = try write(pieces, to: url)
            if !quiet { print(written ? "wrote \(path)" : "unchanged \(path)") }
            return true
        } catch {
            StandardError.write(
                "\(path): error: cannot write \(what): \(VisibleText.escaped(error.localizedDescription))"
            )
            return false
        }
    }
}
