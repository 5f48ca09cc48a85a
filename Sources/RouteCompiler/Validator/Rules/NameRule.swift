/// Checks that every name of the spec can become a Swift name: the spec's
/// UpperCamelCase name, module names, and the identifiers of screens,
/// params, tabs and transitions; and that no two screens share a navigator type.
struct NameRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        if let name = spec.name, !SwiftNaming.isUpperCamelCaseTypeName(name.value) {
            let suggestion = SwiftNaming.upperCamelCase(name.value)
            diagnostics.error(
                "the spec's name '\(name.value)' must be an UpperCamelCase identifier such as 'Library'; it prefixes every generated type",
                at: name.location,
                fixIt: SwiftNaming.isUpperCamelCaseTypeName(suggestion) ? .didYouMean(suggestion) : nil
            )
        }

        var importedModules: [String: SourceLocation] = [:]
        for module in spec.imports {
            if !SwiftNaming.isValidModuleName(module.value) {
                diagnostics.error("'\(module.value)' is not a module name", at: module.location)
            } else if let first = importedModules[module.value] {
                diagnostics.warning(
                    "module '\(module.value)' is imported twice",
                    at: module.location,
                    note: Diagnostic.Note("first imported here", at: first)
                )
            } else {
                importedModules[module.value] = module.location
            }
        }

        var navigatorTypes: [String: Located<String>] = [:]
        for screen in spec.screens {
            checkIdentifier(screen.name, kind: "screen", diagnostics: &diagnostics)
            let typeName = SwiftNaming.navigatorTypeName(screen.name.value)
            if let other = navigatorTypes[typeName] {
                diagnostics.error(
                    "screens '\(other.value)' and '\(screen.name.value)' would both be named '\(typeName)' in generated types; rename one",
                    at: screen.name.location,
                    note: Diagnostic.Note("'\(other.value)' is declared here", at: other.location)
                )
            } else {
                navigatorTypes[typeName] = screen.name
            }
            for param in screen.params {
                checkIdentifier(param.name, kind: "param", diagnostics: &diagnostics)
            }
        }
        for tab in spec.tabs {
            checkIdentifier(tab.id, kind: "tab id", diagnostics: &diagnostics)
        }
        for transition in spec.transitions {
            checkIdentifier(transition.name, kind: "transition", diagnostics: &diagnostics)
        }
    }

    private func checkIdentifier(_ name: Located<String>, kind: String, diagnostics: inout DiagnosticCollector) {
        if SwiftNaming.unusableNames.contains(name.value) {
            diagnostics.error("'\(name.value)' cannot be a \(kind) name: Swift reserves it", at: name.location)
        } else if !SwiftNaming.isValidName(name.value) {
            let suggestion = Self.identifierSuggestion(for: name.value)
            diagnostics.error(
                "'\(name.value)' is not a valid \(kind) name: use letters, digits and '_', not starting with a digit",
                at: name.location,
                fixIt: suggestion.map(Diagnostic.FixIt.didYouMean)
            )
        }
    }

    /// A camelCase identifier made of the letters and digits of `name` (`my-screen` → `myScreen`).
    static func identifierSuggestion(for name: String) -> String? {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard var first = words.first else { return nil }
        if first.first?.isNumber == true { first = "_" + first }
        let suggestion = first + words.dropFirst().map(SwiftNaming.upperCamelCase).joined()
        return SwiftNaming.isValidName(suggestion) ? suggestion : nil
    }
}
