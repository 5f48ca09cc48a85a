/// One file of a spec after decoding: the top-level spec or a file it includes.
///
/// The files of a spec are merged into one ``RouteSpec`` with one namespace of screens and
/// transitions (``spec(including:diagnostics:)``).
package struct SpecFile {
    /// The spec's name; always `nil` for an included file.
    package var name: Located<String>?
    /// Modules the generated file imports.
    package var imports: [Located<String>]
    /// The paths of the files this file includes, as written.
    package var includes: [Located<String>]
    /// How titles are localized; always `nil` for an included file.
    package var localization: Localization?
    /// The app's root container; always `nil` for an included file.
    package var root: Root?
    /// The screens, in document order.
    package var screens: [Screen]
    /// The transitions, in document order.
    package var transitions: [Transition]
    /// Whether `screens` is missing or decoded to a mapping of screens.
    package var screensAreKnown: Bool
    /// The gates, in document order.
    package var gates: [Gate] = []
    /// `feature`, `uses` and `bind`, which only a top-level spec has.
    var features = FeatureParts()

    /// The spec made of this top-level file and the files it includes (in the order they are
    /// included, depth first): imports merged, screens and transitions in one namespace. A screen or
    /// transition defined twice is an error at the second definition, with a note at the first.
    package func spec(including files: [SpecFile], diagnostics: inout DiagnosticCollector) -> RouteSpec {
        guard !files.isEmpty || !includes.isEmpty else { return specAlone() }
        // The top-level spec's imports as written (a module imported twice there is a warning);
        // an included file's only when no earlier file imports the module.
        var imports = self.imports
        var importedModules = Set(self.imports.map(\.value))
        var screens = Namespace<Screen>(kind: "screen") { $0.name }
        var transitions = Namespace<Transition>(kind: "transition") { $0.name }
        var gates = Namespace<Gate>(kind: "gate") { $0.name }
        var screensAreKnown = self.screensAreKnown
        for (index, file) in ([self] + files).enumerated() {
            for module in file.imports where index > 0 && importedModules.insert(module.value).inserted {
                imports.append(module)
            }
            screens.add(file.screens, diagnostics: &diagnostics)
            transitions.add(file.transitions, diagnostics: &diagnostics)
            gates.add(file.gates, diagnostics: &diagnostics)
            screensAreKnown = screensAreKnown && file.screensAreKnown
        }
        // Only a spec that includes files gets here (see `specAlone()`).
        if screens.members.isEmpty, screensAreKnown {
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
            screens: screens.members,
            transitions: transitions.members,
            localization: localization,
            gates: gates.members,
            screenNumbers: screens.indices
        )
        spec.screensAreKnown = screensAreKnown && !screens.members.isEmpty
        spec.features = features
        return spec
    }

    /// The spec of a file that includes none, as decoded: a file's screens, and its transitions, have
    /// distinct names already (loading the YAML drops a repeated key), so no namespace need check them.
    private func specAlone() -> RouteSpec {
        var spec = RouteSpec(
            name: name,
            imports: imports,
            root: root,
            screens: screens,
            transitions: transitions,
            localization: localization,
            gates: gates
        )
        spec.screensAreKnown = screensAreKnown && !screens.isEmpty
        spec.features = features
        return spec
    }

}

/// The screens or the transitions of a spec's files, in one namespace: a name defined again is
/// an error at the later definition, with a note at the first, and is left out.
private struct Namespace<Member> {
    /// "screen", "transition" or "gate", for messages.
    package let kind: String
    /// The member's name: a closure, which reads it for less than a key path.
    package let name: (Member) -> Located<String>
    /// The members, first definitions only, in order.
    private(set) var members: [Member] = []
    /// The index of each member in ``members``, by name.
    private(set) var indices: [String: Int] = [:]

    package init(kind: String, name: @escaping (Member) -> Located<String>) {
        self.kind = kind
        self.name = name
    }

    package mutating func add(_ newMembers: [Member], diagnostics: inout DiagnosticCollector) {
        for member in newMembers {
            let name = self.name(member)
            // One lookup for a new name; a name defined again gets its first index back.
            guard let index = indices.updateValue(members.count, forKey: name.value) else {
                members.append(member)
                continue
            }
            indices[name.value] = index
            let first = self.name(members[index]).location
            let place = first.file.map { "in '\($0)'" } ?? "in the top-level spec"
            diagnostics.error(
                "the \(kind) '\(name.value)' is also defined \(place); a spec "
                    + "and the files it includes share one namespace: rename one of them",
                at: name.location,
                note: Diagnostic.Note("'\(name.value)' is first defined here", at: first)
            )
        }
    }
}
