extension RouteTranslator {
    /// The `async` forms of the moves that present a screen with a result, in extensions of the
    /// navigators that declare the moves themselves.
    ///
    /// They are the only `async` functions of a spec's code, and a part of their own: every `async`
    /// function is a coroutine, and a file with any coroutine has LLVM run its coroutine passes over
    /// all of the file's functions, so the build plugin writes them into a file of their own
    /// (``GeneratedFileGroup/results``), where only they pay for those passes.
    func translateAwaitingMoves() -> [SwiftDeclaration] {
        let shared = sharedMoves
        var extensions: [SwiftDeclaration] = []
        for (place, screen) in spec.screens.enumerated() where screen.feature == nil {
            let members = shared.ownMoves(ofScreenAt: place).compactMap { awaitingMoveFunction(spec.transitions[$0]) }
            guard !members.isEmpty else { continue }
            extensions.append(
                .extension(
                    SwiftExtension(
                        extendedType: .member(.named(names.navigator), navigatorTypeNames[place]),
                        members: members
                    )
                )
            )
        }
        let everywhere = shared.everywhere.compactMap { awaitingMoveFunction($0) }
        if !everywhere.isEmpty {
            extensions.append(
                .extension(SwiftExtension(extendedType: .named(names.screenNavigator), members: everywhere))
            )
        }
        let whereClause = [
            SwiftGenericRequirement.conformance(type: .named("Self"), constraint: .named(names.screenNavigator))
        ]
        for group in shared.groups {
            let members = group.transitions.compactMap { awaitingMoveFunction($0) }
            guard !members.isEmpty else { continue }
            extensions.append(
                .extension(
                    SwiftExtension(extendedType: group.qualifiedName, whereClause: whereClause, members: members)
                )
            )
        }
        return extensions
    }

    /// The `async` form of a move that presents a screen with a result: the same name and arguments
    /// without `onResult`, returning the result, or `nil` when the screen goes without one
    /// (`let day = await navigator.pickDay()`); `nil` when the move presents no such screen, or
    /// delivers a value down the stack.
    private func awaitingMoveFunction(_ transition: Transition) -> SwiftDeclaration? {
        // Most moves present no screen with a result: only those make their method.
        guard presentedResultType(of: transition) != nil else { return nil }
        let method = makeTransitionMethod(transition)
        guard let resultSwiftType = method.resultSwiftType, method.delivery == nil else { return nil }
        let parameters = method.parameters.filter { $0.name != method.resultHandlerName }
        let context: SwiftExpression =
            parameters.contains { $0.name == "context" }
            ? .member(.identifier("self"), "context") : .identifier("context")
        var arguments = [SwiftArgument(label: "of", value: .array(method.steps))]
        if !transition.animated { arguments.append(SwiftArgument(label: "animated", value: .literal(.bool(false)))) }
        arguments.append(SwiftArgument(label: "resultType", value: .member(.type(resultSwiftType), "self")))
        let call = SwiftExpression.call(.member(context, "result"), arguments)
        return .function(
            SwiftFunction(
                doc: documentation(
                    documentation(
                        "The `async` form of `\(SwiftNaming.identifier(transition.name.value))`: makes the move "
                            + "and returns the presented screen's result, or `nil` when it goes without one.",
                        "It returns once, whether the screen finishes, is dismissed or swiped down, is removed "
                            + "by a deep link or a restore, or the move is refused."
                    ),
                    generatedFrom: transition.name.location
                ),
                attributes: [SwiftAttribute(name: "discardableResult")],
                access: access,
                name: SwiftNaming.identifier(transition.name.value),
                parameters: parameters,
                isAsync: true,
                returnType: .optional(resultSwiftType),
                body: [.expression(.await(call))]
            )
        )
    }
}
