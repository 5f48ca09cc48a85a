import Foundation

/// Reads the files that a spec includes, and refuses those outside the top-level spec's folder.
///
/// The compiler reads files only through a reader, so that tests can give it files in memory.
public struct SpecFileReader: Sendable {
    /// Why an included file could not be read: a phrase such as "no such file".
    public struct Failure: Error, Sendable {
        /// The reason, to follow "cannot read the included file 'x': ".
        public var reason: String

        /// Creates a failure with its reason.
        public init(_ reason: String) { self.reason = reason }
    }

    /// Reads the file at `path` (as diagnostics print it), which lies lexically inside `rootDirectory`
    /// (the top-level spec's folder as written, empty for the current directory).
    public var read: @Sendable (_ path: String, _ rootDirectory: String) throws(Failure) -> [UInt8]

    /// Creates a reader from a function.
    public init(read: @escaping @Sendable (_ path: String, _ rootDirectory: String) throws(Failure) -> [UInt8]) {
        self.read = read
    }

    /// A reader for specs that are not read from a file: every include fails.
    public static let unavailable = SpecFileReader { _, _ throws(Failure) in
        throw Failure("this spec was not read from a file, so it cannot include others")
    }

    /// A reader of files in memory, by path, for tests.
    public static func inMemory(_ files: [String: String]) -> SpecFileReader {
        SpecFileReader { path, _ throws(Failure) in
            guard let text = files[path] else { throw Failure("no such file") }
            return Array(text.utf8)
        }
    }

    /// Reads the file system. A file whose real path (after following symbolic links) leaves the real
    /// folder of the top-level spec is refused, so that a symbolic link cannot pull in a file that
    /// the build plugin does not see as an input.
    public static let fileSystem = SpecFileReader { path, rootDirectory throws(Failure) in
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure("no such file") }
        if isDirectory.boolValue { throw Failure("it is a directory") }
        let root = URL(fileURLWithPath: rootDirectory.isEmpty ? manager.currentDirectoryPath : rootDirectory)
            .resolvingSymlinksInPath().path
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw Failure(
                "it is a symbolic link to '\(real)', outside the top-level "
                    + "spec's folder '\(root)'; move the file into that folder"
            )
        }
        guard let data = manager.contents(atPath: path) else {
            throw Failure(manager.isReadableFile(atPath: path) ? "it could not be read" : "permission denied")
        }
        return Array(data)
    }
}
