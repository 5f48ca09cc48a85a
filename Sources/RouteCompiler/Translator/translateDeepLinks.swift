extension RouteTranslator {
    /// The deep links of the spec: each route's path and URL, and the router that maps URLs to
    /// destinations with their synthesized back stacks.
    func translateDeepLinks() -> SwiftDeclaration {
        let plans = spec.deepLinkPlans
        let linked = spec.screens.compactMap { screen -> (Screen, PathPattern, DeepLinkPlan)? in
            guard let path = screen.path?.value, case .success(let plan)? = plans[screen.name.value] else { return nil }
            return (screen, path, plan)
        }
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
                    value: .computed(
                        visiting(
                            "writer",
                            with: .call(.identifier(ref("DeepLinkPathWriter")), []),
                            then: .return(.member(.identifier("writer"), "path"))
                        )
                    )
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
            let router = "\(ref("DeepLinkRouter"))<\(names.route)>"
            members.append(
                .function(
                    SwiftFunction(
                        access: .private,
                        isStatic: true,
                        name: "makeDeepLinkRouter",
                        parameters: [],
                        returnType: router,
                        body: [
                            .table(
                                name: "links",
                                type: "[\(router).Link]",
                                elements: linked.flatMap { screen, _, _ in
                                    screen.paths.map { link(to: screen, path: $0.value) }
                                }
                            ),
                            .return(
                                .call(
                                    .identifier(ref("DeepLinkRouter")),
                                    [
                                        SwiftArgument(value: .identifier("links")),
                                        SwiftArgument(label: "screens", value: .identifier("deepLinkScreens(to:_:)")),
                                        SwiftArgument(label: "route", value: .identifier("deepLinkRoute(_:_:)")),
                                    ]
                                )
                            ),
                        ]
                    )
                )
            )
            members.append(.function(screensFunction(linked.map { ($0.0, $0.2) })))
            members.append(.function(routeFunction(linked.map(\.2))))
        }
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

    /// A row of the router's table: `.init("/authors/{author}", to: .books)`, with the types of the
    /// path's params unless they are all `String`.
    private func link(to screen: Screen, path: PathPattern) -> SwiftExpression {
        var arguments = [
            SwiftArgument(value: .literal(.string(path.text))),
            SwiftArgument(label: "to", value: .member(nil, SwiftNaming.identifier(screen.name.value))),
        ]
        let types = path.paramNames.map { name in
            screen.param(named: name)?.type.value.swiftType(replacing: hiddenTypeReplacements) ?? "String"
        }
        if types.contains(where: { $0 != "String" }) {
            let lastTyped = types.lastIndex { $0 != "String" } ?? 0
            arguments += types[...lastTyped].enumerated().map { index, type in
                SwiftArgument(label: index == 0 ? "types" : nil, value: .identifier(type + ".self"))
            }
        }
        return .call(.member(nil, "init"), arguments)
    }

    /// `deepLinkScreens(to:_:)`: reads a linked screen's params from its link and names the screens
    /// that the link opens, one case per linked screen.
    private func screensFunction(_ linked: [(Screen, DeepLinkPlan)]) -> SwiftFunction {
        var cases = linked.map { screen, plan in
            SwiftSwitchCase(
                patterns: [.enumCase(name: SwiftNaming.identifier(screen.name.value), bindings: nil)],
                body: screensBody(for: screen, plan: plan)
            )
        }
        if linked.count < spec.screens.count {
            cases.append(
                SwiftSwitchCase(patterns: [], body: [noMatch(path: .member(.identifier("parameters"), "path"))])
            )
        }
        return routerFunction(
            "deepLinkScreens",
            doc:
                "The screens that a deep link to `screen` opens, over its back stack, with its params read from the link.",
            parameters: [
                SwiftParameter(label: "to", name: "screen", type: names.screen),
                SwiftParameter(label: "_", name: "parameters", type: ref("DeepLinkParameters")),
            ],
            returnType: "\(ref("DeepLinkScreens"))<\(names.route)>",
            body: [
                .variable(
                    isMutable: linked.contains { !$0.0.params.isEmpty },
                    name: "values",
                    value: .call(.identifier(ref("DeepLinkValues")), [SwiftArgument(value: .identifier("parameters"))])
                ),
                .switch(.identifier("screen"), cases),
            ]
        )
    }

    /// `throw DeepLinkError.noMatch(path: …)`, for a screen that no link leads to.
    private func noMatch(path: SwiftExpression) -> SwiftStatement {
        .throw(
            .call(.member(.identifier(ref("DeepLinkError")), "noMatch"), [SwiftArgument(label: "path", value: path)])
        )
    }

    /// The case of one linked screen in `deepLinkScreens(to:_:)`: its params, read from the link, and the
    /// screens of its destination.
    private func screensBody(for screen: Screen, plan: DeepLinkPlan) -> [SwiftStatement] {
        // A param in every pattern's path is always captured; one that some pattern leaves out may come from
        // the query (or its default) like any other.
        let inPath = screen.paths.dropFirst().reduce(Set(screen.path?.value.paramNames ?? [])) {
            $0.intersection($1.value.paramNames)
        }
        var body = screen.params.map { read($0, inPath: inPath) }
        // A root whose required params the link does not carry stays as the stack has it.
        let keepsRoot = spec.keepsRoot(plan, for: screen)
        var arguments = [
            SwiftArgument(label: "location", value: containerLocation(plan.container)),
            SwiftArgument(
                label: "screens",
                value: .array(plan.stack.dropFirst(keepsRoot ? 1 : 0).map { .member(nil, SwiftNaming.identifier($0)) })
            ),
        ]
        if let presented = plan.presented {
            arguments.append(
                SwiftArgument(
                    label: "presented",
                    value: .tuple([
                        .member(nil, SwiftNaming.identifier(presented.screen)), .member(nil, presented.style.rawValue),
                    ])
                )
            )
        }
        arguments.append(SwiftArgument(label: "values", value: .identifier("values")))
        if keepsRoot { arguments.append(SwiftArgument(label: "keepingRoot", value: .literal(.bool(true)))) }
        body.append(.return(.call(.identifier(ref("DeepLinkScreens")), arguments)))
        return body
    }

    /// `deepLinkRoute(_:_:)`: the route of each screen that a link opens, its params the linked
    /// screen's values of the same name and type, or their defaults.
    private func routeFunction(_ plans: [DeepLinkPlan]) -> SwiftFunction {
        let used = Set(plans.flatMap { $0.stack + ($0.presented.map { [$0.screen] } ?? []) })
        let screens = spec.screens.filter { used.contains($0.name.value) }
        var cases = screens.map { screen in
            SwiftSwitchCase(
                patterns: [.enumCase(name: SwiftNaming.identifier(screen.name.value), bindings: nil)],
                body: [.return(routeFromValues(screen))]
            )
        }
        if screens.count < spec.screens.count {
            cases.append(SwiftSwitchCase(patterns: [], body: [noMatch(path: .member(.identifier("values"), "path"))]))
        }
        return routerFunction(
            "deepLinkRoute",
            doc:
                "The route of `screen` when a deep link opens it: each param is the linked screen's value of the same name and type, or its default.",
            parameters: [
                SwiftParameter(label: "_", name: "screen", type: names.screen),
                SwiftParameter(label: "_", name: "values", type: ref("DeepLinkValues")),
            ],
            returnType: names.route,
            body: [.switch(.identifier("screen"), cases)]
        )
    }

    /// A function that the router stores: private, static, `@Sendable` (Swift 5 mode does not infer it
    /// for a function reference), throwing a `DeepLinkError`.
    private func routerFunction(
        _ name: String,
        doc: String,
        parameters: [SwiftParameter],
        returnType: String,
        body: [SwiftStatement]
    ) -> SwiftFunction {
        SwiftFunction(
            doc: documentation(doc),
            attributes: ["@Sendable"],
            access: .private,
            isStatic: true,
            name: name,
            parameters: parameters,
            effects: ["throws(\(ref("DeepLinkError")))"],
            returnType: returnType,
            body: body
        )
    }

    /// `.books(author: values.value("author", default: …))`: a route built from the linked screen's values.
    private func routeFromValues(_ screen: Screen) -> SwiftExpression {
        var throwing = false
        let route = routeExpression(for: screen) { param in
            let name = SwiftArgument(value: .literal(.string(param.name.value)))
            let value = SwiftExpression.member(.identifier("values"), "value")
            if let defaultValue = param.defaultValue?.value.swiftExpression {
                return .call(value, [name, SwiftArgument(label: "default", value: defaultValue)])
            }
            if param.type.value.isOptional {
                return .call(value, [name, SwiftArgument(label: "default", value: .literal(.nil))])
            }
            throwing = true
            return .call(value, [name])
        }
        return throwing ? .try(route) : route
    }

    /// How a linked screen's param is read from its link into `values`:
    /// `try values.read("page", as: Int.self, default: 1)`.
    private func read(_ param: Param, inPath: Set<String>) -> SwiftStatement {
        let name = SwiftArgument(value: .literal(.string(param.name.value)))
        let type = param.type.value
        let typeName = type.swiftType(replacing: hiddenTypeReplacements)
        let defaultValue = param.defaultValue?.value.swiftExpression
        let call = { (method: String, wrapped: String, extra: [SwiftArgument]) in
            SwiftStatement.expression(
                .try(
                    .call(
                        .member(.identifier("values"), method),
                        [name, SwiftArgument(label: "as", value: .identifier(wrapped + ".self"))] + extra
                    )
                )
            )
        }
        if inPath.contains(param.name.value) { return call("read", typeName, []) }
        if type.isURLQueryWritable {
            let defaultArgument = defaultValue.map { [SwiftArgument(label: "default", value: $0)] } ?? []
            if case .optional(let wrapped) = type {
                return call("readOptional", wrapped.swiftType(replacing: hiddenTypeReplacements), defaultArgument)
            }
            return call("read", typeName, defaultArgument)
        }
        // A URL cannot carry it: its default (validation ensured one, or that it is optional).
        return .expression(
            .call(
                .member(.identifier("values"), "set"),
                [
                    name, SwiftArgument(value: defaultValue ?? .literal(.nil)),
                    SwiftArgument(label: "as", value: .identifier(typeName + ".self")),
                ]
            )
        )
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
}
