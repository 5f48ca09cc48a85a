/// A named move between screens: the generated navigator method.
struct Transition {
    /// The transition's name: the generated method's name.
    var name: Located<String>
    /// The screens whose navigators offer the transition.
    var sources: Sources
    /// The steps, applied as one atomic change.
    var steps: [Located<Step>]
    /// The presentation style of the transition's `present` steps.
    var style: Located<PresentationStyle>?
    /// Whether the change is animated.
    var animated: Bool
    /// Documentation for the generated method.
    var doc: String?

    /// The screens a transition starts from.
    enum Sources {
        /// Every screen (`from: "*"`).
        case all(SourceLocation)
        /// The listed screens.
        case screens([Located<String>])
    }
}

/// One step of a transition.
enum Step {
    /// Push a screen onto the current stack.
    case push(Located<String>)
    /// Present a screen modally in a new stack.
    case present(Located<String>)
    /// Make a screen the only one of the current stack.
    case replace(Located<String>)
    /// Make a screen the root of the split view's secondary stack.
    case showDetail(Located<String>)
    /// Select a tab, keeping its stack.
    case selectTab(Located<String>)
    /// Pop back to the nearest screen of this kind.
    case popTo(Located<String>)
    /// Pop the top screen.
    case pop
    /// Pop to the root of the current stack.
    case popToRoot
    /// Dismiss the current presentation.
    case dismiss

    /// The step's keyword in the spec.
    var keyword: StepKeyword {
        switch self {
        case .push: .push
        case .present: .present
        case .replace: .replace
        case .showDetail: .showDetail
        case .selectTab: .selectTab
        case .popTo: .popTo
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        }
    }

    /// The screen that the step shows, with its parameters, if it shows one.
    var shownScreen: Located<String>? {
        switch self {
        case .push(let screen), .present(let screen), .replace(let screen), .showDetail(let screen): screen
        case .selectTab, .popTo, .pop, .popToRoot, .dismiss: nil
        }
    }
}

/// The keywords of the steps, as written in the spec.
enum StepKeyword: String, CaseIterable {
    case push, present, replace, showDetail, selectTab, popTo, pop, popToRoot, dismiss

    /// Whether the step names a screen or a tab (`push: books`); the others stand alone (`pop`).
    var takesArgument: Bool {
        switch self {
        case .push, .present, .replace, .showDetail, .selectTab, .popTo: true
        case .pop, .popToRoot, .dismiss: false
        }
    }
}

/// How a `present` step shows its screen.
enum PresentationStyle: String, CaseIterable {
    /// A sheet over the presenter (the default).
    case sheet
    /// A full-screen cover.
    case fullScreen
}
