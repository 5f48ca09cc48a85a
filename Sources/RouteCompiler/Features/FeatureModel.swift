/// What a feature spec declares about itself (`feature:`): the screens other specs may show, and
/// the moves out of it that the app decides.
package struct FeatureDeclaration: Sendable {
    /// Where `feature` is written.
    package var location: SourceLocation
    /// The screens that other specs may show (`entries:`), as written.
    package var entries: [Located<String>]
    /// The moves out of the feature (`exits:`), in document order.
    package var exits: [FeatureExit]

    /// The exit with this name, if the feature declares one.
    package func exit(named name: String) -> FeatureExit? { exits.first { $0.name.value == name } }
}

/// One move out of a feature: its name and the params it carries to wherever the app binds it.
package struct FeatureExit: Sendable {
    /// The exit's name: a requirement of `<Feature>Exits`.
    package var name: Located<String>
    /// The values the exit carries, in order.
    package var params: [Param]
    /// Documentation for the generated requirement.
    package var doc: String?
}

/// An app spec's use of a feature spec (`uses:`): the file and the module that compiles it.
package struct FeatureUse: Sendable {
    /// Where the entry is written: unbound exits are reported here.
    package var location: SourceLocation
    /// The feature spec's path, relative to the app spec.
    package var spec: Located<String>
    /// The module whose target generates the feature's code.
    package var module: Located<String>
}

/// An app spec's binding of one feature exit to steps of its own (`bind: { Feature.exit: steps }`).
package struct ExitBinding: Sendable {
    /// The key as written, `<Feature>.<exit>`.
    package var key: Located<String>
    /// Where the binding's value is written: errors about its params are reported here.
    package var location: SourceLocation
    /// The steps the exit takes, applied as one change with the feature's steps before it.
    package var steps: [Located<Step>]

    /// The feature's name: the key before its first dot.
    package var featureName: String { String(key.value.prefix { $0 != "." }) }
    /// The exit's name: the key after its first dot, or `nil` without one.
    package var exitName: String? {
        guard let dot = key.value.firstIndex(of: ".") else { return nil }
        return String(key.value[key.value.index(after: dot)...])
    }
}

/// A feature spec that an app spec uses, decoded and checked in its own file.
package struct UsedFeature: Sendable {
    /// The app's `uses` entry.
    package var use: FeatureUse
    /// The feature spec's path as diagnostics print it.
    package var path: String
    /// The feature spec.
    package var spec: RouteSpec
    /// Whether the feature spec has an error (reported in its file).
    package var hasErrors: Bool

    /// The feature's name (its spec's `name`), which the app writes before its screens and exits.
    package var name: String { spec.name?.value ?? "" }
    /// What the feature declares about itself.
    package var declaration: FeatureDeclaration? { spec.feature }
}

/// The parts of a spec about features: those of a feature spec (`feature`) and of an app spec
/// (`uses`, `bind`, and the feature specs it uses once read).
package struct FeatureParts: Sendable {
    /// `feature:`, in a feature spec.
    package var declaration: FeatureDeclaration?
    /// `uses:`, in an app spec.
    package var uses: [FeatureUse] = []
    /// Where `uses` is written.
    package var usesLocation: SourceLocation?
    /// `bind:`, in an app spec.
    package var bindings: [ExitBinding] = []
    /// Where `bind` is written.
    package var bindLocation: SourceLocation?
    /// The feature specs that `uses` names, once read.
    package var used: [UsedFeature] = []
    /// In an app's generated code, each feature screen's name in its feature, by its case name.
    package var localNames: [String: String] = [:]

    /// The merged name of a feature's screen or transition in an app: `<Feature>.<name>`.
    package static func qualified(_ feature: String, _ name: String) -> String { feature + "." + name }
}
