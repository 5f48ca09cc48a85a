/// A transition as a navigator method: its arguments, its steps as RouteKit values, and the
/// result its caller receives.
package struct TransitionMethod {
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
    let resultSwiftType: SwiftType?
    /// The value that a `popTo` step delivers (`deliver:`), the method's first argument, if one does.
    var delivery: DeliveredArgument? = nil
    /// In a feature, the call of the `<Feature>Exits` requirement that the move leaves through.
    var exitCall: SwiftExpression? = nil

    /// The value that a step's `with` binds to `param`, if it binds one that fits.
    package static func boundValue(of param: Param, in options: ShowOptions) -> DefaultValue? {
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
        if let exitCall {
            var arguments = [SwiftArgument(value: .array(steps)), SwiftArgument(label: "exit", value: exitCall)]
            if !transition.animated {
                arguments.append(SwiftArgument(label: "animated", value: .literal(.bool(false))))
            }
            return [.expression(.call(perform, arguments))]
        }
        if let delivery {
            var arguments = [SwiftArgument(value: .array(steps))]
            if !transition.animated {
                arguments.append(SwiftArgument(label: "animated", value: .literal(.bool(false))))
            }
            arguments += [
                SwiftArgument(label: "delivering", value: .identifier(delivery.name)),
                SwiftArgument(label: "key", value: .literal(.string(delivery.key))),
                SwiftArgument(label: "atStep", value: .literal(.int(delivery.step))),
            ]
            return [.expression(.call(perform, arguments))]
        }
        if steps.count == 1 && transition.animated && resultType == nil {
            return [.expression(.call(perform, SwiftArgument(label: "step", value: steps[0])))]
        }
        var arguments: [SwiftArgument] = []
        arguments.reserveCapacity(4)
        arguments.append(SwiftArgument(value: .array(steps)))
        if !transition.animated { arguments.append(SwiftArgument(label: "animated", value: .literal(.bool(false)))) }
        if let resultSwiftType {
            arguments.append(SwiftArgument(label: "resultType", value: .member(.type(resultSwiftType), "self")))
            arguments.append(SwiftArgument(label: "onResult", value: .identifier(resultHandlerName)))
        }
        return [.expression(.call(perform, arguments))]
    }

    /// The doc comment line of a transition without `doc`: `/// `, then a sentence describing the
    /// steps in `spec`, its first phrase opening with a capital.
    func summaryCommentLine(in spec: RouteSpec) -> String {
        let phrases =
            transition.steps.map { phrase(for: $0.value, in: spec) }
            + (transition.exit.map { ["leaves the feature through the exit `\($0.value)`"] } ?? [])
        let sentence = phrases.joined(separator: ", then ")
        return "/// " + sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }

    /// The phrase that describes `step`, such as "pushes 'books'" with the name in backticks.
    private func phrase(for step: Step, in spec: RouteSpec) -> String {
        switch step {
        case .push(let screen, let options):
            let singleTop = options.singleTop ? " (replacing a top `\(screen.value)`)" : ""
            return "pushes `\(screen.value)`\(singleTop)" + bindingPhrase(options, of: screen, in: spec)
        case .present(let screen, let options):
            let fullScreen = transition.style(of: options) == .fullScreen ? " full screen" : ""
            return "presents `\(screen.value)`\(fullScreen)" + bindingPhrase(options, of: screen, in: spec)
        case .replace(let screen, let options):
            return "replaces the stack with `\(screen.value)`" + bindingPhrase(options, of: screen, in: spec)
        case .showDetail(let screen, let options):
            return "shows `\(screen.value)` as the detail" + bindingPhrase(options, of: screen, in: spec)
        case .selectTab(let tab):
            return "selects the `\(tab.value)` tab"
        case .popTo(let screen, let options):
            let popped = options.inclusive ? "pops `\(screen.value)` and all above it" : "pops to `\(screen.value)`"
            return popped + (options.ifMissing == .skip ? " (if it is in the stack)" : "")
                + (options.deliver.map { ", handing it `\($0.value)`" } ?? "")
        case .pop: return "pops this screen"
        case .popToRoot: return "pops to the root"
        case .dismiss: return "dismisses the presentation"
        case .dismissAll: return "dismisses every presentation"
        }
    }
}

extension SwiftArgument {
    /// An argument passed without a label.
    init(value: SwiftExpression) {
        self.init(label: nil, value: value)
    }
}
