import RouteCompiler

extension GeneratorPipeline {
    /// The navigation graph of a spec in `format`, with the spec's diagnostics; `nil` when the spec has errors.
    public static func graph(of bytes: [UInt8], format: GraphFormat) -> (graph: String?, diagnostics: [Diagnostic]) {
        graph(of: SpecSource(bytes), format: format)
    }

    /// The navigation graph of a spec and the files it includes in `format`, with its diagnostics.
    public static func graph(of source: SpecSource, format: GraphFormat) -> (graph: String?, diagnostics: [Diagnostic])
    {
        var diagnostics = DiagnosticCollector()
        guard let spec = parseAndValidate(source, diagnostics: &diagnostics), !diagnostics.hasErrors else {
            return (nil, diagnostics.sorted)
        }
        return (NavigationGraph(spec: spec).rendered(as: format), diagnostics.sorted)
    }
}
