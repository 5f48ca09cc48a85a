extension RouteTranslator {
    /// The deep links of the spec: each route's path and URL, and the router that maps URLs to
    /// destinations with their synthesized back stacks.
    func translateDeepLinks() -> SwiftDeclaration {
        let plans = spec.deepLinkPlans
        let linked = spec.screens.compactMap { screen -> (Screen, PathPattern, DeepLinkPlan)? in
            guard let path = screen.path?.value, case .success(let plan)? = plans[screen.name.value] else { return nil }
            return (screen, path, plan)
        }
        let pathSwitch = SwitchPartition(
            name: "deepLinkPath",
            subject: .identifier("self"),
            cases: spec.screens.map(deepLinkPathCase),
            returnType: ref("String") + "?"
        )
        var members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    doc: documentation(
                        "This route's deep-link path, such as `/authors/Le%20Guin?page=2`.",
                        "`nil` for a screen without a `path`, when a path param's text is empty, when an optional `String` query param is empty (the URL cannot tell it from `nil`), or when a param the URL cannot carry differs from its default."
                    ),
                    access: access,
                    name: "deepLinkPath",
                    type: ref("String") + "?",
                    value: .computed(pathSwitch.body)
                )
            ),
            .function(
                SwiftFunction(
                    doc: documentation(
                        "This route as a URL of the app's custom scheme, such as `\(names.prefix.lowercased())://…`."
                    ),
                    access: access,
                    name: "deepLinkURL",
                    parameters: [SwiftParameter(name: "scheme", type: ref("String"))],
                    returnType: ref("URL") + "?",
                    body: [
                        .return(
                            .call(
                                .member(.identifier("deepLinkPath"), "flatMap"),
                                [],
                                trailingClosure: SwiftClosure(body: [
                                    .expression(
                                        .call(
                                            .member(.identifier(ref("DeepLinkPath")), "url"),
                                            [
                                                SwiftArgument(label: "scheme", value: .identifier("scheme")),
                                                SwiftArgument(label: "path", value: .identifier("$0")),
                                            ]
                                        )
                                    )
                                ])
                            )
                        )
                    ]
                )
            ),
            .property(
                SwiftProperty(
                    doc: documentation(
                        "Maps \(names.prefix)'s deep links to destinations, segment by segment.",
                        "Each destination holds the linked screen and the back stack below it, as the spec's transitions lead to it."
                    ),
                    access: access,
                    isStatic: true,
                    name: "deepLinks",
                    type: "\(ref("DeepLinkRouter"))<\(names.route)>",
                    value: .stored(
                        initialValue: .call(
                            .identifier(linked.isEmpty ? ref("DeepLinkRouter") : "makeDeepLinkRouter"),
                            []
                        )
                    )
                )
            ),
            .function(deepLinkStateFunction()),
        ]
        if !linked.isEmpty {
            members.append(
                .function(
                    SwiftFunction(
                        access: .private,
                        isStatic: true,
                        name: "makeDeepLinkRouter",
                        parameters: [],
                        returnType: "\(ref("DeepLinkRouter"))<\(names.route)>",
                        body: [
                            .variable(
                                isMutable: true,
                                name: "router",
                                value: .call(.identifier("\(ref("DeepLinkRouter"))<\(names.route)>"), [])
                            )
                        ]
                            + linked.flatMap { screen, _, _ in
                                screen.paths.map { registration(for: screen, path: $0.value) }
                            }
                            + [.return(.identifier("router"))]
                    )
                )
            )
        }
        members += linked.map { screen, _, plan in .function(destinationFunction(for: screen, plan: plan)) }
        members += pathSwitch.parts
        return .extension(SwiftExtension(extendedType: names.route, members: members))
    }

    /// `deepLinkState(for:)`: the state that a link opens from launch; with root params, it takes them to
    /// build the initial state (a link that carries a root's params builds that root from them instead).
    private func deepLinkStateFunction() -> SwiftFunction {
        let arguments = RootArguments(self, hiding: ["url", "deepLinks", names.route, ref("NavigationState")])
        let initial = SwiftExpression.member(.identifier("\(ref("NavigationState"))<\(names.route)>"), "initial")
        return SwiftFunction(
            doc: documentation(
                "The navigation state that a deep link opens from launch: its screen over its back stack.",
                arguments.isEmpty
                    ? nil
                    : "The root params build the initial state, as in `NavigationState.initial(…)`; a link that carries a root screen's params builds that root from the link."
            ),
            access: access,
            isStatic: true,
            name: "deepLinkState",
            parameters: [SwiftParameter(label: "for", name: "url", type: ref("URL"))] + arguments.parameters,
            effects: ["throws(\(ref("DeepLinkError")))"],
            returnType: "\(ref("NavigationState"))<\(names.route)>",
            body: [
                .return(
                    .try(
                        .call(
                            .member(arguments.isEmpty ? initial : .call(initial, arguments.forwarded), "opening"),
                            [
                                SwiftArgument(value: .identifier("url")),
                                SwiftArgument(label: "with", value: .identifier("deepLinks")),
                            ]
                        )
                    )
                )
            ]
        )
    }

    private func registration(for screen: Screen, path: PathPattern) -> SwiftStatement {
        var arguments = [SwiftArgument(value: .literal(.string(path.text)))]
        let pathParams = path.paramNames.compactMap { screen.param(named: $0) }
        if !pathParams.isEmpty {
            arguments.append(
                SwiftArgument(
                    label: "types",
                    value: .dictionary(
                        pathParams.map {
                            (
                                .literal(.string($0.name.value)),
                                .identifier($0.type.value.swiftType(replacing: hiddenTypeReplacements) + ".self")
                            )
                        }
                    )
                )
            )
        }
        arguments.append(SwiftArgument(value: .identifier(deepLinkFunctionName(screen))))
        return .expression(.call(.member(.identifier("router"), "register"), arguments))
    }

    private func deepLinkFunctionName(_ screen: Screen) -> String {
        SwiftNaming.prefixed("deepLinkTo", screen.name.value)
    }

    /// `deepLinkTo<Screen>(_:)`: reads the link's params and builds the destination.
    private func destinationFunction(for screen: Screen, plan: DeepLinkPlan) -> SwiftFunction {
        let parametersName = SwiftNaming.uniqueName("parameters", avoiding: Set(screen.params.map(\.name.value)))
        // A param in every pattern's path is always captured; one that some pattern leaves out may come from
        // the query (or its default) like any other.
        let inPath = screen.paths.dropFirst().reduce(Set(screen.path?.value.paramNames ?? [])) {
            $0.intersection($1.value.paramNames)
        }
        var body: [SwiftStatement] = screen.params.map { param in
            .variable(
                isMutable: false,
                name: SwiftNaming.identifier(param.name.value),
                type: param.type.value.swiftType(replacing: hiddenTypeReplacements),
                value: read(param, inPath: inPath, from: parametersName)
            )
        }
        let locals = Dictionary(uniqueKeysWithValues: screen.params.map { ($0.name.value, $0.type.value) })
        func route(_ name: String) -> SwiftExpression {
            guard let declaration = spec.screen(named: name) else { return .member(nil, SwiftNaming.identifier(name)) }
            return routeExpression(for: declaration) { param in
                if locals[param.name.value] == param.type.value {
                    return .identifier(SwiftNaming.identifier(param.name.value))
                }
                // The case's default, or `nil` for an optional without one.
                return param.declaresDefault ? nil : .literal(.nil)
            }
        }
        // A root whose required params the link does not carry stays as the stack has it.
        let keepsRoot = spec.keepsRoot(plan, for: screen)
        var arguments = [
            SwiftArgument(label: "location", value: containerLocation(plan.container)),
            SwiftArgument(label: "routes", value: .array(plan.stack.dropFirst(keepsRoot ? 1 : 0).map(route))),
        ]
        if let presented = plan.presented {
            arguments.append(
                SwiftArgument(
                    label: "presented",
                    value: .call(
                        .member(nil, "init"),
                        [
                            SwiftArgument(value: route(presented.screen)),
                            SwiftArgument(label: "style", value: .member(nil, presented.style.rawValue)),
                        ]
                    )
                )
            )
        }
        if keepsRoot { arguments.append(SwiftArgument(label: "keepingRoot", value: .literal(.bool(true)))) }
        body.append(.return(.call(.identifier(ref("DeepLinkDestination")), arguments)))
        // `@Sendable`: the router stores it, and Swift 5 mode does not infer it for a function reference.
        return SwiftFunction(
            attributes: ["@Sendable"],
            access: .private,
            isStatic: true,
            name: deepLinkFunctionName(screen),
            parameters: [SwiftParameter(label: "_", name: parametersName, type: ref("DeepLinkParameters"))],
            effects: ["throws(\(ref("DeepLinkError")))"],
            returnType: "\(ref("DeepLinkDestination"))<\(names.route)>",
            body: body
        )
    }

    /// How a linked screen's param is read from its link.
    private func read(_ param: Param, inPath: Set<String>, from parameters: String) -> SwiftExpression {
        let name = SwiftArgument(value: .literal(.string(param.name.value)))
        let type = param.type.value
        let defaultValue = param.defaultValue?.value.swiftExpression
        let call = { (method: String, extra: [SwiftArgument]) in
            SwiftExpression.try(.call(.member(.identifier(parameters), method), [name] + extra))
        }
        if inPath.contains(param.name.value) { return call("value", []) }
        if type.isURLQueryWritable {
            if type.isOptional {
                return call("optionalValue", defaultValue.map { [SwiftArgument(label: "default", value: $0)] } ?? [])
            }
            return call("value", defaultValue.map { [SwiftArgument(label: "default", value: $0)] } ?? [])
        }
        // A URL cannot carry it: its default (validation ensured one, or that it is optional).
        return defaultValue ?? .literal(.nil)
    }

    private func containerLocation(_ container: DeepLinkPlan.Container) -> SwiftExpression {
        switch container {
        case .main: .member(nil, "main")
        case .primary: .member(nil, "primary")
        case .secondary: .member(nil, "secondary")
        case .tab(let tab):
            .call(.member(nil, "tab"), [SwiftArgument(value: .member(nil, SwiftNaming.identifier(tab)))])
        }
    }

    /// Whether a param's value differs from its default: `!=`, except for a `NaN` default, which
    /// equals nothing (`value != .nan` is always true, and Swift warns about it).
    private func differs(
        _ value: SwiftExpression,
        from param: Param,
        default defaultValue: SwiftExpression
    ) -> SwiftExpression {
        guard case .double(let number)? = param.defaultValue?.value, number.isNaN else {
            return .binary(value, "!=", defaultValue)
        }
        let isNaN: SwiftExpression =
            param.type.value.isOptional
            ? .binary(.member(.optionalChaining(value), "isNaN"), "==", .literal(.bool(true)))
            : .member(value, "isNaN")
        return .call(.identifier("!"), [SwiftArgument(value: isNaN)])
    }

    /// The `deepLinkPath` case of one screen.
    private func deepLinkPathCase(for screen: Screen) -> SwiftSwitchCase {
        let name = SwiftNaming.identifier(screen.name.value)
        guard let path = screen.path?.value else {
            return SwiftSwitchCase(patterns: [.enumCase(name: name, bindings: nil)], body: [.return(.literal(.nil))])
        }
        let inPath = Set(path.paramNames)
        let queryName = SwiftNaming.uniqueName("query", avoiding: Set(screen.params.map(\.name.value)))
        var body: [SwiftStatement] = []
        var query: [SwiftStatement] = []
        for param in screen.params where !inPath.contains(param.name.value) {
            let value = SwiftExpression.identifier(SwiftNaming.identifier(param.name.value))
            let type = param.type.value
            let defaultValue = param.defaultValue?.value.swiftExpression ?? (type.isOptional ? .literal(.nil) : nil)
            guard type.isURLQueryWritable else {
                // Only the default can be opened again from the URL.
                body.append(
                    .if(
                        condition: differs(value, from: param, default: defaultValue ?? .literal(.nil)),
                        then: [.return(.literal(.nil))],
                        else: nil
                    )
                )
                continue
            }
            if type == .optional(.named("String")) {
                // `?name=` reads back as `nil`, so an empty string has no link.
                body.append(
                    .if(
                        condition: .binary(value, "==", .literal(.string(""))),
                        then: [.return(.literal(.nil))],
                        else: nil
                    )
                )
            }
            let text: SwiftExpression =
                type.isOptional
                ? .binary(.member(.optionalChaining(value), "deepLinkText"), "??", .literal(.string("")))
                : .member(value, "deepLinkText")
            let append = SwiftStatement.expression(
                .call(
                    .member(.identifier(queryName), "append"),
                    [SwiftArgument(value: .tuple([.literal(.string(param.name.value)), text]))]
                )
            )
            if let defaultValue {
                query.append(
                    .if(condition: differs(value, from: param, default: defaultValue), then: [append], else: nil)
                )
            } else {
                query.append(append)
            }
        }
        let segments = SwiftExpression.array(
            path.segments.map { segment in
                switch segment {
                case .literal(let text): .literal(.string(text))
                case .param(let param): .member(.identifier(SwiftNaming.identifier(param)), "deepLinkText")
                }
            }
        )
        if query.isEmpty {
            body.append(
                .return(.call(.member(.identifier(ref("DeepLinkPath")), "make"), [SwiftArgument(value: segments)]))
            )
        } else {
            body.append(
                .variable(
                    isMutable: true,
                    name: queryName,
                    type: "[(name: \(ref("String")), value: \(ref("String")))]",
                    value: .array([])
                )
            )
            body += query
            body.append(
                .return(
                    .call(
                        .member(.identifier(ref("DeepLinkPath")), "make"),
                        [SwiftArgument(value: segments), SwiftArgument(label: "query", value: .identifier(queryName))]
                    )
                )
            )
        }
        let needed = Set(path.paramNames).union(
            screen.params.filter { !inPath.contains($0.name.value) }.map(\.name.value)
        )
        let bindings: [String?]? =
            screen.params.isEmpty
            ? nil : screen.params.map { needed.contains($0.name.value) ? SwiftNaming.identifier($0.name.value) : nil }
        return SwiftSwitchCase(patterns: [.enumCase(name: name, bindings: bindings)], body: body)
    }
}
