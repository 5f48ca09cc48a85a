/// Checks that custom types in params and results do not reuse a name the
/// generated file declares.
struct TypeRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        let generated = Set(spec.generatedTypeNames)
        guard !generated.isEmpty else { return }
        for screen in spec.screens {
            let types = screen.params.map(\.type) + (screen.result.map { [$0] } ?? [])
            for type in types {
                for name in type.value.customTypeNames where generated.contains(name) {
                    diagnostics.error(
                        "'\(name)' is a type that this spec generates; it cannot be a param or result type",
                        at: type.location
                    )
                }
            }
        }
    }
}
