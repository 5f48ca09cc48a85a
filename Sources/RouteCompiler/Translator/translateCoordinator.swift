extension RouteTranslator {
    /// `final class <Name>Coordinator`: owns the navigation state, asks the factory for screens,
    /// applies transitions and reports events.
    func translateCoordinator() -> SwiftDeclaration {
        let route = names.route
        let routeType = SwiftType.named(route)
        let hasRootParams = !spec.rootParams.isEmpty
        let members: [SwiftDeclaration] =
            [
                .property(
                    SwiftProperty(
                        doc: documentation("The navigation engine: the state, its transitions, events and host."),
                        access: access,
                        name: "navigation",
                        type: refType("NavigationController", routeType),
                        value: .stored(initialValue: nil)
                    )
                ),
                .property(
                    SwiftProperty(
                        doc: documentation("Builds the screens."),
                        access: access,
                        name: "factory",
                        type: .named("Factory"),
                        value: .stored(initialValue: nil)
                    )
                ),
            ] + gatekeeperProperty() + [
                coordinatorInitializer(),
                .property(
                    SwiftProperty(
                        doc: documentation("The current navigation state."),
                        access: access,
                        name: "state",
                        type: refType("NavigationState", routeType),
                        value: .computed([.return(.member(.identifier("navigation"), "state"))])
                    )
                ),
            ] + makeScreenFunctions() + navigatorFunctions() + [
                .function(
                    SwiftFunction(
                        doc: documentation(
                            "Opens a deep link as its screen's `arrive` says: over the back stack "
                                + "the spec's transitions lead through (`replace`), pushed on the stack "
                                + "the user is in, or presented over what is shown.",
                            "A replaced link selects its tab (other tabs keep their stacks) and "
                                + "dismisses presentations. The events' cause is the link's pattern. "
                                + "On error the state is unchanged."
                        ),
                        access: access,
                        name: "open",
                        parameters: [
                            SwiftParameter(label: "_", name: "url", type: refType("URL")),
                            SwiftParameter(
                                name: "animated",
                                type: refType("Bool"),
                                defaultValue: .literal(.bool(false))
                            ),
                        ],
                        throwing: .typed(refType("DeepLinkError")),
                        body: [
                            // RouteKit arrives the link as its row says, from the state behind a root gate's flow.
                            .expression(
                                .try(
                                    .call(
                                        .member(.identifier("navigation"), "open"),
                                        [
                                            SwiftArgument(value: .identifier("url")),
                                            SwiftArgument(
                                                label: "with",
                                                value: .member(.identifier(route), "deepLinks")
                                            ),
                                            SwiftArgument(label: "animated", value: .identifier("animated")),
                                        ]
                                    )
                                )
                            )
                        ]
                    )
                ),
                .function(
                    SwiftFunction(
                        doc: documentation(
                            "The navigation state as data, for `restoreState(from:)` "
                                + "to bring back, such as at the next launch."
                        ),
                        access: access,
                        name: "savedState",
                        parameters: [],
                        throwing: .anyError,
                        returnType: refType("Data"),
                        body: [
                            .return(
                                .try(
                                    .call(
                                        .member(.identifier(ref("NavigationStateArchive")), "encode"),
                                        [
                                            SwiftArgument(value: .identifier("state")),
                                            SwiftArgument(label: "spec", value: .literal(.string(names.prefix))),
                                        ]
                                    )
                                )
                            )
                        ]
                    )
                ),
                .function(
                    SwiftFunction(
                        doc: documentation(
                            "Restores a state that `savedState()` wrote.",
                            "Data of another spec, of a spec that changed since (a removed screen, a changed param "
                                + "type), or corrupted bytes throw a typed error and the current state stays."
                        ),
                        access: access,
                        name: "restoreState",
                        parameters: [SwiftParameter(label: "from", name: "data", type: refType("Data"))],
                        throwing: .typed(refType("StateRestorationError")),
                        body: [
                            .variable(
                                isMutable: false,
                                name: "restored",
                                value: .try(
                                    .call(
                                        .member(.identifier(ref("NavigationStateArchive")), "decode"),
                                        [
                                            SwiftArgument(value: .identifier("data")),
                                            SwiftArgument(label: "spec", value: .literal(.string(names.prefix))),
                                            // Fitting checks the container's kind and tabs, which the
                                            // current state has as the initial one does.
                                            SwiftArgument(
                                                label: "fitting",
                                                value: hasRootParams
                                                    ? .member(.identifier("navigation"), "state")
                                                    : .member(.type(refType("NavigationState", routeType)), "initial")
                                            ),
                                        ]
                                    )
                                )
                            ),
                            .expression(
                                .call(
                                    .member(.identifier("navigation"), "reset"),
                                    [SwiftArgument(label: "to", value: .identifier("restored"))]
                                )
                            ),
                        ]
                    )
                ),
                .function(
                    observerFunction(
                        doc: documentation(
                            "Calls `observer` with every navigation event "
                                + "until the returned token is cancelled or released."
                        ),
                        observing: [refType("NavigationEvent", routeType)]
                    )
                ),
                .function(causeObserverFunction()),
            ]
        return .class(
            SwiftTypeDeclaration(
                doc: documentation(
                    "Owns \(names.prefix)'s navigation: holds the state, builds screens "
                        + "with the factory, applies the navigators' moves, and reports events.",
                    "Start with `\(names.placeholderFactory)()` and replace placeholders one `make…` at a time. "
                        + "Setting `navigation.host` (or passing `host:`) wires both directions: the "
                        + "host renders every move, and the user's back swipes, sheet dismissals and "
                        + "tab taps reach the state. Keep the coordinator alive for as long as the "
                        + "app navigates (a stored property of the scene delegate or app, not a "
                        + "local): the host holds it weakly, so once it is gone every move does nothing."
                ),
                attributes: [SwiftAttribute(name: ref("MainActor"))],
                access: access,
                isFinal: true,
                name: names.coordinator,
                genericParameters: [SwiftGenericParameter(name: "Factory", constraint: .named(names.screenFactory))],
                members: members
            )
        )
    }

    /// `gatekeeper`, which the coordinator of a spec with gates keeps; none without gates.
    private func gatekeeperProperty() -> [SwiftDeclaration] {
        guard !spec.gates.isEmpty else { return [] }
        return [
            .property(
                SwiftProperty(
                    doc: documentation("Answers whether each gate is open."),
                    access: access,
                    name: "gatekeeper",
                    type: .any(.named(gatekeeperTypeName)),
                    value: .stored(initialValue: nil)
                )
            )
        ]
    }

    /// The coordinator's initializer: it keeps the factory (and the gatekeeper, with gates) and creates
    /// the navigation controller, which with gates is told each screen's and the root's gates, each
    /// gate's flow, and asks the gatekeeper whether a gate is open.
    private func coordinatorInitializer() -> SwiftDeclaration {
        let routeType = SwiftType.named(names.route)
        let hasRootParams = !spec.rootParams.isEmpty
        let hasGates = !spec.gates.isEmpty
        let summary =
            if hasGates {
                "Creates a coordinator that asks `gatekeeper` about gates, starts at `state` (or at the flow "
                    + "of a closed gate that `state` needs, with `state` pending), and renders on `host`."
            } else if hasRootParams {
                "Creates a coordinator that starts at `state`, such as "
                    + "`.initial(…)` with the root screens' params, and renders on `host`."
            } else {
                "Creates a coordinator that starts at `state` and renders on `host`."
            }
        var parameters = [
            SwiftParameter(name: "factory", type: .named("Factory")),
            SwiftParameter(
                name: "state",
                type: refType("NavigationState", routeType),
                // With root params, the app passes `.initial(…)` with its values.
                defaultValue: hasRootParams ? nil : .member(nil, "initial")
            ),
            SwiftParameter(
                name: "host",
                type: .optional(.any(refType("NavigationHost", routeType))),
                defaultValue: .literal(.nil)
            ),
        ]
        var body: [SwiftStatement] = [
            .expression(.binary(.member(.identifier("self"), "factory"), "=", .identifier("factory")))
        ]
        var controllerArguments = [
            SwiftArgument(label: "state", value: .identifier("state")),
            SwiftArgument(label: "host", value: .identifier("host")),
        ]
        var isOpen: SwiftClosure?
        if hasGates {
            parameters.insert(SwiftParameter(name: "gatekeeper", type: .any(.named(gatekeeperTypeName))), at: 1)
            body.append(
                .expression(.binary(.member(.identifier("self"), "gatekeeper"), "=", .identifier("gatekeeper")))
            )
            controllerArguments += [
                SwiftArgument(
                    label: "gatesRequiredBy",
                    value: .member(.identifier(gateTypeName), "gates(requiredBy:)")
                ),
                SwiftArgument(label: "rootGates", value: .member(.identifier(gateTypeName), "rootGates")),
                SwiftArgument(
                    label: "flow",
                    value: .closure(
                        SwiftClosure(
                            parameters: ["gate"],
                            body: [
                                .return(
                                    .tuple([
                                        SwiftArgument(label: "route", value: .member(.identifier("gate"), "flow")),
                                        SwiftArgument(
                                            label: "presentation",
                                            value: .member(.identifier("gate"), "flowPresentation")
                                        ),
                                    ])
                                )
                            ]
                        )
                    )
                ),
            ]
            isOpen = SwiftClosure(
                parameters: ["gate"],
                body: [
                    .return(
                        .call(.member(.identifier("gatekeeper"), "isOpen"), [SwiftArgument(value: .identifier("gate"))])
                    )
                ]
            )
        }
        body.append(
            .expression(
                .binary(
                    .member(.identifier("self"), "navigation"),
                    "=",
                    .call(.identifier(ref("NavigationController")), controllerArguments, trailingClosure: isOpen)
                )
            )
        )
        return .function(
            SwiftFunction(
                doc: documentation(
                    summary,
                    "A UIKit host builds its view controllers with ``makeScreen(for:at:)``; "
                        + "attach it after creating the coordinator by setting `navigation.host`."
                ),
                access: access,
                name: "init",
                parameters: parameters,
                body: body
            )
        )
    }

    /// `navigator(_:)`, which finds the navigator of the visible screen, and the switch it uses.
    ///
    /// Navigators have no static `screen` to compare: a switch in one function costs the compiler
    /// less than a requirement that every navigator implements.
    private func navigatorFunctions() -> [SwiftDeclaration] {
        let contextType = refType("NavigatorContext", .named(names.route))
        let anyNavigator =
            spec.features.used.isEmpty ? SwiftType.any(.named(names.screenNavigator)) : .optional(.named("Any"))
        // Every case passes the same argument: one list, shared rather than made per case.
        let contextArgument = [SwiftArgument(label: "context", value: .identifier("context"))]
        let cases = spec.screens.indices.map { place in
            SwiftSwitchCase(
                patterns: [.enumCase(name: caseNames[place], bindings: nil)],
                body: [
                    .return(
                        spec.screens[place].feature == nil
                            ? .call(.identifier(navigatorHandles[place]), contextArgument)
                            : featureNavigatorOfContext(ofScreenAt: place)
                    )
                ]
            )
        }
        let partition = SwitchPartition(
            name: "makeNavigator",
            subject: .member(.member(.identifier("context"), "route"), "screen"),
            cases: cases,
            returnType: anyNavigator,
            parameters: [SwiftParameter(label: "_", name: "context", type: contextType)],
            arguments: [SwiftArgument(value: .identifier("context"))]
        )
        let navigator = SwiftFunction(
            doc: documentation("The navigator of the visible screen, when that screen is a `Navigator` screen."),
            access: access,
            name: "navigator",
            genericParameters: [
                SwiftGenericParameter(
                    name: "Navigator",
                    constraint: spec.features.used.isEmpty ? .named(names.screenNavigator) : nil
                )
            ],
            parameters: [
                SwiftParameter(
                    label: "_",
                    name: "type",
                    type: .member(.named("Navigator"), "Type"),
                    defaultValue: .identifier("Navigator.self")
                )
            ],
            returnType: .optional(.named("Navigator")),
            body: [
                .return(
                    .binary(
                        .call(
                            .identifier("makeNavigator"),
                            [SwiftArgument(value: .call(.member(.identifier("navigation"), "visibleContext"), []))]
                        ),
                        "as?",
                        .identifier("Navigator")
                    )
                )
            ]
        )
        let switchFunction = SwiftFunction(
            doc: documentation("The navigator of the screen that `context` shows."),
            access: .private,
            name: "makeNavigator",
            parameters: [SwiftParameter(label: "_", name: "context", type: contextType)],
            returnType: anyNavigator,
            body: partition.body
        )
        return [.function(navigator), .function(switchFunction)] + partition.parts
    }

    /// `makeScreen(for:at:)`, and the parts of its switch for large specs.
    private func makeScreenFunctions() -> [SwiftDeclaration] {
        // A param bound in a case must not shadow the context.
        let contextName = SwiftNaming.uniqueName(
            "context",
            avoiding: paramIdentifiers
        )
        let hidden = ["self", "factory", names.navigator]
        // Every case calls a member of the same factory, and makes its navigator with the same argument:
        // both are made once.
        let factory = SwiftExpression.identifier("factory")
        let contextArgument = [SwiftArgument(label: "context", value: .identifier(contextName))]
        let cases = spec.screens.indices.map { place -> SwiftSwitchCase in
            let screen = spec.screens[place]
            // A param named `self`, `factory` or `<Name>Navigator`, once bound, would hide what the case's body
            // uses: bind it under another name. The locals and the arguments that pass them are made in
            // one walk over the params, each array with room for all its elements (the arguments' for
            // the navigator too), rather than mapped and then grown.
            var locals: [String] = []
            locals.reserveCapacity(screen.params.count)
            var arguments: [SwiftArgument] = []
            arguments.reserveCapacity(screen.params.count + 1)
            for index in screen.params.indices {
                let name = screen.params[index].name.value
                let local = SwiftNaming.Hygiene.local(
                    for: name,
                    hiding: hidden,
                    params: screen.params.lazy.map(\.name.value)
                )
                locals.append(local)
                arguments.append(SwiftArgument(label: SwiftNaming.argumentLabel(name), value: .identifier(local)))
            }
            let bindings = screen.params.isEmpty ? nil : locals
            arguments.append(
                SwiftArgument(
                    label: "navigator",
                    value: screen.feature == nil
                        ? .call(.identifier(navigatorHandles[place]), contextArgument)
                        : featureNavigator(
                            ofScreenAt: place,
                            route: featureRoute(ofScreenAt: place, locals: locals),
                            context: contextName
                        )
                )
            )
            return SwiftSwitchCase(
                patterns: [.enumCase(name: caseNames[place], bindings: bindings)],
                body: [
                    .return(
                        .call(
                            .member(factory, factoryFunctionNames[place]),
                            arguments
                        )
                    )
                ]
            )
        }
        let contextType = refType("NavigatorContext", .named(names.route))
        // The switch takes the context as a parameter rather than a local of `makeScreen(for:at:)`: a local
        // that every case copies costs the compiler's ownership passes time quadratic in the cases.
        let partition = SwitchPartition(
            name: "makeScreen",
            subject: .identifier("route"),
            cases: cases,
            returnType: .member(.named("Factory"), "Screen"),
            parameters: [
                SwiftParameter(label: "_", name: "route", type: .named(names.route)),
                SwiftParameter(label: "_", name: contextName, type: contextType),
            ],
            arguments: [SwiftArgument(value: .identifier("route")), SwiftArgument(value: .identifier(contextName))]
        )
        let function = SwiftFunction(
            doc: documentation("Builds the screen of `route`, shown in the stack at `location`, with its navigator."),
            access: access,
            name: "makeScreen",
            parameters: [
                SwiftParameter(label: "for", name: "route", type: .named(names.route)),
                SwiftParameter(
                    label: "at",
                    name: "location",
                    type: .member(refType("NavigationState", .named(names.route)), "StackLocation")
                ),
            ],
            returnType: .member(.named("Factory"), "Screen"),
            body: [
                .return(
                    .call(
                        .identifier("makeScreen"),
                        [
                            SwiftArgument(value: .identifier("route")),
                            SwiftArgument(
                                label: "with",
                                value: .call(
                                    .member(.identifier("navigation"), "context"),
                                    [
                                        SwiftArgument(label: "for", value: .identifier("route")),
                                        SwiftArgument(label: "at", value: .identifier("location")),
                                    ]
                                )
                            ),
                        ]
                    )
                )
            ]
        )
        let switchFunction = SwiftFunction(
            doc: documentation(
                "Builds the screen of `route` with the navigator of its screen, which moves through `context`."
            ),
            access: .private,
            name: "makeScreen",
            parameters: [
                SwiftParameter(label: "_", name: "route", type: .named(names.route)),
                SwiftParameter(label: "with", name: contextName, type: contextType),
            ],
            returnType: .member(.named("Factory"), "Screen"),
            body: partition.body
        )
        return [.function(function), .function(switchFunction)] + partition.parts
    }
}

extension RouteTranslator {
    /// `addObserver(_:)` for observers of events with their cause, such as RouteKit's sinks
    /// (`NavigationEvent.printing()`).
    func causeObserverFunction() -> SwiftFunction {
        let event = refType("NavigationEvent", .named(names.route))
        return observerFunction(
            doc: documentation(
                "Calls `observer` with every navigation event and its cause (a transition, the user, "
                    + "a deep link's pattern, a restore or a gate) until the returned token is "
                    + "cancelled or released.",
                "`addObserver(NavigationEvent.printing())` prints the stream."
            ),
            observing: [event, .member(event, "Cause")]
        )
    }

    /// `addObserver(_:)` for an observer called with `parameters`, forwarded to the controller's
    /// overload of the same shape.
    private func observerFunction(doc: [String], observing parameters: [SwiftType]) -> SwiftFunction {
        SwiftFunction(
            doc: doc,
            access: access,
            name: "addObserver",
            parameters: [
                SwiftParameter(
                    label: "_",
                    name: "observer",
                    type: .function(
                        SwiftFunctionType(
                            attributes: [.escaping, SwiftAttribute(name: ref("MainActor")), .sendable],
                            parameters: parameters,
                            result: refType("Void")
                        )
                    )
                )
            ],
            returnType: .member(refType("NavigationController", .named(names.route)), "Observation"),
            body: [
                .return(
                    .call(
                        .member(.identifier("navigation"), "addObserver"),
                        [SwiftArgument(value: .identifier("observer"))]
                    )
                )
            ]
        )
    }
}
