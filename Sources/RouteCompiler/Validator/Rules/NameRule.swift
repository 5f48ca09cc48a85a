import Foundation

/// Checks that every name of the spec can become a Swift name: the spec's
/// UpperCamelCase name, module names, and the identifiers of screens,
/// params, tabs and transitions; and that no two screens share a navigator type.
struct NameRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        if let name = spec.name, !SwiftNaming.isUpperCamelCaseTypeName(name.value) {
            let suggestion = SwiftNaming.upperCamelCase(name.value)
            diagnostics.error(
                "the spec's name '\(name.value)' must be an UpperCamelCase "
                    + "identifier such as 'Library'; it prefixes every generated type",
                at: name.location,
                fixIt: SwiftNaming.isUpperCamelCaseTypeName(suggestion) ? .didYouMean(suggestion) : nil
            )
        }

        if let name = spec.name { checkLength(name, kind: "the spec's name", diagnostics: &diagnostics) }
        if let name = spec.name,
            let clash = spec.generatedTypeNames.first(where: SwiftNaming.routeKitTypeNames.contains)
        {
            diagnostics.error(
                "the spec's name '\(name.value)' would generate the type "
                    + "'\(clash)', which RouteKit already declares; choose another name",
                at: name.location
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

        // Inside `<Name>Navigator`, a navigator type hides the generated type of the same name.
        let hidable = Set(spec.generatedTypeNames)
        var navigatorTypes: [String: Located<String>] = [:]
        navigatorTypes.reserveCapacity(spec.screens.count)
        // Synthesized Codable declares `CodingKeys` and `<Case>CodingKeys` in the route enum.
        var codingKeys = CodingKeyTypeNames(screens: spec.screens)
        for screen in spec.screens {
            checkIdentifier(screen.name, kind: "screen", diagnostics: &diagnostics)
            if codingKeys.contains(screen.name.value) {
                diagnostics.error(
                    "'\(screen.name.value)' cannot be a screen name: Codable "
                        + "declares a type of that name in the generated route enum",
                    at: screen.name.location,
                    fixIt: .didYouMean(screen.name.value + "Screen")
                )
            } else if Self.reservedScreenNames.contains(screen.name.value) {
                diagnostics.error(
                    "'\(screen.name.value)' cannot be a screen name: the "
                        + "generated route and screen enums have a member of that name",
                    at: screen.name.location,
                    fixIt: .didYouMean(screen.name.value + "Screen")
                )
            }
            let typeName = SwiftNaming.navigatorTypeName(screen.name.value)
            if hidable.contains(typeName) {
                diagnostics.error(
                    "screen '\(screen.name.value)' would generate the navigator type '\(typeName)', "
                        + "which hides the type '\(typeName)' in generated code; rename the screen",
                    at: screen.name.location
                )
            }
            // One lookup for a new type name; a repeated one gets its first screen back.
            if let other = navigatorTypes.updateValue(screen.name, forKey: typeName) {
                navigatorTypes[typeName] = other
                diagnostics.error(
                    "screens '\(other.value)' and '\(screen.name.value)' would "
                        + "both be named '\(typeName)' in generated types; rename one",
                    at: screen.name.location,
                    note: Diagnostic.Note("'\(other.value)' is declared here", at: other.location)
                )
            }
            for param in screen.params {
                checkIdentifier(param.name, kind: "param", diagnostics: &diagnostics)
            }
            for accepted in screen.accepts {
                checkIdentifier(accepted.name, kind: "accepts key", diagnostics: &diagnostics)
            }
        }
        for tab in spec.tabs {
            checkIdentifier(tab.id, kind: "tab id", diagnostics: &diagnostics)
            if Self.reservedTabIDs.contains(tab.id.value) {
                diagnostics.error(
                    "'\(tab.id.value)' cannot be a tab id: the generated tab enum has a member of that name",
                    at: tab.id.location,
                    fixIt: .didYouMean(tab.id.value + "Tab")
                )
            }
        }
        // A move is a method of the navigators, where it would hide a type of its name from the
        // expressions there: the defaults of its arguments name the route type.
        let routeType = spec.name.map { GeneratedNames(prefix: $0.value).route }
        for transition in spec.transitions {
            checkIdentifier(transition.name, kind: "transition", diagnostics: &diagnostics)
            if transition.name.value == routeType {
                diagnostics.error(
                    "'\(transition.name.value)' cannot be a transition name: its move would hide the route "
                        + "type of that name inside the navigators",
                    at: transition.name.location,
                    fixIt: .didYouMean(SwiftNaming.prefixed("show", transition.name.value))
                )
            }
        }
    }

    /// Screen names that clash with members of the generated route and screen enums.
    /// (`Screen` and `Tab` are the type aliases of the `NavigationRoute` conformance; `RawValue` is the
    /// type alias that the screen enum's raw type `String` synthesizes, which a case cannot replace.)
    static let reservedScreenNames = ["allCases", "deepLinks", "Screen", "Tab", "RawValue"]
    /// Tab ids that clash with members of the generated tab enum (`RawValue`: as for screens;
    /// `AllCases`, the type alias that `CaseIterable` synthesizes, which `NavigationTab` requires).
    static let reservedTabIDs = ["allCases", "initial", "RawValue", "AllCases"]

    /// Reports a name longer than ``SpecLimits/maxNameLength``; `kind` is written only for the message.
    private func checkLength(
        _ name: Located<String>,
        kind: @autoclosure () -> String,
        diagnostics: inout DiagnosticCollector
    ) {
        // A name has no more scalars than UTF-8 bytes: a short one is not counted scalar by scalar.
        guard name.value.utf8.count > SpecLimits.maxNameLength else { return }
        let length = name.value.unicodeScalars.count
        guard length > SpecLimits.maxNameLength else { return }
        diagnostics.error(
            "\(kind()) is \(length) characters long; names have at most \(SpecLimits.maxNameLength), "
                + "so that generated names and file names fit every file system",
            at: name.location
        )
    }

    private func checkIdentifier(_ name: Located<String>, kind: String, diagnostics: inout DiagnosticCollector) {
        checkLength(name, kind: kind == "tab id" ? "the tab id" : "the \(kind) name", diagnostics: &diagnostics)
        if SwiftNaming.modules.contains(name.value) {
            // `RouteKit` → `routeKit`, `UIKit` → `uiKit`: the leading capitals of the first word lowercased.
            let capitals = name.value.prefix { $0.isUppercase }
            let lowered = capitals.count > 1 ? capitals.dropLast().count : capitals.count
            let suggestion = name.value.prefix(lowered).lowercased() + name.value.dropFirst(lowered)
            diagnostics.error(
                "'\(name.value)' cannot be a \(kind) name: generated code "
                    + "names the module '\(name.value)', which it would hide",
                at: name.location,
                fixIt: suggestion != name.value ? .didYouMean(suggestion) : .didYouMean(name.value + "_")
            )
        } else if SwiftNaming.unusableNames.contains(name.value) {
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
        // Letters with accents keep their base letter (`écran` → `ecran`).
        let folded = name.folding(options: .diacriticInsensitive, locale: nil)
        let words = folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard var first = words.first else { return nil }
        if first.first?.isNumber == true { first = "_" + first }
        let suggestion = first + words.dropFirst().map(SwiftNaming.upperCamelCase).joined()
        return SwiftNaming.isValidName(suggestion) ? suggestion : nil
    }
}
