extension RouteTranslator {
    /// The deep links of the spec: each route's path and URL, and the router that maps URLs to
    /// destinations with their synthesized back stacks.
    func translateDeepLinks() -> SwiftDeclaration {
        let linked = linkedScreens
        var members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    doc: documentation(
                        "This route's deep-link path, such as `/authors/Le%20Guin?page=2`.",
                        "`nil` for a screen without a `path`, when a path param's text is empty, "
                            + "when an optional `String` query param is empty (the URL cannot tell it "
                            + "from `nil`), or when a param the URL cannot carry differs from its default."
                    ),
                    access: access,
                    name: "deepLinkPath",
                    type: .optional(refType("String")),
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
                    parameters: [SwiftParameter(name: "scheme", type: refType("String"))],
                    returnType: .optional(refType("URL")),
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
                        "Each destination holds the linked screen and the back "
                            + "stack below it, as the spec's transitions lead to it."
                    ),
                    access: access,
                    isStatic: true,
                    name: "deepLinks",
                    type: refType("DeepLinkRouter", .named(names.route)),
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
            let router = refType("DeepLinkRouter", .named(names.route))
            // The table names tabs by raw value; routes without tabs have none to find.
            let tabLookup =
                if case .tabs = root.kind {
                    [SwiftArgument(label: "tabs", value: .identifier(names.tab + ".init(rawValue:)"))]
                } else {
                    [SwiftArgument]()
                }
            members.append(
                .function(
                    SwiftFunction(
                        access: .private,
                        isStatic: true,
                        name: "makeDeepLinkRouter",
                        parameters: [],
                        returnType: router,
                        body: [
                            .variable(
                                isMutable: true,
                                name: "router",
                                value: .call(
                                    .type(router),
                                    [SwiftArgument(label: "route", value: .identifier("route(_:_:)"))]
                                )
                            )
                        ]
                            + [
                                .textBlockCall(
                                    callee: .member(.identifier("router"), "link"),
                                    arguments: tabLookup,
                                    label: "table",
                                    lines: linkTableLines(linked)
                                ),
                                .return(.identifier("router")),
                            ]
                    )
                )
            )
        }
        return .extension(SwiftExtension(extendedType: .named(names.route), members: members))
    }

    /// The rows of the link table: one for each pattern of each linked screen, in the spec's order.
    private func linkTableLines(_ linked: [(Screen, PathPattern, DeepLinkPlan)]) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(linked.count)
        let pushSources = PushSourceIndex(spec: spec)
        for (screen, _, plan) in linked {
            let row = LinkRow(
                screen: screen,
                plan: plan,
                keepsRoot: spec.keepsRoot(plan, for: screen),
                arrival: spec.arrivalField(of: screen, pushSources: pushSources)
            )
            for path in screen.paths { lines.append(row.line(path: path.value)) }
        }
        return lines
    }

    /// The screens that a link opens, each with its path and plan.
    var linkedScreens: [(Screen, PathPattern, DeepLinkPlan)] {
        spec.plannedDeepLinks.compactMap { screen, plan in screen.path.map { (screen, $0.value, plan) } }
    }

    /// `deepLinkState(for:)`: the state that a link opens from launch; with root params, it takes them to
    /// build the initial state (a link that carries a root's params builds that root from them instead).
    private func deepLinkStateFunction() -> SwiftFunction {
        let arguments = RootArguments(self, hiding: ["url", "deepLinks", names.route, ref("NavigationState")])
        let initial = SwiftExpression.member(.type(refType("NavigationState", .named(names.route))), "initial")
        return SwiftFunction(
            doc: documentation(
                "The navigation state that a deep link opens from launch: its screen over its back stack.",
                arguments.isEmpty
                    ? nil
                    : "The root params build the initial state, as in `NavigationState.initial(…)`; "
                        + "a link that carries a root screen's params builds that root from the link."
            ),
            access: access,
            isStatic: true,
            name: "deepLinkState",
            parameters: [SwiftParameter(label: "for", name: "url", type: refType("URL"))] + arguments.parameters,
            throwing: .typed(refType("DeepLinkError")),
            returnType: refType("NavigationState", .named(names.route)),
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
}
