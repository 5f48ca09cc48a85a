/// One message about a spec: an error, a warning or a note, at a place in the file.
///
/// Diagnostics print as `path:line:column: severity: message`, the form that
/// Xcode and SwiftPM show inline, followed by the note and the fix-it, each on
/// a line of its own in the same form.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// The spec is wrong: nothing is generated.
        case error
        /// The spec is suspicious but compiles.
        case warning
        /// Additional context for another diagnostic.
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        /// Orders by importance: errors first, then warnings, then notes.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Extra context attached to a diagnostic, such as where a name was first defined.
    public struct Note: Hashable, Sendable {
        /// The note's text.
        public var message: String
        /// Where the note points; `nil` means the diagnostic's own location.
        public var location: SourceLocation?

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = VisibleText.escaped(message)
            self.location = location
        }
    }

    /// A suggested edit that would fix the problem.
    public struct FixIt: Hashable, Sendable {
        /// The text to write instead of the offending text.
        public var replacement: String
        /// A sentence describing the fix, such as "did you mean 'title'?".
        public var message: String

        /// Creates a fix-it.
        public init(replacement: String, message: String) {
            self.replacement = replacement
            self.message = VisibleText.escaped(message)
        }

        /// A "did you mean" fix-it that replaces a misspelled name.
        public static func didYouMean(_ replacement: String) -> FixIt {
            FixIt(replacement: replacement, message: "did you mean '\(replacement)'?")
        }
    }

    /// How serious the diagnostic is.
    public var severity: Severity
    /// Where in the spec the problem is.
    public var location: SourceLocation
    /// What is wrong, in one sentence without a final period, on one line: the names and values it
    /// quotes have their line breaks, control and bidirectional characters escaped (``VisibleText``).
    public var message: String
    /// Optional additional context.
    public var note: Note?
    /// Optional suggested fix.
    public var fixIt: FixIt?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation,
        note: Note? = nil,
        fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.message = VisibleText.escaped(message)
        self.location = location
        self.note = note
        self.fixIt = fixIt
    }

    /// Creates an error.
    public static func error(
        _ message: String,
        at location: SourceLocation,
        note: Note? = nil,
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, note: note, fixIt: fixIt)
    }

    /// Creates a warning.
    public static func warning(
        _ message: String,
        at location: SourceLocation,
        note: Note? = nil,
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, note: note, fixIt: fixIt)
    }

    /// The diagnostic with its locations (and its note's) in the included file at `file`.
    package func inFile(_ file: String?) -> Diagnostic {
        guard let file else { return self }
        var located = self
        located.location = location.inFile(file)
        located.note?.location = note?.location?.inFile(file)
        return located
    }

    /// The diagnostic as compiler-style lines: `path:line:column: severity: message`,
    /// then the note and the fix-it as `note:` lines.
    public func formatted(path: String) -> String {
        var lines = ["\(location.formatted(path: path)): \(severity.rawValue): \(message)"]
        if let note {
            lines.append("\((note.location ?? location).formatted(path: path)): note: \(note.message)")
        }
        if let fixIt {
            lines.append("\(location.formatted(path: path)): note: \(fixIt.message)")
        }
        return lines.joined(separator: "\n")
    }
}
