extension RouteTranslator {
    /// `extension <Name>Route: NavigationRoute`: each route's screen, title and bar visibility.
    func translateRouteConformance() -> SwiftDeclaration {
        let tabType = if case .tabs = root.kind { SwiftType.named(names.tab) } else { refType("Never") }
        let screenSwitch = SwitchPartition(
            name: "screen",
            subject: .identifier("self"),
            cases: caseNames.map { name in
                SwiftSwitchCase(
                    patterns: [.enumCase(name: name, bindings: nil)],
                    body: [.return(.member(nil, name))]
                )
            },
            returnType: .named(names.screen)
        )
        var members: [SwiftDeclaration] = [
            .typeAlias(SwiftTypeAlias(access: access, name: "Screen", type: .named(names.screen))),
            .typeAlias(SwiftTypeAlias(access: access, name: "Tab", type: tabType)),
            .property(
                SwiftProperty(
                    doc: documentation("The screen this route shows."),
                    access: access,
                    name: "screen",
                    type: .named(names.screen),
                    value: .computed(screenSwitch.body)
                )
            ),
            .property(
                SwiftProperty(
                    doc: documentation("The title a navigation bar shows for this route."),
                    access: access,
                    name: "title",
                    type: refType("String"),
                    value: .computed(
                        visiting("writer", with: titleWriter, then: .return(.member(.identifier("writer"), "title")))
                    )
                )
            ),
            .property(
                barProperty(
                    name: "navigationBar",
                    summary: "Whether the navigation bar shows while this route is on top.",
                    { $0.navigationBar },
                    default: .visible
                )
            ),
            .property(
                barProperty(
                    name: "toolbar",
                    summary: "Whether the toolbar shows while this route is on top.",
                    { $0.toolbar },
                    default: .hidden
                )
            ),
        ]
        members += presentationMembers
        members += screenSwitch.parts
        if let analyticsNames = analyticsNameFunction() { members.append(.function(analyticsNames)) }
        return .extension(
            SwiftExtension(
                access: .internal,
                extendedType: .named(names.route),
                conformances: [refType("NavigationRoute")],
                members: members
            )
        )
    }

    /// `tabBar` when a screen hides the tab bar and `reselectPopsToRoot` when the root says `reselect: none`:
    /// RouteKit's defaults cover every other spec, which so generates no code for them.
    private var presentationMembers: [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if spec.screens.contains(where: \.hidesTabBar) {
            members.append(
                .property(
                    barProperty(
                        name: "tabBar",
                        summary: "Whether the tab bar shows while this route is on top of its tab.",
                        { $0.hidesTabBar ? .hidden : .visible },
                        default: .visible
                    )
                )
            )
        }
        if root.reselect?.value == TabReselect.none {
            members.append(
                .property(
                    SwiftProperty(
                        doc: documentation("Whether a tap on the selected tab pops it to its root: no."),
                        access: access,
                        isStatic: true,
                        name: "reselectPopsToRoot",
                        type: refType("Bool"),
                        value: .computed([.return(.literal(.bool(false)))])
                    )
                )
            )
        }
        return members
    }

    /// `RouteTitleWriter()`, or with the spec's strings table: `RouteTitleWriter(table: "Titles", bundle: .main)`.
    private var titleWriter: SwiftExpression {
        guard let localization = spec.localization else { return .call(.identifier(ref("RouteTitleWriter")), []) }
        return .call(
            .identifier(ref("RouteTitleWriter")),
            [
                SwiftArgument(label: "table", value: .literal(.string(localization.table.value))),
                SwiftArgument(label: "bundle", value: .member(nil, localization.bundle.rawValue)),
            ]
        )
    }

    /// A title without params: a string literal, or its lookup in the spec's strings table.
    func titleExpression(text: String) -> SwiftExpression {
        guard let localization = spec.localization else { return .literal(.string(text)) }
        return localizedTitle(key: TitleTemplate.localizationKey(ofText: text), arguments: [], localization)
    }

    /// `TitleLocalization.localizedTitle("key", table: "Table", bundle: .main, arguments: [...])`.
    private func localizedTitle(
        key: String,
        arguments: [SwiftExpression],
        _ localization: Localization
    ) -> SwiftExpression {
        var callArguments = [
            SwiftArgument(label: nil, value: .literal(.string(key))),
            SwiftArgument(label: "table", value: .literal(.string(localization.table.value))),
            SwiftArgument(label: "bundle", value: .member(nil, localization.bundle.rawValue)),
        ]
        if !arguments.isEmpty { callArguments.append(SwiftArgument(label: "arguments", value: .array(arguments))) }
        return .call(.member(.identifier(ref("TitleLocalization")), "localizedTitle"), callArguments)
    }

    private func barProperty(
        name: String,
        summary: String,
        _ visibility: (Screen) -> BarVisibility,
        default defaultVisibility: BarVisibility
    ) -> SwiftProperty {
        // A closure, not a key path: applying a key path goes through the runtime's generic
        // projection for each screen, where a closure is a direct call.
        let exceptions = spec.screens.filter { visibility($0) != defaultVisibility }
        let body: [SwiftStatement]
        if exceptions.isEmpty {
            body = [.return(.member(nil, defaultVisibility.rawValue))]
        } else if exceptions.count == spec.screens.count {
            body = [.return(.member(nil, visibility(exceptions[0]).rawValue))]
        } else {
            body = [
                .switch(
                    .identifier("self"),
                    [
                        SwiftSwitchCase(
                            patterns: exceptions.map {
                                .enumCase(name: SwiftNaming.identifier($0.name.value), bindings: nil)
                            },
                            body: [.return(.member(nil, visibility(exceptions[0]).rawValue))]
                        ),
                        SwiftSwitchCase(patterns: [], body: [.return(.member(nil, defaultVisibility.rawValue))]),
                    ]
                )
            ]
        }
        return SwiftProperty(
            doc: documentation(summary),
            access: access,
            name: name,
            type: refType("BarVisibility"),
            value: .computed(body)
        )
    }
}
