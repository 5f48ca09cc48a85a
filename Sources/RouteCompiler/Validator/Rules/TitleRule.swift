/// Checks that every `{param}` of a title names a param of the same screen.
struct TitleRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        for screen in spec.screens {
            guard let title = screen.title else { continue }
            for case .param(let name) in title.value.segments where screen.param(named: name) == nil {
                let params = screen.params.map(\.name.value)
                diagnostics.error(
                    "the title of screen '\(screen.name.value)' interpolates "
                        + "'{\(name)}', which is not a param of the screen"
                        + (params.isEmpty ? "; the screen has no params (write '{{' for a literal brace)" : ""),
                    at: title.location,
                    fixIt: EditDistance.closest(to: name, in: params).map(Diagnostic.FixIt.didYouMean)
                )
            }
        }
    }
}
