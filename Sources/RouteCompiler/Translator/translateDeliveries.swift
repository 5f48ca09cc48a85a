/// The value a delivering `popTo` hands down, as the first argument of its transition's method.
struct DeliveredArgument {
    /// The argument's local name, escaped.
    let name: String
    /// The `accepts` key, as RouteKit identifies the value.
    let key: String
    /// The index of the `popTo` step among the transition's steps.
    let step: Int
    /// The parameter: labeled with the key, of the key's type.
    let parameter: SwiftParameter
}

extension RouteTranslator {
    /// The value that a `popTo` step of `transition` delivers, as an argument; `nil` when none does (or
    /// the key is unknown, which validation reports).
    func deliveredArgument(of transition: Transition) -> DeliveredArgument? {
        for (index, step) in transition.steps.enumerated() {
            guard let delivery = step.value.delivery else { continue }
            guard let accepted = spec.screen(named: delivery.screen.value)?.acceptedValue(named: delivery.key.value)
            else { return nil }
            let name = SwiftNaming.identifier(accepted.name.value)
            return DeliveredArgument(
                name: name,
                key: accepted.name.value,
                step: index,
                parameter: SwiftParameter(
                    name: name,
                    type: accepted.type.value.swiftType(replacing: hiddenTypeReplacements)
                )
            )
        }
        return nil
    }

    /// `on<Key>(_:)` of the navigator of a screen that `accepts` the key: registers the screen's handler
    /// of the values that moves popping back to it deliver.
    ///
    /// The handler is `@MainActor @Sendable`, as `confirmLeaving(_:)`'s check is: it runs on the main
    /// actor, where the view code that registers it lives, and may capture that view's state.
    func deliveryHandlerFunction(_ accepted: AcceptedValue) -> SwiftDeclaration {
        let type = accepted.type.value.swiftType(replacing: hiddenTypeReplacements)
        let key = accepted.name.value
        return .function(
            SwiftFunction(
                doc: documentation(
                    "Registers `handler` to receive each `\(key)` that a move popping back to this screen hands "
                        + "it, once the pop is applied; replaces an earlier handler.",
                    "A value that arrived before a handler was registered is handed to this one at once."
                ),
                access: access,
                name: DeliverRule.handlerName(of: key),
                parameters: [
                    SwiftParameter(
                        label: "_",
                        name: "handler",
                        type: .function(
                            SwiftFunctionType(
                                attributes: [.escaping, SwiftAttribute(name: ref("MainActor")), .sendable],
                                parameters: [type],
                                result: refType("Void")
                            )
                        )
                    )
                ],
                body: [
                    .expression(
                        .call(
                            .member(.identifier("context"), "onDelivery"),
                            [
                                SwiftArgument(label: "of", value: .literal(.string(key))),
                                SwiftArgument(label: "as", value: .member(.type(type), "self")),
                                SwiftArgument(value: .identifier("handler")),
                            ]
                        )
                    )
                ]
            )
        )
    }
}
