import Foundation

/// The paths of included files that source locations name, each stored once under a small index.
///
/// A location keeps the index rather than the path, so that copying a location (and every YAML
/// node or located value that holds one) copies plain integers and never counts references.
/// Index 0 stands for the compiled spec, which has no path of its own.
package final class SourceFileTable: @unchecked Sendable {
    /// The table every location in the process shares.
    package static let shared = SourceFileTable()

    /// Guards `paths` and `indices`: compilations may run on several threads at once.
    private let lock = NSLock()

    /// The interned paths; the path of index `i` is at `i - 1`.
    private var paths: [String] = []

    /// The index of each interned path.
    private var indices: [String: UInt32] = [:]

    /// The index of `path`, interning it the first time it is seen.
    package func index(of path: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[path] { return index }
        paths.append(path)
        let index = UInt32(paths.count)
        indices[path] = index
        return index
    }

    /// The path interned under `index`, which must be nonzero and came from `index(of:)`.
    package func path(at index: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(index) - 1]
    }
}
