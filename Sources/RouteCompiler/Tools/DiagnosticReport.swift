/// Prints diagnostics to standard error as `path:line:column: severity: message`.
public enum DiagnosticReport {
    /// Prints a batch's diagnostics; returns whether any is an error.
    public static func print(_ results: [SpecBatch.Result]) -> Bool {
        results.reduce(false) { hasErrors, result in print(result.diagnostics, path: result.path) || hasErrors }
    }

    /// Prints one file's diagnostics; returns whether any is an error.
    @discardableResult
    public static func print(_ diagnostics: [Diagnostic], path: String) -> Bool {
        for diagnostic in diagnostics { StandardError.write(diagnostic.formatted(path: path)) }
        return diagnostics.contains { $0.severity == .error }
    }
}
