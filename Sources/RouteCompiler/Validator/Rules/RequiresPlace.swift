/// Where a diagnostic about a gate that a `requires` names goes.
///
/// In the app's own files, at the name. A feature's screen is valid in its own spec, which declares
/// no gates: its `requires` names gates of the app, and a gate the app lacks (or one that cannot
/// gate that screen) is a mistake of the app's use of the feature, reported, as an unbound exit is,
/// at the app's `uses` entry of that feature, with a note at the name in the feature's file.
struct RequiresPlace {
    /// The gate's name, where the `requires` writes it.
    var name: Located<String>
    /// Where the diagnostic goes.
    var location: SourceLocation
    /// The note at the name, for a feature's screen; `nil` in the app's own files.
    var note: Diagnostic.Note?
    /// The words that open the diagnostic: which feature's screen it is about, for a feature's.
    var prefix: String

    /// The place of `name`, written in the root's `requires`.
    init(_ name: Located<String>) {
        self.name = name
        location = name.location
        prefix = ""
    }

    /// The place of `name`, written in `screen`'s `requires` in `spec` (an app spec with its features
    /// merged, or a spec without features).
    init(_ name: Located<String>, of screen: Screen, in spec: RouteSpec) {
        self.init(name)
        guard let feature = screen.feature, let use = spec.features.used.first(where: { $0.name == feature })
        else { return }
        location = use.use.location
        note = Diagnostic.Note("screen '\(screen.name.value)' requires '\(name.value)' here", at: name.location)
        prefix = "feature '\(feature)': "
    }
}
