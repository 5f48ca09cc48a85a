/// A Swift file of the app, read to check its screen factories.
public struct SwiftSourceFile: Sendable {
    /// The file's path as diagnostics print it.
    public var path: String
    /// The file's UTF-8 bytes.
    public var bytes: [UInt8]

    /// Creates a file from its path and bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
