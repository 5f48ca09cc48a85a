/// A transition as a navigator method: its arguments, its steps as RouteKit values, and the
/// result its caller receives.
struct TransitionMethod {
    /// The transition.
    let transition: Transition
    /// The method's parameters, in order; `onResult` last when the transition presents a screen with a result.
    let parameters: [SwiftParameter]
    /// The steps as `NavigationStep` expressions.
    let steps: [SwiftExpression]
    /// The result type of the screen the transition presents last, when it has one.
    let resultType: TypeReference?
    /// The internal name of the `onResult` parameter.
    let resultHandlerName: String
    /// The result type as written in the method, qualified where a navigator type hides it.
    let resultTypeName: String

    /// The value that a step's `with` binds to `param`, if it binds one that fits.
    static func boundValue(of param: Param, in options: ShowOptions) -> DefaultValue? {
        guard let binding = options.binding(named: param.name.value),
            case .success(let value) = DefaultValue.check(binding.value, against: param.type.value)
        else { return nil }
        return value
    }

    /// ` with `source` = "schedule"`: the values a step's `with` binds, for the summary.
    private func bindingPhrase(_ options: ShowOptions, of screen: Located<String>, in spec: RouteSpec) -> String {
        guard !options.bindings.isEmpty else { return "" }
        return " with " + boundValuesText(options, of: screen, in: spec).joined(separator: ", ")
    }

    /// The bound values as `` `name` = value `` (Swift source), in the order written.
    private func boundValuesText(_ options: ShowOptions, of screen: Located<String>, in spec: RouteSpec) -> [String] {
        let declaration = spec.screen(named: screen.value)
        return options.bindings.compactMap { binding in
            guard let param = declaration?.param(named: binding.name.value),
                let value = Self.boundValue(of: param, in: options)
            else { return nil }
            return "`\(binding.name.value)` = \(value.swiftSourceText(of: param.type.value))"
        }
    }

    /// A sentence naming every value the steps' `with` bind in `spec`, for the doc comment (also under a `doc`).
    func boundValuesNote(in spec: RouteSpec) -> String? {
        guard transition.doc != nil else { return nil }
        let phrases = transition.steps.compactMap { step -> String? in
            guard let options = step.value.showOptions, !options.bindings.isEmpty, let screen = step.value.shownScreen
            else { return nil }
            return "`\(screen.value)` with " + boundValuesText(options, of: screen, in: spec).joined(separator: ", ")
        }
        guard !phrases.isEmpty else { return nil }
        return "Shows " + phrases.joined(separator: "; ") + "."
    }

    /// The method's body: one `context.perform` call.
    ///
    /// An animated move of one step without a result passes the step alone, as `perform(step:)`: its
    /// call then builds no array (a cost Swift pays in every such method, and most moves are one
    /// push), and its label spares the type checker the overloads of `perform(_:)`.
    ///
    /// The step alone is passed without an array of arguments made for it; the arguments of any other
    /// move are made with room for all of them, rather than grown as each is appended.
    var body: [SwiftStatement] {
        let perform = parameters.contains { $0.name == "context" } ? StepCallee.performOnSelf : StepCallee.perform
        if steps.count == 1 && transition.animated && resultType == nil {
            return [.expression(.call(perform, SwiftArgument(label: "step", value: steps[0])))]
        }
        var arguments: [SwiftArgument] = []
        arguments.reserveCapacity(4)
        arguments.append(SwiftArgument(value: .array(steps)))
        if !transition.animated { arguments.append(SwiftArgument(label: "animated", value: .literal(.bool(false)))) }
        if resultType != nil {
            arguments.append(SwiftArgument(label: "resultType", value: .identifier(resultTypeName + ".self")))
            arguments.append(SwiftArgument(label: "onResult", value: .identifier(resultHandlerName)))
        }
        return [.expression(.call(perform, arguments))]
    }

    /// The doc comment line of a transition without `doc`: `/// `, then a sentence describing the
    /// steps in `spec`.
    ///
    /// The phrases are appended to the line as it grows, after its `/// `, so that the sentence is
    /// not copied into a comment line of its own; the first phrase opens with a capital.
    func summaryCommentLine(in spec: RouteSpec) -> String {
        String.assembled { line in
            line.append("/// ")
            for index in transition.steps.indices {
                if index > 0 { line.append(", then ") }
                appendPhrase(for: transition.steps[index].value, to: &line, in: spec, opensSentence: index == 0)
            }
            line.append(UInt8(ascii: "."))
        }
    }

    /// Appends the phrase that describes `step` (`pushes `books``) to `sentence`, with its first letter
    /// uppercased when it opens the sentence.
    private func appendPhrase(for step: Step, to sentence: inout UTF8Buffer, in spec: RouteSpec, opensSentence: Bool) {
        // Every phrase opens with a verb, written out both ways: appending one literal costs far
        // less than a capital made from the verb's first byte, then the rest of the verb.
        func open(_ verb: String, capitalized: String) {
            sentence.append(opensSentence ? capitalized : verb)
        }
        switch step {
        case .push(let screen, let options):
            open("pushes `", capitalized: "Pushes `")
            sentence.append(screen.value)
            if options.singleTop {
                sentence.append("` (replacing a top `")
                sentence.append(screen.value)
                sentence.append("`)")
            } else {
                sentence.append("`")
            }
            sentence.append(bindingPhrase(options, of: screen, in: spec))
        case .present(let screen, let options):
            open("presents `", capitalized: "Presents `")
            sentence.append(screen.value)
            sentence.append(transition.style(of: options) == .fullScreen ? "` full screen" : "`")
            sentence.append(bindingPhrase(options, of: screen, in: spec))
        case .replace(let screen, let options):
            open("replaces the stack with `", capitalized: "Replaces the stack with `")
            sentence.append(screen.value)
            sentence.append("`")
            sentence.append(bindingPhrase(options, of: screen, in: spec))
        case .showDetail(let screen, let options):
            open("shows `", capitalized: "Shows `")
            sentence.append(screen.value)
            sentence.append("` as the detail")
            sentence.append(bindingPhrase(options, of: screen, in: spec))
        case .selectTab(let tab):
            open("selects the `", capitalized: "Selects the `")
            sentence.append(tab.value)
            sentence.append("` tab")
        case .popTo(let screen, let options):
            if options.inclusive {
                open("pops `", capitalized: "Pops `")
            } else {
                open("pops to `", capitalized: "Pops to `")
            }
            sentence.append(screen.value)
            sentence.append(options.inclusive ? "` and all above it" : "`")
            if options.ifMissing == .skip { sentence.append(" (if it is in the stack)") }
        case .pop: open("pops this screen", capitalized: "Pops this screen")
        case .popToRoot: open("pops to the root", capitalized: "Pops to the root")
        case .dismiss: open("dismisses the presentation", capitalized: "Dismisses the presentation")
        case .dismissAll: open("dismisses every presentation", capitalized: "Dismisses every presentation")
        }
    }
}

extension SwiftArgument {
    /// An argument passed without a label.
    init(value: SwiftExpression) {
        self.init(label: nil, value: value)
    }
}
