/// A position in a spec file: 1-based line and column, and the included file it is in.
///
/// Columns count characters (Unicode scalars), as libyaml does, so that a
/// location points at the same character whatever the encoding width of the
/// text before it.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int

    /// The 1-based column number.
    public var column: Int

    /// The index of the included file's path in ``SourceFileTable/shared``; 0 for the compiled spec.
    ///
    /// An index rather than the path keeps the location trivially copyable.
    package var fileIndex: UInt32

    /// The path of the included file this location is in, as diagnostics print it; `nil` for the
    /// spec that was compiled (the path its diagnostics are printed with).
    public var file: String? {
        get { fileIndex == 0 ? nil : SourceFileTable.shared.path(at: fileIndex) }
        set { fileIndex = newValue.map { SourceFileTable.shared.index(of: $0) } ?? 0 }
    }

    /// Creates a location from a 1-based line and column, in the compiled spec or an included file.
    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.fileIndex = file.map { SourceFileTable.shared.index(of: $0) } ?? 0
    }

    /// This location in the file at `file`, unless it already names an included file.
    package func inFile(_ file: String?) -> SourceLocation {
        guard fileIndex == 0, let file else { return self }
        return inFile(index: SourceFileTable.shared.index(of: file))
    }

    /// This location in the file interned under `index`, unless it already names an included file.
    package func inFile(index: UInt32) -> SourceLocation {
        guard fileIndex == 0 else { return self }
        var located = self
        located.fileIndex = index
        return located
    }

    /// The location as `path:line:column`, where `path` is the compiled spec's path; the path is
    /// written as ``VisibleText`` writes a message, so a file name with a line break keeps its
    /// diagnostic on one line.
    public func formatted(path: String) -> String { "\(VisibleText.escaped(file ?? path)):\(line):\(column)" }

    /// The start of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    /// The compiled spec's locations come first, then each included file's, by path.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileIndex != rhs.fileIndex { return (lhs.file ?? "") < (rhs.file ?? "") }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The location as `line:column`, as messages print it after the file name.
    public var description: String { "\(line):\(column)" }
}
