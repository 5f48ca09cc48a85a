/// A named move between screens: the generated navigator method.
package struct Transition {
    /// The transition's name: the generated method's name.
    package var name: Located<String>
    /// The screens whose navigators offer the transition.
    package var sources: Sources
    /// The steps, applied as one atomic change.
    package var steps: [Located<Step>]
    /// The presentation style of the transition's `present` steps.
    package var style: Located<PresentationStyle>?
    /// Whether the change is animated.
    package var animated: Bool
    /// Documentation for the generated method.
    package var doc: String?
    /// The exit the transition leaves its feature through (`exit:`), after its steps.
    package var exit: Located<String>? = nil
    /// In an app spec, the feature whose spec declares the transition.
    package var feature: String? = nil

    /// The style of a `present` step: its own long-form `style`, else the transition's, else a sheet.
    package func style(of options: ShowOptions) -> PresentationStyle {
        options.style?.value ?? style?.value ?? .sheet
    }

    /// The screens a transition starts from.
    package enum Sources {
        /// Every screen (`from: "*"`).
        case all(SourceLocation)
        /// The listed screens.
        case screens([Located<String>])
    }
}

/// One step of a transition.
package enum Step {
    /// Push a screen onto the current stack.
    case push(Located<String>, ShowOptions)
    /// Present a screen modally in a new stack.
    case present(Located<String>, ShowOptions)
    /// Make a screen the only one of the current stack.
    case replace(Located<String>, ShowOptions)
    /// Make a screen the root of the split view's secondary stack.
    case showDetail(Located<String>, ShowOptions)
    /// Select a tab, keeping its stack.
    case selectTab(Located<String>)
    /// Pop back to the nearest screen of this kind.
    case popTo(Located<String>, PopToOptions)
    /// Pop the top screen.
    case pop
    /// Pop to the root of the current stack.
    case popToRoot
    /// Dismiss the current presentation.
    case dismiss
    /// Dismiss every presentation, top first.
    case dismissAll

    /// The step's keyword in the spec.
    package var keyword: StepKeyword {
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
        case .dismissAll: .dismissAll
        }
    }

    /// The screen that the step shows, with its parameters, if it shows one.
    package var shownScreen: Located<String>? {
        switch self {
        case .push(let screen, _), .present(let screen, _), .replace(let screen, _), .showDetail(let screen, _): screen
        case .selectTab, .popTo, .pop, .popToRoot, .dismiss, .dismissAll: nil
        }
    }

    /// The key that a `popTo` step delivers to its screen, with that screen, if it delivers one.
    package var delivery: (screen: Located<String>, key: Located<String>)? {
        guard case .popTo(let screen, let options) = self, let key = options.deliver else { return nil }
        return (screen, key)
    }

    /// The options of a step that shows a screen (`with`, `singleTop`).
    package var showOptions: ShowOptions? {
        switch self {
        case .push(_, let options), .present(_, let options), .replace(_, let options), .showDetail(_, let options):
            options
        case .selectTab, .popTo, .pop, .popToRoot, .dismiss, .dismissAll: nil
        }
    }
}

/// The long-form options of a step that shows a screen: `push`, `present`, `replace`, `showDetail`.
package struct ShowOptions {
    /// Fixed values for some of the screen's params (`with:`), in the order written.
    package var bindings: [ParamBinding] = []
    /// Whether a `push` replaces the top entry when it already shows the screen (`singleTop: true`).
    package var singleTop: Bool = false
    /// The style of a `present` step written in its long form; the transition's `style` otherwise.
    package var style: Located<PresentationStyle>?
    /// The heights a sheet rests at (`detents:` of a `present` step), as written; `nil` when not written.
    package var detents: Located<[Located<Detent>]>?
    /// The animation of a `present` or `push` step (`transition:`); `nil` when not written.
    package var transition: Located<TransitionAnimation>?

    /// The short form's options: no binding, a plain push.
    package static let none = ShowOptions()

    /// The binding of the param with this name, if any.
    package func binding(named name: String) -> ParamBinding? { bindings.first { $0.name.value == name } }
}

/// A fixed value for one param of a shown screen (`with: { source: schedule }`).
package struct ParamBinding {
    /// The param's name.
    package var name: Located<String>
    /// The value as written; validation checks it against the param's type with the `default` rules.
    package var value: YAMLNode
}

/// The long-form options of a `popTo` step.
package struct PopToOptions: Equatable {
    /// Whether the named screen itself is popped too (`inclusive: true`).
    package var inclusive: Bool = false
    /// What happens when no such screen is in the stack.
    package var ifMissing: IfMissing = .fail
    /// The `accepts` key of the screen that the step hands a value to (`deliver: coupon`), if any.
    package var deliver: Located<String>?

    /// The short form's options: v1's `popTo`.
    package static let none = PopToOptions()
}

/// What a `popTo` does when its screen is not in the stack.
package enum IfMissing: String, CaseIterable {
    /// The whole move is refused (v1).
    case fail
    /// Nothing is popped and the move goes on with its next step.
    case skip
}

/// The keywords of the steps, as written in the spec.
package enum StepKeyword: String, CaseIterable {
    case push, present, replace, showDetail, selectTab, popTo, pop, popToRoot, dismiss, dismissAll

    /// Whether the step names a screen or a tab (`push: books`); the others stand alone (`pop`).
    package var takesArgument: Bool {
        switch self {
        case .push, .present, .replace, .showDetail, .selectTab, .popTo: true
        case .pop, .popToRoot, .dismiss, .dismissAll: false
        }
    }

    /// The keys of the step's long form (`push: { screen: home, … }`); empty when it has none.
    package var longFormKeys: [String] {
        switch self {
        case .push: ["screen", "singleTop", "transition", "with"]
        case .present: ["screen", "style", "detents", "transition", "with"]
        case .replace, .showDetail: ["screen", "with"]
        case .popTo: ["screen", "inclusive", "ifMissing", "deliver"]
        case .selectTab, .pop, .popToRoot, .dismiss, .dismissAll: []
        }
    }
}
