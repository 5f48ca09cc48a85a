/// Checks that custom types in params and results do not reuse a name the
/// generated file declares, and warns about one that looks like a misspelled built-in type.
struct TypeRule: SpecRule {
    /// Type names that generated code uses for something else, and what.
    static let namesWithAMeaning: [String: String] = [
        "Screen": "the screen type of the factory and of routes",
        "Tab": "the tab type of routes",
        "Gate": "the gate type of routes",
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

    /// The built-in type that the custom type `name` likely misspells (`Strng`, `Stirng`, `Doubel`,
    /// `Bol`): one letter away from it (``EditDistance``, ignoring case), inserted, deleted or swapped
    /// with the next, or, in a name of five letters or more, replaced. In a shorter name a replaced
    /// letter makes another word as often as a typo (`Book`, `Rate`, Foundation's `Data`). Swift's
    /// own types of that shape (``swiftTypesNearBuiltins``) are not typos.
    static func misspelledBuiltin(_ name: String) -> String? {
        guard !swiftTypesNearBuiltins.contains(name) else { return nil }
        return TypeReference.builtinNames.first { builtin in
            guard EditDistance.distance(name, builtin) == 1 else { return false }
            // One edit between names of the same length is a swap or a replacement: the letters of a
            // swap are the same.
            return name.count != builtin.count || name.count >= 5
                || name.lowercased().sorted() == builtin.lowercased().sorted()
        }
    }

    /// Swift's types, which generated code can name without an import, one letter away from a built-in name.
    static let swiftTypesNearBuiltins = ["UInt", "Int8"]

    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        let generated = Set(spec.generatedTypeNames)
        // Without `imports`, a custom type can only be the target's own or Swift's and Foundation's,
        // so one that is a letter away from a built-in type is most likely a misspelling of it.
        let warnsAboutTypos = spec.imports.isEmpty
        var codingKeys = CodingKeyTypeNames(screens: spec.screens)
        // The params' types, then the result's, read in place rather than gathered in a list for each screen.
        for screen in spec.screens {
            for param in screen.params {
                check(
                    param.type,
                    generated: generated,
                    codingKeys: &codingKeys,
                    warnsAboutTypos: warnsAboutTypos,
                    diagnostics: &diagnostics
                )
            }
            for accepted in screen.accepts {
                check(
                    accepted.type,
                    generated: generated,
                    codingKeys: &codingKeys,
                    warnsAboutTypos: warnsAboutTypos,
                    diagnostics: &diagnostics
                )
            }
            if let result = screen.result {
                check(
                    result,
                    generated: generated,
                    codingKeys: &codingKeys,
                    warnsAboutTypos: warnsAboutTypos,
                    diagnostics: &diagnostics
                )
            }
        }
    }

    /// Checks the custom types that a param or result type names.
    private func check(
        _ type: Located<TypeReference>,
        generated: Set<String>,
        codingKeys: inout CodingKeyTypeNames,
        warnsAboutTypos: Bool,
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
                    "in generated code '\(name)' means \(meaning); qualify "
                        + "the custom type with its module, as in 'Models.\(name)'",
                    at: type.location
                )
            } else if warnsAboutTypos, let builtin = Self.misspelledBuiltin(name) {
                diagnostics.warning(
                    "'\(name)' is not a built-in type, so it must be a custom type of the target (the spec has "
                        + "no 'imports'); if it is one, write it with the target's module, as in 'App.\(name)'",
                    at: type.location,
                    fixIt: .didYouMean(type.value.swiftType(replacing: [name: .named(builtin)]).text)
                )
            }
        }
    }
}
