/// A route spec as the storyboard import builds it, before it is written as YAML.
struct ImportedSpec: Equatable, Sendable {
    /// The spec's `name`.
    var name: String
    /// The storyboard files it comes from, as the header comment names them.
    var sources: [String]
    /// The app's root container.
    var root: ImportedRoot
    /// Comments written above `root`.
    var rootComments: [String] = []
    /// The screens, in storyboard order.
    var screens: [ImportedScreen]
    /// The transitions, in storyboard order.
    var transitions: [ImportedTransition]
    /// What was not carried over or was renamed, for the summary on standard error.
    var notes: [String]
}

/// The root forms of a spec.
enum ImportedRoot: Equatable, Sendable {
    /// One navigation stack.
    case screen(String)
    /// A tab bar.
    case tabs([ImportedTab])
    /// A split view's primary and optional secondary stack.
    case split(primary: String, secondary: String?)
}

/// One tab of a tab bar root.
struct ImportedTab: Equatable, Sendable {
    /// The tab's identifier.
    var id: String
    /// The tab bar item's title.
    var title: String
    /// The tab bar item's image name.
    var icon: String?
    /// The tab's root screen.
    var screen: String
}

/// One screen and the notes written at its place.
struct ImportedScreen: Equatable, Sendable {
    /// The screen's name.
    var name: String
    /// The navigation item's (or the controller's) title.
    var title: String?
    /// Where it comes from: class, storyboard ID and file.
    var doc: String
    /// Comments written above the screen's keys.
    var comments: [String] = []
}

/// One transition made from segues.
struct ImportedTransition: Equatable, Sendable {
    /// The single step a segue makes.
    enum Step: Equatable, Sendable {
        case push(String)
        case present(String)
        case showDetail(String)
        case popTo(String)

        /// The step's key in the spec.
        var keyword: String {
            switch self {
            case .push: "push"
            case .present: "present"
            case .showDetail: "showDetail"
            case .popTo: "popTo"
            }
        }

        /// The screen the step names.
        var screen: String {
            switch self {
            case .push(let screen), .present(let screen), .showDetail(let screen), .popTo(let screen): screen
            }
        }
    }

    /// The transition's name.
    var name: String
    /// The screens it starts from.
    var from: [String]
    /// What it does.
    var step: Step
    /// Whether a `dismiss` comes before the step: an unwind out of a presentation.
    var dismissesFirst = false
    /// The storyboard's `modalPresentationStyle` in the spec's words (`formSheet`, `popover`, …).
    var style: String?
    /// The storyboard's `modalTransitionStyle` in the spec's words (`crossDissolve`, …).
    var transition: String?
    /// Comments written above the transition's keys.
    var comments: [String] = []
}
