import RouteCompiler

extension GeneratorPipeline {
    /// The changes from the spec `old` to the spec `new`, with each spec's diagnostics; no report
    /// when either has errors.
    public static func diff(
        _ old: SpecSource,
        _ new: SpecSource
    ) -> (report: SpecDiffReport?, oldDiagnostics: [Diagnostic], newDiagnostics: [Diagnostic]) {
        var oldDiagnostics = DiagnosticCollector()
        var newDiagnostics = DiagnosticCollector()
        let oldSpec = parseAndValidate(old, diagnostics: &oldDiagnostics)
        let newSpec = parseAndValidate(new, diagnostics: &newDiagnostics)
        guard let oldSpec, let newSpec, !oldDiagnostics.hasErrors, !newDiagnostics.hasErrors else {
            return (nil, oldDiagnostics.sorted, newDiagnostics.sorted)
        }
        let diff = SpecDiff(old: SpecSurface(spec: oldSpec), new: SpecSurface(spec: newSpec))
        return (
            SpecDiffReport(oldPath: old.path, newPath: new.path, changes: diff.changes),
            oldDiagnostics.sorted, newDiagnostics.sorted
        )
    }
}
