/// Collects the diagnostics of one spec, so that every stage reports every
/// problem it finds instead of stopping at the first.
public struct DiagnosticCollector: Sendable {
    /// The diagnostics collected so far, in the order they were reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Whether any error has been reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Records a diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records an error.
    public mutating func error(
        _ message: String,
        at location: SourceLocation,
        note: Diagnostic.Note? = nil,
        fixIt: Diagnostic.FixIt? = nil
    ) {
        emit(.error(message, at: location, note: note, fixIt: fixIt))
    }

    /// Records a warning.
    public mutating func warning(
        _ message: String,
        at location: SourceLocation,
        note: Diagnostic.Note? = nil,
        fixIt: Diagnostic.FixIt? = nil
    ) {
        emit(.warning(message, at: location, note: note, fixIt: fixIt))
    }

    /// The diagnostics sorted by position, errors before warnings at the same position.
    public var sorted: [Diagnostic] { diagnostics.sortedByPosition() }
}

extension Array where Element == Diagnostic {
    /// The diagnostics sorted by position, errors before warnings at the same position, and
    /// otherwise in the order they were reported.
    public func sortedByPosition() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            (lhs.element.location, lhs.element.severity, lhs.offset)
                < (rhs.element.location, rhs.element.severity, rhs.offset)
        }.map(\.element)
    }
}
