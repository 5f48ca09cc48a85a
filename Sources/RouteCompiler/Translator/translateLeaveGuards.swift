extension RouteTranslator {
    /// `confirmLeaving(_:)` for the navigators of `leave: confirm` screens, written once in an extension of
    /// RouteKit's `LeaveGuardedNavigator`; nothing when no screen says `leave: confirm`, so that such a
    /// spec generates what it did before leave guards.
    ///
    /// The check is `@MainActor () async -> Bool`: main-actor isolated, as the screen's view code that shows
    /// the "Discard changes?" alert is, so it may capture that view's state without being `@Sendable`.
    func leaveGuardExtensions() -> [SwiftDeclaration] {
        guard spec.screens.contains(where: \.confirmsLeaving) else { return [] }
        let checkType = "(@\(ref("MainActor")) () async -> \(ref("Bool")))?"
        return [
            .extension(
                SwiftExtension(
                    doc: documentation(
                        "`confirmLeaving(_:)` for \(names.prefix)'s navigators of `leave: confirm` screens."
                    ),
                    extendedType: ref("LeaveGuardedNavigator"),
                    whereClause: [.conformance(type: "Self", constraint: names.screenNavigator)],
                    members: [
                        .function(
                            SwiftFunction(
                                doc: documentation(
                                    "Sets the check that a change removing this screen waits for, replacing an "
                                        + "earlier one; `nil` removes it.",
                                    "The change applies when the check returns `true` and nothing else changed "
                                        + "meanwhile; `false` refuses it. Hosts hold the back button and swipes "
                                        + "while a check is set."
                                ),
                                access: access,
                                name: "confirmLeaving",
                                parameters: [SwiftParameter(label: "_", name: "check", type: checkType)],
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
                    ]
                )
            )
        ]
    }
}
