extension RouteTranslator {
    /// `NavigationState.initial`: the state at launch, the spec's root container with its root screens.
    func translateInitialState() -> SwiftDeclaration {
        let state: SwiftExpression
        switch root.kind {
        case .stack(let screen):
            state = .call(
                .identifier(ref("NavigationState")),
                [SwiftArgument(label: "stack", value: rootRouteExpression(for: screen.value))]
            )
        case .tabs:
            state = .call(
                .identifier(ref("NavigationState")),
                [
                    SwiftArgument(
                        label: "tabs",
                        value: .call(
                            .member(.member(.identifier(names.tab), "allCases"), "map"),
                            [],
                            trailingClosure: SwiftClosure(
                                body: [
                                    .expression(.tuple([.identifier("$0"), .member(.identifier("$0"), "rootRoute")]))
                                ]
                            )
                        )
                    ),
                    SwiftArgument(label: "selected", value: .member(.identifier(names.tab), "initial")),
                ]
            )
        case .split(let split):
            var arguments = [SwiftArgument(label: "split", value: rootRouteExpression(for: split.primary.value))]
            if let secondary = split.secondary {
                arguments.append(SwiftArgument(label: "secondary", value: rootRouteExpression(for: secondary.value)))
            }
            state = .call(.identifier(ref("NavigationState")), arguments)
        }
        return .extension(
            SwiftExtension(
                extendedType: ref("NavigationState"),
                whereClause: "Route == \(names.route)",
                members: [
                    .property(
                        SwiftProperty(
                            doc: documentation("The state at launch: the spec's root container with its root screens."),
                            access: access,
                            isStatic: true,
                            name: "initial",
                            type: "\(ref("NavigationState"))<\(names.route)>",
                            value: .computed([.return(state)])
                        )
                    )
                ]
            )
        )
    }
}
