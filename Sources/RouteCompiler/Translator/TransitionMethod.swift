/// A transition as a navigator method: its arguments, its steps as RouteKit values, and the
/// result its caller receives.
struct TransitionMethod {
    /// The transition.
    let transition: Transition
    /// The spec the transition belongs to.
    let spec: RouteSpec
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

    init(_ transition: Transition, translator: RouteTranslator) {
        let spec = translator.spec
        self.spec = spec
        self.transition = transition
        let arguments = transition.arguments(in: spec).arguments
        let argumentNames = Set(arguments.map { SwiftNaming.identifier($0.param.name.value) })
        self.resultType = transition.presentedScreens.last.flatMap { spec.screen(named: $0)?.result?.value }
        self.resultHandlerName = SwiftNaming.uniqueName("onResult", avoiding: argumentNames)
        self.resultTypeName = resultType?.swiftType(replacing: translator.hiddenTypeReplacements) ?? ""

        let replacements = translator.hiddenTypeReplacements
        // A param named `self` would hide `self` in the method's body: it gets another local name.
        let taken = Set(arguments.map(\.param.name.value))
        let locals = Dictionary(
            uniqueKeysWithValues: arguments.map { argument in
                let name = argument.param.name.value
                return (
                    name,
                    name == "self" ? SwiftNaming.uniqueName("self_", avoiding: taken) : SwiftNaming.identifier(name)
                )
            }
        )
        var parameters = arguments.map { argument in
            var parameter = translator.parameter(for: argument.param, replacing: replacements)
            if argument.param.name.value == "self" {
                parameter.label = "self"
                parameter.name = locals["self"]
            }
            return parameter
        }
        if let resultType {
            parameters.append(
                SwiftParameter(
                    label: resultHandlerName == "onResult" ? nil : "onResult",
                    name: resultHandlerName,
                    type:
                        "(@\(translator.ref("MainActor")) @Sendable (\(resultType.swiftType(replacing: replacements))?) -> \(translator.ref("Void")))?",
                    defaultValue: .literal(.nil)
                )
            )
        }
        self.parameters = parameters

        self.steps = transition.steps.map { step in
            func route(_ name: Located<String>, _ options: ShowOptions) -> SwiftExpression {
                guard let screen = spec.screen(named: name.value) else {
                    return .member(nil, SwiftNaming.identifier(name.value))
                }
                return translator.routeExpression(for: screen) { param in
                    if let bound = Self.boundValue(of: param, in: options) { return bound.swiftExpression }
                    return .identifier(locals[param.name.value] ?? SwiftNaming.identifier(param.name.value))
                }
            }
            func call(_ name: String, _ arguments: [SwiftArgument]) -> SwiftExpression {
                .call(.member(nil, name), arguments)
            }
            switch step.value {
            case .push(let screen, let options):
                return call(
                    options.singleTop ? "pushSingleTop" : "push",
                    [SwiftArgument(value: route(screen, options))]
                )
            case .present(let screen, let options):
                return call(
                    "present",
                    [
                        SwiftArgument(value: route(screen, options)),
                        SwiftArgument(label: "style", value: .member(nil, transition.style(of: options).rawValue)),
                    ]
                )
            case .replace(let screen, let options):
                return call("replace", [SwiftArgument(value: route(screen, options))])
            case .showDetail(let screen, let options):
                return call("showDetail", [SwiftArgument(value: route(screen, options))])
            case .selectTab(let tab):
                return call("selectTab", [SwiftArgument(value: .member(nil, SwiftNaming.identifier(tab.value)))])
            case .popTo(let screen, let options) where options == .none:
                return call("popTo", [SwiftArgument(value: .member(nil, SwiftNaming.identifier(screen.value)))])
            case .popTo(let screen, let options):
                return call(
                    "popUpTo",
                    [
                        SwiftArgument(value: .member(nil, SwiftNaming.identifier(screen.value))),
                        SwiftArgument(label: "inclusive", value: .literal(.bool(options.inclusive))),
                        SwiftArgument(label: "ifMissing", value: .member(nil, options.ifMissing.rawValue)),
                    ]
                )
            case .pop: return .member(nil, "pop")
            case .popToRoot: return .member(nil, "popToRoot")
            case .dismiss: return .member(nil, "dismiss")
            case .dismissAll: return .member(nil, "dismissAll")
            }
        }
    }

    /// The value that a step's `with` binds to `param`, if it binds one that fits.
    static func boundValue(of param: Param, in options: ShowOptions) -> DefaultValue? {
        guard let binding = options.binding(named: param.name.value),
            case .success(let value) = DefaultValue.check(binding.value, against: param.type.value)
        else { return nil }
        return value
    }

    /// ` with `source` = "schedule"`: the values a step's `with` binds, for the summary.
    private func bindingPhrase(_ options: ShowOptions, of screen: Located<String>) -> String {
        guard !options.bindings.isEmpty else { return "" }
        return " with " + boundValuesText(options, of: screen).joined(separator: ", ")
    }

    /// The bound values as `` `name` = value `` (Swift source), in the order written.
    private func boundValuesText(_ options: ShowOptions, of screen: Located<String>) -> [String] {
        let declaration = spec.screen(named: screen.value)
        return options.bindings.compactMap { binding in
            guard let param = declaration?.param(named: binding.name.value),
                let value = Self.boundValue(of: param, in: options)
            else { return nil }
            return "`\(binding.name.value)` = \(value.swiftSourceText)"
        }
    }

    /// A sentence naming every value the steps' `with` bind, for the doc comment (also under a `doc`).
    var boundValuesNote: String? {
        let phrases = transition.steps.compactMap { step -> String? in
            guard let options = step.value.showOptions, !options.bindings.isEmpty, let screen = step.value.shownScreen
            else { return nil }
            return "`\(screen.value)` with " + boundValuesText(options, of: screen).joined(separator: ", ")
        }
        guard !phrases.isEmpty, transition.doc != nil else { return nil }
        return "Shows " + phrases.joined(separator: "; ") + "."
    }

    /// The method's body: one `context.perform` call.
    ///
    /// An animated move of one step without a result passes the step alone, as `perform(step:)`: its
    /// call then builds no array (3% of the compiler's instructions for a 1,000-screen file, where most
    /// moves are one push), and its label spares the type checker the overloads of `perform(_:)`
    /// (another 1%).
    var body: [SwiftStatement] {
        let singleStep = steps.count == 1 && transition.animated && resultType == nil
        var arguments = [
            singleStep ? SwiftArgument(label: "step", value: steps[0]) : SwiftArgument(value: .array(steps))
        ]
        if !transition.animated { arguments.append(SwiftArgument(label: "animated", value: .literal(.bool(false)))) }
        if resultType != nil {
            arguments.append(SwiftArgument(label: "resultType", value: .identifier(resultTypeName + ".self")))
            arguments.append(SwiftArgument(label: "onResult", value: .identifier(resultHandlerName)))
        }
        return [.expression(.call(.member(.member(.identifier("self"), "context"), "perform"), arguments))]
    }

    /// A sentence describing the steps, for a transition without `doc`.
    var summary: String {
        let phrases = transition.steps.map { step -> String in
            switch step.value {
            case .push(let screen, let options):
                (options.singleTop
                    ? "pushes `\(screen.value)` (replacing a top `\(screen.value)`)" : "pushes `\(screen.value)`")
                    + bindingPhrase(options, of: screen)
            case .present(let screen, let options):
                "presents `\(screen.value)`\(transition.style(of: options) == .fullScreen ? " full screen" : "")"
                    + bindingPhrase(options, of: screen)
            case .replace(let screen, let options):
                "replaces the stack with `\(screen.value)`" + bindingPhrase(options, of: screen)
            case .showDetail(let screen, let options):
                "shows `\(screen.value)` as the detail" + bindingPhrase(options, of: screen)
            case .selectTab(let tab): "selects the `\(tab.value)` tab"
            case .popTo(let screen, let options):
                (options.inclusive ? "pops `\(screen.value)` and all above it" : "pops to `\(screen.value)`")
                    + (options.ifMissing == .skip ? " (if it is in the stack)" : "")
            case .pop: "pops this screen"
            case .popToRoot: "pops to the root"
            case .dismiss: "dismisses the presentation"
            case .dismissAll: "dismisses every presentation"
            }
        }
        let sentence = phrases.joined(separator: ", then ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }
}

extension SwiftArgument {
    /// An argument passed without a label.
    init(value: SwiftExpression) {
        self.init(label: nil, value: value)
    }
}
