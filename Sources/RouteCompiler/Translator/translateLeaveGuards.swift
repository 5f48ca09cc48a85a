extension RouteTranslator {
    /// `confirmLeaving(_:)` of the navigator of a `leave: confirm` screen, a member of that navigator.
    ///
    /// A method per guarded navigator rather than one extension of a RouteKit marker protocol, as
    /// `back()` has: RouteKit keeps its public names few, and an `@_spi` protocol cannot be conformed to
    /// publicly; guarded screens are few. The check is `@MainActor @Sendable () async -> Bool`: main-actor
    /// isolated, as the view code that shows the "Discard changes?" alert is, so it may capture that
    /// view's state; `@Sendable` as every main-actor function type is in Swift 6, written out so that
    /// Swift 5 mode agrees.
    func confirmLeavingFunction() -> SwiftDeclaration {
        .function(
            SwiftFunction(
                doc: documentation(
                    "Sets the check that a change removing this screen waits for, replacing an earlier one; "
                        + "`nil` removes it.",
                    "The change applies when the check returns `true` and nothing else changed meanwhile; "
                        + "`false` refuses it."
                ),
                access: access,
                name: "confirmLeaving",
                parameters: [
                    SwiftParameter(
                        label: "_",
                        name: "check",
                        type: .optional(
                            .function(
                                SwiftFunctionType(
                                    attributes: [SwiftAttribute(name: ref("MainActor")), .sendable],
                                    parameters: [],
                                    isAsync: true,
                                    result: refType("Bool")
                                )
                            )
                        )
                    )
                ],
                body: [
                    .expression(
                        .call(
                            .member(.identifier("context"), "confirmLeaving"),
                            SwiftArgument(value: .identifier("check"))
                        )
                    )
                ]
            )
        )
    }
}
