/// A spec to compile: its path, its bytes, and how to read the files it includes.
public struct SpecSource: Sendable {
    /// The spec's path as diagnostics print it; included files' paths are shown relative to its folder.
    public var path: String
    /// The spec's bytes.
    public var bytes: [UInt8]
    /// How the files the spec includes are read.
    public var reader: SpecFileReader

    /// Creates a source from a spec's path, bytes and reader.
    public init(path: String, bytes: [UInt8], reader: SpecFileReader = .fileSystem) {
        self.path = path
        self.bytes = bytes
        self.reader = reader
    }

    /// A spec that is not read from a file: it cannot include other files.
    public init(_ bytes: [UInt8]) {
        self.init(path: "", bytes: bytes, reader: .unavailable)
    }

    /// The file name: the last component of the path.
    package var fileName: String { Self.fileName(of: path) }

    /// The last component of a path.
    package static func fileName(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// The folder of the spec's path, as written (empty for a path without one).
    package var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }
}
