/// One file of a spec after decoding: the top-level spec or a file it includes.
///
/// The files of a spec are merged into one ``RouteSpec`` with one namespace of screens and
/// transitions (``spec(including:diagnostics:)``).
struct SpecFile {
    /// The spec's name; always `nil` for an included file.
    var name: Located<String>?
    /// Modules the generated file imports.
    var imports: [Located<String>]
    /// The paths of the files this file includes, as written.
    var includes: [Located<String>]
    /// How titles are localized; always `nil` for an included file.
    var localization: Localization?
    /// The app's root container; always `nil` for an included file.
    var root: Root?
    /// The screens, in document order.
    var screens: [Screen]
    /// The transitions, in document order.
    var transitions: [Transition]
    /// Whether `screens` is missing or decoded to a mapping of screens.
    var screensAreKnown: Bool

    /// The spec made of this top-level file and the files it includes (in the order they are
    /// included, depth first): imports merged, screens and transitions in one namespace. A screen or
    /// transition defined twice is an error at the second definition, with a note at the first.
    func spec(including files: [SpecFile], diagnostics: inout DiagnosticCollector) -> RouteSpec {
        // The top-level spec's imports as written (a module imported twice there is a warning);
        // an included file's only when no earlier file imports the module.
        var imports = self.imports
        var importedModules = Set(self.imports.map(\.value))
        var screens: [Screen] = []
        var screenLocations: [String: SourceLocation] = [:]
        var transitions: [Transition] = []
        var transitionLocations: [String: SourceLocation] = [:]
        var screensAreKnown = self.screensAreKnown
        for (index, file) in ([self] + files).enumerated() {
            for module in file.imports where index > 0 && importedModules.insert(module.value).inserted {
                imports.append(module)
            }
            for screen in file.screens {
                if let first = screenLocations[screen.name.value] {
                    Self.reportDuplicate("screen", screen.name, first: first, diagnostics: &diagnostics)
                } else {
                    screenLocations[screen.name.value] = screen.name.location
                    screens.append(screen)
                }
            }
            for transition in file.transitions {
                if let first = transitionLocations[transition.name.value] {
                    Self.reportDuplicate("transition", transition.name, first: first, diagnostics: &diagnostics)
                } else {
                    transitionLocations[transition.name.value] = transition.name.location
                    transitions.append(transition)
                }
            }
            screensAreKnown = screensAreKnown && file.screensAreKnown
        }
        if screens.isEmpty, screensAreKnown, !files.isEmpty || !includes.isEmpty {
            diagnostics.error(
                "neither the spec nor the files it includes declare a screen; add 'screens:' with at least one screen",
                at: .start
            )
            screensAreKnown = false
        }
        var spec = RouteSpec(
            name: name,
            imports: imports,
            root: root,
            screens: screens,
            transitions: transitions,
            localization: localization
        )
        spec.screensAreKnown = screensAreKnown && !screens.isEmpty
        return spec
    }

    private static func reportDuplicate(
        _ kind: String,
        _ name: Located<String>,
        first: SourceLocation,
        diagnostics: inout DiagnosticCollector
    ) {
        let place = first.file.map { "in '\($0)'" } ?? "in the top-level spec"
        diagnostics.error(
            "the \(kind) '\(name.value)' is also defined \(place); a spec and the files it includes share one namespace: rename one of them",
            at: name.location,
            note: Diagnostic.Note("'\(name.value)' is first defined here", at: first)
        )
    }
}
