import RouteCompiler

/// One difference between two versions of a spec, as `routegen diff` reports it.
public struct SpecChange: Hashable, Sendable {
    /// What the change affects, one section of the report each.
    public enum Kind: String, CaseIterable, Sendable {
        /// Saved navigation states that the new app refuses to restore.
        case savedStates
        /// Deep links that now fail or open another screen.
        case deepLinks
        /// Generated API that the app's code uses and that changed: a source break.
        case api
        /// What changes how the app behaves without breaking anything: a move's steps, localization.
        case changed
        /// What is only added, and breaks nothing.
        case added

        /// The section's title in the report.
        var title: String {
            switch self {
            case .savedStates: "Saved states that no longer restore"
            case .deepLinks: "Deep links that fail or open another screen"
            case .api: "Generated API that breaks the app's code"
            case .changed: "Changed without breaking"
            case .added: "Only added"
            }
        }

        /// Whether a change of the kind breaks something for users who already have the app.
        public var breaks: Bool { self != .changed && self != .added }
    }

    /// What the change affects.
    public var kind: Kind
    /// The screen, transition, tab or link pattern it is about.
    public var subject: String
    /// What changed and what it breaks, as one sentence.
    public var message: String
}
