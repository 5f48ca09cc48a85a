/// Checks that custom types in params and results do not reuse a name the
/// generated file declares.
struct TypeRule: SpecRule {
    /// Type names that generated code uses for something else, and what.
    static let namesWithAMeaning: [String: String] = [
        "Screen": "the screen type of the factory and of routes",
        "Tab": "the tab type of routes",
        "Route": "the route type of navigators",
        "Factory": "the coordinator's factory type",
    ]

    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        let generated = Set(spec.generatedTypeNames)
        for screen in spec.screens {
            let types = screen.params.map(\.type) + (screen.result.map { [$0] } ?? [])
            for type in types {
                for name in type.value.customTypeNames {
                    if generated.contains(name) {
                        diagnostics.error(
                            "'\(name)' is a type that this spec generates; it cannot be a param or result type",
                            at: type.location
                        )
                    } else if let meaning = Self.namesWithAMeaning[name] {
                        diagnostics.error(
                            "in generated code '\(name)' means \(meaning); qualify the custom type with its module, as in 'Models.\(name)'",
                            at: type.location
                        )
                    }
                }
            }
        }
    }
}
