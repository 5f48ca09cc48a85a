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

    init(_ transition: Transition, translator: RouteTranslator) {
        let spec = translator.spec
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

        let style = transition.style?.value ?? .sheet
        self.steps = transition.steps.map { step in
            func route(_ name: Located<String>) -> SwiftExpression {
                guard let screen = spec.screen(named: name.value) else {
                    return .member(nil, SwiftNaming.identifier(name.value))
                }
                return translator.routeExpression(for: screen) {
                    .identifier(locals[$0.name.value] ?? SwiftNaming.identifier($0.name.value))
                }
            }
            func call(_ name: String, _ arguments: [SwiftArgument]) -> SwiftExpression {
                .call(.member(nil, name), arguments)
            }
            switch step.value {
            case .push(let screen): return call("push", [SwiftArgument(value: route(screen))])
            case .present(let screen):
                return call(
                    "present",
                    [
                        SwiftArgument(value: route(screen)),
                        SwiftArgument(label: "style", value: .member(nil, style.rawValue)),
                    ]
                )
            case .replace(let screen): return call("replace", [SwiftArgument(value: route(screen))])
            case .showDetail(let screen): return call("showDetail", [SwiftArgument(value: route(screen))])
            case .selectTab(let tab):
                return call("selectTab", [SwiftArgument(value: .member(nil, SwiftNaming.identifier(tab.value)))])
            case .popTo(let screen):
                return call("popTo", [SwiftArgument(value: .member(nil, SwiftNaming.identifier(screen.value)))])
            case .pop: return .member(nil, "pop")
            case .popToRoot: return .member(nil, "popToRoot")
            case .dismiss: return .member(nil, "dismiss")
            }
        }
    }

    /// The method's body: one `context.perform` call.
    var body: [SwiftStatement] {
        var arguments = [SwiftArgument(value: .array(steps))]
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
            case .push(let screen): "pushes `\(screen.value)`"
            case .present(let screen):
                "presents `\(screen.value)`\(transition.style?.value == .fullScreen ? " full screen" : "")"
            case .replace(let screen): "replaces the stack with `\(screen.value)`"
            case .showDetail(let screen): "shows `\(screen.value)` as the detail"
            case .selectTab(let tab): "selects the `\(tab.value)` tab"
            case .popTo(let screen): "pops to `\(screen.value)`"
            case .pop: "pops this screen"
            case .popToRoot: "pops to the root"
            case .dismiss: "dismisses the presentation"
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
