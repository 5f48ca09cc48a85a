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
        try createDirectory(directory)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
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

    /// A file that cannot be written, with the reason in words a person can act on.
    public struct Failure: Error, CustomStringConvertible {
        /// The reason, such as `'Out' is a file, not a directory`.
        public var description: String
    }

    /// Creates `directory` and the directories above it that are missing.
    ///
    /// - Throws: ``Failure`` naming the path that is a file where a directory should be, or the
    ///   directory that could not be created and why.
    public static func createDirectory(_ directory: URL) throws {
        // Up to the nearest path that exists, the directories to make, top first.
        var missing: [URL] = []
        var existing = directory
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory),
            existing.pathComponents.count > 1
        {
            missing.insert(existing, at: 0)
            existing.deleteLastPathComponent()
        }
        guard isDirectory.boolValue else {
            throw Failure(description: "'\(VisibleText.escaped(existing.relativePath))' is a file, not a directory")
        }
        // mkdir(2) for each, so that a failure says why in the system's words.
        for missingDirectory in missing where mkdir(missingDirectory.path, 0o755) != 0 && errno != EEXIST {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            throw Failure(
                description: "cannot create the directory '\(VisibleText.escaped(missingDirectory.relativePath))': "
                    + reason(for: error)
            )
        }
    }

    /// Why `error` stopped a write: the system's own words for a system error, in lowercase as a
    /// diagnostic continues them ("permission denied", "no space left on device").
    public static func reason(for error: any Error) -> String {
        if let failure = error as? Failure { return failure.description }
        var code = (error as? POSIXError)?.code.rawValue
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if code == nil, let underlying, underlying.domain == NSPOSIXErrorDomain { code = Int32(underlying.code) }
        guard let code else { return error.localizedDescription }
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
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
            StandardError.write("\(path): error: cannot write \(what): \(VisibleText.escaped(reason(for: error)))")
            return false
        }
    }
}
