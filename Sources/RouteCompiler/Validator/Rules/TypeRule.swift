/// Checks that custom types in params and results do not reuse a name the
/// generated file declares.
struct TypeRule: SpecRule {
    /// Type names that generated code uses for something else, and what.
    static let namesWithAMeaning: [String: String] = [
        "Screen": "the screen type of the factory and of routes",
        "Tab": "the tab type of routes",
        "Route": "the route type of navigators",
        "Factory": "the coordinator's factory type",
        "ScreenResult": "the result type of a finishing navigator",
    ]

    /// Why a custom type's own name (without its module) cannot be used, if it cannot.
    static func unusableReason(_ name: String) -> String? {
        switch name {
        case "Self": "in the generated enum 'Self' means the enum itself; name the type"
        case "Any": "'Any' is not Hashable, Codable and Sendable"
        case "Type", "Protocol": "after a type, '.\(name)' means a metatype; rename the type"
        default:
            SwiftNaming.modules.contains(name)
                ? "a type named like the module '\(name)' hides that module from generated code; rename the type" : nil
        }
    }

    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        let generated = Set(spec.generatedTypeNames)
        var codingKeys = CodingKeyTypeNames(screens: spec.screens)
        // The params' types, then the result's, read in place rather than gathered in a list for each screen.
        for screen in spec.screens {
            for param in screen.params {
                check(param.type, generated: generated, codingKeys: &codingKeys, diagnostics: &diagnostics)
            }
            if let result = screen.result {
                check(result, generated: generated, codingKeys: &codingKeys, diagnostics: &diagnostics)
            }
        }
    }

    /// Checks the custom types that a param or result type names.
    private func check(
        _ type: Located<TypeReference>,
        generated: Set<String>,
        codingKeys: inout CodingKeyTypeNames,
        diagnostics: inout DiagnosticCollector
    ) {
        for name in type.value.customTypeNames {
            if generated.contains(name) {
                diagnostics.error(
                    "'\(name)' is a type that this spec generates; it cannot be a param or result type",
                    at: type.location
                )
            } else if let reason = Self.unusableReason(name.split(separator: ".").last.map(String.init) ?? name) {
                diagnostics.error(
                    "'\(name)' cannot be a param or result type: \(reason)",
                    at: type.location
                )
            } else if let meaning = codingKeys.contains(name)
                ? "a key type that Codable synthesizes in the route enum" : Self.namesWithAMeaning[name]
            {
                diagnostics.error(
                    "in generated code '\(name)' means \(meaning); qualify the custom type with its module, as in 'Models.\(name)'",
                    at: type.location
                )
            }
        }
    }
}
