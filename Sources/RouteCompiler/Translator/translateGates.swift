extension RouteTranslator {
    /// The name of the generated gate enum, `<Name>Gate`.
    var gateTypeName: String { names.prefix + "Gate" }
    /// The name of the generated gatekeeper protocol, `<Name>Gatekeeper`.
    var gatekeeperTypeName: String { names.prefix + "Gatekeeper" }
    /// The name of the protocol that gives the navigators of flow stacks `passGate()`.
    var gateFlowNavigatorTypeName: String { names.prefix + "GateFlowNavigator" }

    /// The declarations of a spec's gates: `enum <Name>Gate`, `protocol <Name>Gatekeeper`, and
    /// `passGate()` (with `dismiss()`, for a presented flow) on the navigators of each flow's stack.
    /// None for a spec without gates, whose file stays as it was.
    func translateGates() -> [SwiftDeclaration] {
        guard !spec.gates.isEmpty else { return [] }
        let routeGate = SwiftDeclaration.extension(
            SwiftExtension(
                extendedType: .named(names.route),
                members: [
                    .typeAlias(
                        SwiftTypeAlias(
                            doc: documentation("The gates that this spec's screens and root require."),
                            access: access,
                            name: "Gate",
                            type: .named(gateTypeName)
                        )
                    )
                ]
            )
        )
        return [gateEnum(), routeGate, gatekeeperProtocol()] + flowNavigatorDeclarations()
    }

    /// `enum <Name>Gate`: which screens need each gate, and each gate's flow and how it is presented.
    private func gateEnum() -> SwiftDeclaration {
        let gateCases = spec.gates.map { SwiftNaming.identifier($0.name.value) }
        func gateSwitch(_ value: (Gate) -> SwiftExpression) -> [SwiftStatement] {
            [
                .switch(
                    .identifier("self"),
                    zip(spec.gates, gateCases).map { gate, name in
                        SwiftSwitchCase(patterns: [.enumCase(name: name, bindings: nil)], body: [.return(value(gate))])
                    }
                )
            ]
        }
        let noArguments = RootArguments(self, hiding: [])
        let members: [SwiftDeclaration] = [
            .function(
                SwiftFunction(
                    doc: documentation("The gates that `screen` requires, in the order the spec lists them."),
                    access: access,
                    isStatic: true,
                    name: "gates",
                    parameters: [SwiftParameter(label: "requiredBy", name: "screen", type: .named(names.screen))],
                    returnType: .array(.named(gateTypeName)),
                    body: requiredGatesBody()
                )
            ),
            .property(
                SwiftProperty(
                    doc: documentation("The gates that the root requires."),
                    access: access,
                    isStatic: true,
                    name: "rootGates",
                    type: .array(.named(gateTypeName)),
                    value: .computed([.return(gateArray(spec.root?.requires ?? []))])
                )
            ),
            .property(
                SwiftProperty(
                    doc: documentation("The route of the gate's flow screen, shown while a move waits for the gate."),
                    access: access,
                    name: "flow",
                    type: .named(names.route),
                    value: .computed(
                        gateSwitch { gate in rootRouteExpression(for: gate.flow?.value ?? "", arguments: noArguments) }
                    )
                )
            ),
            .property(
                SwiftProperty(
                    doc: documentation(
                        "How the gate's flow is presented over what is shown; `nil` for a flow shown alone as the "
                            + "root (`style: root`)."
                    ),
                    access: access,
                    name: "flowPresentation",
                    type: .optional(.member(refType("Presentation", .named(names.route)), "Style")),
                    value: .computed(
                        gateSwitch { gate in
                            switch gate.style {
                            case .sheet: .member(nil, "sheet")
                            case .fullScreen: .member(nil, "fullScreen")
                            case .root: .literal(.nil)
                            }
                        }
                    )
                )
            ),
        ]
        return .enumeration(
            SwiftEnum(
                doc: documentation(
                    "A gate of \(names.prefix): a condition that the app answers at run time, which a move must pass.",
                    "A change that would show a screen requiring a closed gate waits as the pending move while "
                        + "the gate's flow is shown; the flow's `passGate()` applies it once the gate is open."
                ),
                access: access,
                name: gateTypeName,
                inheritance: [refType("String"), refType("CaseIterable"), refType("Codable"), refType("Sendable")],
                cases: zip(spec.gates, gateCases).map { gate, name in
                    SwiftEnumCase(
                        doc: documentation(
                            gate.doc.map(SwiftNaming.documentationLines) ?? [],
                            generatedFrom: gate.name.location
                        ),
                        name: name
                    )
                },
                members: members
            )
        )
    }

    /// The body of `gates(requiredBy:)`: a switch over the screens that require gates.
    private func requiredGatesBody() -> [SwiftStatement] {
        var cases: [SwiftSwitchCase] = []
        var gated = 0
        for (place, screen) in spec.screens.enumerated() where !screen.requires.isEmpty {
            gated += 1
            cases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(name: caseNames[place], bindings: nil)],
                    body: [.return(gateArray(screen.requires))]
                )
            )
        }
        guard !cases.isEmpty else { return [.return(.array([]))] }
        if gated < spec.screens.count {
            cases.append(SwiftSwitchCase(patterns: [], body: [.return(.array([]))]))
        }
        return [.switch(.identifier("screen"), cases)]
    }

    /// `[.a, .b]` for the gates named.
    private func gateArray(_ gates: [Located<String>]) -> SwiftExpression {
        .array(gates.map { .member(nil, SwiftNaming.identifier($0.value)) })
    }

    /// `protocol <Name>Gatekeeper`: the app's answers.
    private func gatekeeperProtocol() -> SwiftDeclaration {
        .protocol(
            SwiftTypeDeclaration(
                doc: documentation(
                    "Answers whether each of \(names.prefix)'s gates is open, such as whether a user is signed in.",
                    "The coordinator asks before every change that would show a screen requiring a gate, and "
                        + "again at `passGate()`. Answer from state the app holds already: once an asynchronous "
                        + "sign-in has made a session, the flow calls `passGate()`."
                ),
                attributes: [SwiftAttribute(name: ref("MainActor"))],
                access: access,
                name: gatekeeperTypeName,
                members: [
                    .function(
                        SwiftFunction(
                            doc: documentation("Whether `gate` is open now."),
                            name: "isOpen",
                            parameters: [SwiftParameter(label: "_", name: "gate", type: .named(gateTypeName))],
                            returnType: refType("Bool"),
                            body: nil
                        )
                    )
                ]
            )
        )
    }

    /// The protocol that gives `passGate()` to the navigators of every flow's stack, its conformances,
    /// and `dismiss()` (cancelling) for the navigators of presented flows' stacks.
    private func flowNavigatorDeclarations() -> [SwiftDeclaration] {
        let stacks = GateFlowStacks(spec: spec)
        var flowScreens: [String] = []
        var presentedFlowScreens: Set<String> = []
        for gate in spec.gates {
            // A feature's screen pushed over a flow has its navigator in the feature's module, which
            // knows no gates: the flow's own screens pass the gate.
            for screen in stacks.screens[gate.name.value] ?? [] where spec.screen(named: screen)?.feature == nil {
                if !flowScreens.contains(screen) { flowScreens.append(screen) }
                if gate.style != .root { presentedFlowScreens.insert(screen) }
            }
        }
        var declarations: [SwiftDeclaration] = [
            .protocol(
                SwiftTypeDeclaration(
                    doc: documentation(
                        "The navigators of the screens of \(names.prefix)'s gate flows: each flow screen and "
                            + "every screen pushed over it."
                    ),
                    attributes: [SwiftAttribute(name: ref("MainActor"))],
                    access: access,
                    name: gateFlowNavigatorTypeName,
                    inheritance: [.named(names.screenNavigator)],
                    members: []
                )
            ),
            .extension(
                SwiftExtension(
                    doc: documentation("`passGate()` for the navigators of \(names.prefix)'s gate flows."),
                    extendedType: .named(gateFlowNavigatorTypeName),
                    members: [
                        .function(
                            SwiftFunction(
                                doc: documentation(
                                    "Asks the gatekeeper again and, when the gate is open, removes the flow and "
                                        + "applies the move that waited for it, as one change.",
                                    "With the gate still closed nothing changes, and the coordinator's "
                                        + "`navigation.failureHandler` hears why."
                                ),
                                access: access,
                                name: "passGate",
                                parameters: [],
                                body: [.expression(.call(.member(.identifier("context"), "passGate"), []))]
                            )
                        )
                    ]
                )
            ),
        ]
        let builtIns = BuiltInMoves(spec: spec)
        let needsDismiss = flowScreens.contains { screen in
            presentedFlowScreens.contains(screen)
                && spec.screenNumbers[screen].map { !builtIns.isPresented(screenAt: $0) } == true
        }
        if needsDismiss, !builtIns.anyIsPresented {
            declarations.append(
                builtInMoveExtension(
                    protocolName: refType("DismissingNavigator"),
                    doc: "`dismiss()` for \(names.prefix)'s navigators of screens that are only ever presented.",
                    move: "dismiss",
                    moveDoc: "Dismisses this screen's presentation; whoever presented it gets no result."
                )
            )
        }
        for screen in flowScreens {
            guard let place = spec.screenNumbers[screen] else { continue }
            var conformances: [SwiftType] = [.named(gateFlowNavigatorTypeName)]
            if presentedFlowScreens.contains(screen), !builtIns.isPresented(screenAt: place) {
                conformances.append(refType("DismissingNavigator"))
            }
            declarations.append(
                .extension(
                    SwiftExtension(
                        extendedType: .named(navigatorHandles[place]),
                        conformances: conformances,
                        members: []
                    )
                )
            )
        }
        return declarations
    }
}
