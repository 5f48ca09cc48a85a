import RouteCompiler

extension GeneratorPipeline {
    /// The model-check warnings of a spec (``ModelCheck``), for `routegen check`; none when the spec has
    /// errors, whose diagnostics the compilation reports already.
    public static func modelCheck(_ source: SpecSource) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        guard let spec = parseAndValidate(source, diagnostics: &diagnostics), !diagnostics.hasErrors else { return [] }
        return ModelCheck(spec: spec).diagnostics()
    }
}
