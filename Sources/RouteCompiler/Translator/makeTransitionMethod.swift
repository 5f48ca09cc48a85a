extension RouteTranslator {
    /// A transition as a navigator method: its parameters and its steps, built from the spec and the
    /// translator in place, so that the method keeps neither.
    func makeTransitionMethod(_ transition: Transition) -> TransitionMethod {
        let arguments = transition.arguments(in: spec).arguments
        let resultType = presentedResultType(of: transition)
        let replacements = hiddenTypeReplacements
        // The handler's name matters only with a result; only then are the argument names gathered.
        let resultHandlerName =
            resultType == nil
            ? "onResult"
            : SwiftNaming.uniqueName(
                "onResult",
                avoiding: arguments.lazy.map { SwiftNaming.identifier($0.param.name.value) }
            )
        // A param named `self` would hide `self` in the method's body: it gets another local name.
        // Every other param's local name is its identifier.
        let selfLocal =
            arguments.contains { $0.param.name.value == "self" }
            ? SwiftNaming.uniqueName("self_", avoiding: arguments.lazy.map(\.param.name.value)) : nil
        var parameters = arguments.map { argument in
            var parameter = parameter(
                for: argument.param,
                defaultValue: argumentDefault(argument),
                replacing: replacements
            )
            if let selfLocal, argument.param.name.value == "self" {
                parameter.label = "self"
                parameter.name = selfLocal
            }
            return parameter
        }
        let exitCall = featureExitCall(of: transition, adding: &parameters)
        let resultSwiftType = resultType?.swiftType(replacing: replacements)
        if let resultSwiftType {
            parameters.append(
                SwiftParameter(
                    label: resultHandlerName == "onResult" ? nil : "onResult",
                    name: resultHandlerName,
                    type: .optional(
                        .function(
                            SwiftFunctionType(
                                attributes: [SwiftAttribute(name: ref("MainActor")), .sendable],
                                parameters: [.optional(resultSwiftType)],
                                result: refType("Void")
                            )
                        )
                    ),
                    defaultValue: .literal(.nil)
                )
            )
        }
        let delivery = deliveredArgument(of: transition)
        if let delivery {
            parameters.insert(delivery.parameter, at: 0)
        }
        var method = TransitionMethod(
            transition: transition,
            parameters: parameters,
            steps: transition.steps.map { stepExpression($0.value, of: transition, selfLocal: selfLocal) },
            resultType: resultType,
            resultHandlerName: resultHandlerName,
            resultSwiftType: resultSwiftType
        )
        method.delivery = delivery
        method.exitCall = exitCall
        return method
    }

    /// The default of a move's argument: the member of the route's `Defaults` enum that holds the
    /// default of the param of the screen that declares it first.
    private func argumentDefault(_ argument: TransitionArgument) -> SwiftExpression? {
        guard let place = spec.screenNumbers[argument.screen] else { return nil }
        return paramDefault(ofScreenAt: place, named: argument.param.name.value, inRoute: false)
    }

    /// The `result` type of the screen that `transition` presents last, which it hands to `onResult`;
    /// `nil` when it presents no screen with a result.
    func presentedResultType(of transition: Transition) -> TypeReference? {
        transition.lastPresentedScreen.flatMap { spec.screen(named: $0)?.result?.value }
    }

    /// A step of `transition` as a `NavigationStep` expression; a param named `self` is passed as `selfLocal`.
    func stepExpression(
        _ step: Step,
        of transition: Transition,
        selfLocal: String?,
        carries: ((Param) -> Bool)? = nil
    ) -> SwiftExpression {
        func route(_ name: Located<String>, _ options: ShowOptions) -> SwiftExpression {
            routeExpression(forScreenNamed: name.value) { param in
                if let bound = TransitionMethod.boundValue(of: param, in: options) {
                    return valueExpression(bound, of: param)
                }
                // A binding's screen takes its default for a param that its exit does not carry.
                if let carries, !carries(param) { return nil }
                if let selfLocal, param.name.value == "self" { return .identifier(selfLocal) }
                return .identifier(SwiftNaming.identifier(param.name.value))
            }
        }
        switch step {
        case .push(let screen, let options):
            var arguments = [SwiftArgument(value: route(screen, options))]
            if options.transition?.value == .zoom {
                arguments.append(SwiftArgument(label: "zoom", value: .literal(.bool(true))))
            }
            return .call(options.singleTop ? StepCallee.pushSingleTop : StepCallee.push, arguments)
        case .present(let screen, let options):
            var arguments = [
                SwiftArgument(value: route(screen, options)),
                SwiftArgument(label: "style", value: .member(nil, transition.style(of: options).rawValue)),
            ]
            // Only what differs from the defaults of `NavigationStep.present`, so most moves stay as short as v2's.
            if let detents = options.detents?.value, !detents.isEmpty {
                let values = detents.map { SwiftExpression.member(nil, $0.value.rawValue) }
                arguments.append(SwiftArgument(label: "detents", value: .array(values)))
            }
            if let animation = options.transition?.value, animation != .coverVertical {
                arguments.append(SwiftArgument(label: "transition", value: .member(nil, animation.rawValue)))
            }
            return .call(StepCallee.present, arguments)
        case .replace(let screen, let options):
            return .call(StepCallee.replace, SwiftArgument(value: route(screen, options)))
        case .showDetail(let screen, let options):
            return .call(StepCallee.showDetail, SwiftArgument(value: route(screen, options)))
        case .selectTab(let tab):
            return .call(StepCallee.selectTab, SwiftArgument(value: .member(nil, SwiftNaming.identifier(tab.value))))
        case .popTo(let screen, let options) where options.inclusive == false && options.ifMissing == .fail:
            return .call(StepCallee.popTo, SwiftArgument(value: .member(nil, SwiftNaming.identifier(screen.value))))
        case .popTo(let screen, let options):
            return .call(
                StepCallee.popUpTo,
                [
                    SwiftArgument(value: .member(nil, SwiftNaming.identifier(screen.value))),
                    SwiftArgument(label: "inclusive", value: .literal(.bool(options.inclusive))),
                    SwiftArgument(label: "ifMissing", value: .member(nil, options.ifMissing.rawValue)),
                ]
            )
        case .pop: return StepCallee.pop
        case .popToRoot: return StepCallee.popToRoot
        case .dismiss: return StepCallee.dismiss
        case .dismissAll: return StepCallee.dismissAll
        }
    }
}
