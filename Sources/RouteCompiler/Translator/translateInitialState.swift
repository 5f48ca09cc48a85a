extension RouteTranslator {
    /// `NavigationState.initial`: the state at launch, the spec's root container with its root screens;
    /// `initial(…)`, a function of their required params, when a root screen has some.
    func translateInitialState() -> SwiftDeclaration {
        let arguments = RootArguments(self, hiding: [ref("NavigationState"), names.route, names.tab])
        func rootRoute(_ screen: String) -> SwiftExpression {
            rootRouteExpression(for: screen, arguments: arguments)
        }
        let state: SwiftExpression
        switch root.kind {
        case .stack(let screen):
            state = .call(
                .identifier(ref("NavigationState")),
                [SwiftArgument(label: "stack", value: rootRoute(screen.value))]
            )
        case .tabs(let tabBar):
            // Each tab's root written out rather than `<Name>Tab.allCases.map { … }`: `map` is emitted into
            // the generated file with a coroutine in its body, and a single coroutine makes LLVM run its
            // coroutine passes over the whole file, a cost that grows with the file and that
            // GeneratedCodeCompilationTests keeps out. Tabs are implicit members: after a type, even
            // `` `Type` `` in backticks is the metatype.
            let tabs: SwiftExpression = .array(
                tabBar.tabs.map { tab in
                    .tuple([.member(nil, SwiftNaming.identifier(tab.id.value)), rootRoute(tab.screen.value)])
                }
            )
            state = .call(
                .identifier(ref("NavigationState")),
                [
                    SwiftArgument(label: "tabs", value: tabs),
                    SwiftArgument(label: "selected", value: .member(.identifier(names.tab), "initial")),
                ]
            )
        case .split(let split):
            var stateArguments = [SwiftArgument(label: "split", value: rootRoute(split.primary.value))]
            if let secondary = split.secondary {
                stateArguments.append(SwiftArgument(label: "secondary", value: rootRoute(secondary.value)))
            }
            state = .call(.identifier(ref("NavigationState")), stateArguments)
        }
        let type = refType("NavigationState", .named(names.route))
        let member: SwiftDeclaration =
            arguments.isEmpty
            ? .property(
                SwiftProperty(
                    doc: documentation("The state at launch: the spec's root container with its root screens."),
                    access: access,
                    isStatic: true,
                    name: "initial",
                    type: type,
                    value: .computed([.return(state)])
                )
            )
            : .function(
                SwiftFunction(
                    doc: documentation(
                        "The state at launch: the spec's root container with its root screens, "
                            + "built with their params.",
                        "Every API that starts from the initial state takes the same arguments: "
                            + "`deepLinkState(for:…)`, and the coordinator through its `state`."
                    ),
                    access: access,
                    isStatic: true,
                    name: "initial",
                    parameters: arguments.parameters,
                    returnType: type,
                    body: [.return(state)]
                )
            )
        return .extension(
            SwiftExtension(
                extendedType: refType("NavigationState"),
                whereClause: [.sameType(.named("Route"), .named(names.route))],
                members: [member]
            )
        )
    }

    /// The route of a root screen, built with its params' defaults and its root params' locals.
    func rootRouteExpression(for screenName: String, arguments: RootArguments) -> SwiftExpression {
        routeExpression(forScreenNamed: screenName) { param in
            arguments.local(screen: screenName, param: param.name.value).map(SwiftExpression.identifier)
        }
    }
}
