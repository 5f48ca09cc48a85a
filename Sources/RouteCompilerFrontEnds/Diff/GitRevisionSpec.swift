import Foundation
import RouteCompiler

/// A spec as a git revision holds it, written `REV:PATH` (`HEAD~1:Routes/App.routes.yaml`): read
/// with `git show REV:PATH` in the current directory's repository, and so are the files it
/// includes, at the same revision.
///
/// As with `git show`, the path is relative to the repository's top folder (`REV:./PATH` makes it
/// relative to the current one), and an included file's path is resolved from the spec's path as
/// it would be in a checkout of that revision.
public struct GitRevisionSpec: Sendable, Equatable {
    /// The revision, such as `HEAD~1` or `v1.2`.
    public var revision: String
    /// The spec's path at that revision.
    public var path: String

    /// The revision and path of an argument written `REV:PATH`; `nil` for any other, such as a
    /// plain file path.
    public init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else { return nil }
        let path = argument[argument.index(after: colon)...]
        guard !path.isEmpty else { return nil }
        revision = String(argument[..<colon])
        self.path = String(path)
    }

    /// The spec's source: its bytes at the revision, and a reader of its includes at the same revision.
    public func source() throws(SpecFileReader.Failure) -> SpecSource {
        let revision = revision
        return SpecSource(
            path: path,
            bytes: try Self.show(revision: revision, path: path),
            reader: SpecFileReader { path, _ throws(SpecFileReader.Failure) in
                try Self.show(revision: revision, path: path)
            }
        )
    }

    /// The bytes of `path` at `revision`, from `git show`; its first line of errors otherwise.
    static func show(revision: String, path: String) throws(SpecFileReader.Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", "\(revision):\(path)"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SpecFileReader.Failure("git could not be run: \(error.localizedDescription)")
        }
        // Read before waiting: a spec larger than the pipe's buffer would block git otherwise.
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let firstLine = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init)
            throw SpecFileReader.Failure(firstLine ?? "git show \(revision):\(path) failed")
        }
        return Array(bytes)
    }
}
