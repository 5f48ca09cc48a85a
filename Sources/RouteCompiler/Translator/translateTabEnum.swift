extension RouteTranslator {
    /// `enum <Name>Tab`: the tabs of a tab-bar root, with their titles, icons and root routes;
    /// `nil` for other roots.
    func translateTabEnum() -> SwiftDeclaration? {
        guard case .tabs(let tabBar) = root.kind else { return nil }
        let tabs = tabBar.tabs
        let title = SwiftProperty(
            doc: documentation("The text shown on the tab."),
            access: access,
            name: "title",
            type: refType("String"),
            value: .computed([
                .switch(
                    .identifier("self"),
                    tabs.map { tab in
                        SwiftSwitchCase(
                            patterns: [.enumCase(name: SwiftNaming.identifier(tab.id.value), bindings: nil)],
                            body: [.return(titleExpression(text: tab.title.value))]
                        )
                    }
                )
            ])
        )
        let icon = SwiftProperty(
            doc: documentation("The tab's icon name (such as an SF Symbol), if the spec gives one."),
            access: access,
            name: "icon",
            type: .optional(refType("String")),
            value: .computed([
                .switch(
                    .identifier("self"),
                    tabs.map { tab in
                        SwiftSwitchCase(
                            patterns: [.enumCase(name: SwiftNaming.identifier(tab.id.value), bindings: nil)],
                            body: [.return(tab.icon.map { .literal(.string($0.value)) } ?? .literal(.nil))]
                        )
                    }
                )
            ])
        )
        let noArguments = RootArguments(self, hiding: [])
        let rootRoute = SwiftProperty(
            doc: documentation("The route at the root of the tab's stack."),
            access: access,
            name: "rootRoute",
            type: .named(names.route),
            value: .computed([
                .switch(
                    .identifier("self"),
                    tabs.map { tab in
                        SwiftSwitchCase(
                            patterns: [.enumCase(name: SwiftNaming.identifier(tab.id.value), bindings: nil)],
                            body: [.return(rootRouteExpression(for: tab.screen.value, arguments: noArguments))]
                        )
                    }
                )
            ])
        )
        let selectedID = tabBar.selected?.value ?? tabs.first?.id.value
        var members: [SwiftDeclaration] = [.property(title), .property(icon)]
        // A tab whose root has required params has no route without them: `NavigationState.initial(…)` builds it.
        if spec.rootParams.isEmpty { members.append(.property(rootRoute)) }
        if let selectedID {
            members.insert(
                .property(
                    SwiftProperty(
                        doc: documentation("The tab selected when the app starts."),
                        access: access,
                        isStatic: true,
                        name: "initial",
                        type: .named(names.tab),
                        value: .stored(initialValue: .member(nil, SwiftNaming.identifier(selectedID)))
                    )
                ),
                at: 0
            )
        }
        return .enumeration(
            SwiftEnum(
                doc: documentation("A tab of \(names.prefix)'s tab bar."),
                access: access,
                name: names.tab,
                inheritance: [
                    refType("String"), refType("CaseIterable"), refType("Codable"), refType("Sendable"),
                    refType("NavigationTab"),
                ],
                cases: tabs.map { tab in
                    SwiftEnumCase(
                        doc: documentation([], generatedFrom: tab.id.location),
                        name: SwiftNaming.identifier(tab.id.value)
                    )
                },
                members: members
            )
        )
    }
}
