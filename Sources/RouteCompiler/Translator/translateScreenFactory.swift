extension RouteTranslator {
    /// `protocol <Name>ScreenFactory` (the coordinator stubs: one `make…` per screen, each with a
    /// default that builds a placeholder), its placeholder defaults, and `<Name>PlaceholderFactory`.
    func translateScreenFactory() -> [SwiftDeclaration] {
        // The placeholder requirement and its defaults for each screen type come from RouteKit's
        // `ScreenFactory` (and RouteKitUIKit's, for `UIViewController`): this file imports no UI
        // framework. `Screen` is declared again here, so that Swift infers it from a `make…` the app
        // writes and names this protocol when a factory has neither it nor a `make…`. Each screen's
        // requirement is appended as it is made.
        var factoryMembers: [SwiftDeclaration] = [
            .associatedType(
                SwiftAssociatedType(
                    doc: documentation("The app's screen type, such as `UIViewController`."),
                    name: "Screen"
                )
            )
        ]
        // The navigator's context holds the route being built, so every default passes the navigator
        // to one generic helper instead of building the route again from the params: a call per screen.
        var defaultMembers: [SwiftDeclaration] = [.function(placeholderHelper())]
        factoryMembers.reserveCapacity(factoryMembers.count + spec.screens.count)
        defaultMembers.reserveCapacity(defaultMembers.count + spec.screens.count)
        // Most defaults have the same body: made once, and shared by every default that has it.
        let sharedDefaultBody = defaultMakeBody(callee: Self.placeholderCallee, navigator: "navigator")
        for place in spec.screens.indices {
            let requirement = makeRequirement(forScreenAt: place)
            defaultMembers.append(
                .function(defaultMakeFunction(requirement, for: spec.screens[place], sharing: sharedDefaultBody))
            )
            factoryMembers.append(.function(requirement))
        }
        let factory = SwiftDeclaration.protocol(
            SwiftTypeDeclaration(
                doc: documentation(
                    "Builds \(names.prefix)'s screens: the coordinator stubs that the app fills in.",
                    "Each `make…` receives the screen's params and its navigator, and has a default "
                        + "that returns `makePlaceholder(for:)`, so the app runs before its screens exist."
                ),
                attributes: [SwiftAttribute(name: ref("MainActor"))],
                access: access,
                name: names.screenFactory,
                inheritance: [refType("ScreenFactory")],
                whereClause: [.sameType(.named("Route"), .named(names.route))],
                members: factoryMembers
            )
        )
        let defaults = SwiftDeclaration.extension(
            SwiftExtension(extendedType: .named(names.screenFactory), members: defaultMembers)
        )
        let placeholderScreen = refType("PlaceholderScreen", .named(names.route))
        let placeholderFactory = SwiftDeclaration.structure(
            SwiftTypeDeclaration(
                doc: documentation(
                    "A factory that builds a placeholder for every screen: "
                        + "the app before its screens exist, and flow tests."
                ),
                access: access,
                name: names.placeholderFactory,
                inheritance: [.named(names.screenFactory)],
                members: [
                    .typeAlias(SwiftTypeAlias(access: access, name: "Screen", type: placeholderScreen)),
                    .function(
                        SwiftFunction(
                            doc: documentation("Creates the factory."),
                            access: access,
                            name: "init",
                            parameters: [],
                            body: []
                        )
                    ),
                ]
            )
        )
        return [
            factory,
            defaults,
            placeholderFactory,
        ]
    }

    /// The default of the `make…` requirement of `screen`: the same signature, with the file's access,
    /// no doc comment, and a body that returns the placeholder of `placeholder(for:)`.
    ///
    /// Made from the requirement rather than again from the screen: its parameters' types are written once.
    /// A screen whose body would be `return placeholder(for: navigator)`, as most are (no param hides
    /// `placeholder` or takes the name `navigator`), gets `sharedBody`, rather than a body of its own
    /// with the same text.
    private func defaultMakeFunction(
        _ requirement: SwiftFunction,
        for screen: Screen,
        sharing sharedBody: [SwiftStatement]
    ) -> SwiftFunction {
        let callee = SwiftNaming.Hygiene.memberCall("placeholder", params: screen.params.lazy.map(\.name.value))
        let navigator = requirement.navigatorParameterName
        // The requirement's signature, field by field: a copy of the whole requirement, then changed,
        // cost two copies of it.
        return SwiftFunction(
            attributes: requirement.attributes,
            access: access,
            isStatic: requirement.isStatic,
            name: requirement.name,
            genericParameters: requirement.genericParameters,
            parameters: requirement.parameters,
            throwing: requirement.throwing,
            returnType: requirement.returnType,
            whereClause: requirement.whereClause,
            body: screen.feature != nil
                ? featurePlaceholderBody(navigator: navigator)
                : callee == Self.placeholderCallee && navigator == "navigator"
                    ? sharedBody
                    : defaultMakeBody(callee: callee, navigator: navigator)
        )
    }

    /// `Screen`, the factory's associated type, which every `make…` returns.
    private static let screenType = SwiftType.named("Screen")

    /// How a `make…` default calls `placeholder(for:)` when no param hides it.
    private static let placeholderCallee = SwiftExpression.identifier("placeholder")

    /// The body of a `make…` default: `return placeholder(for: navigator)`, calling `callee` with the
    /// navigator parameter named `navigator`.
    private func defaultMakeBody(callee: SwiftExpression, navigator: String) -> [SwiftStatement] {
        [.return(.call(callee, SwiftArgument(label: "for", value: .identifier(navigator))))]
    }

    /// The generic helper that every `make…` default calls: `placeholder(for:)`, which builds the
    /// placeholder of the route in the navigator's context.
    private func placeholderHelper() -> SwiftFunction {
        SwiftFunction(
            doc: documentation(
                "The placeholder of the screen that `navigator` moves: what each `make…` returns by default."
            ),
            access: .private,
            name: "placeholder",
            genericParameters: [SwiftGenericParameter(name: "Navigator", constraint: .named(names.screenNavigator))],
            parameters: [SwiftParameter(label: "for", name: "navigator", type: .named("Navigator"))],
            returnType: Self.screenType,
            body: [
                .return(
                    .call(
                        .identifier("makePlaceholder"),
                        [
                            SwiftArgument(
                                label: "for",
                                value: .member(.member(.identifier("navigator"), "context"), "route")
                            )
                        ]
                    )
                )
            ]
        )
    }

    /// The requirement `make<Screen>(params…, navigator:) -> Screen` of the screen factory protocol for
    /// the screen at `place`, whose navigator has the type `<Name>Navigator.<Screen>`.
    func makeRequirement(forScreenAt place: Int) -> SwiftFunction {
        let screen = spec.screens[place]
        // The params without their defaults, which a `make…` does not have: none is rendered. The array
        // is made with room for the navigator, the last parameter, rather than grown for it.
        var parameters: [SwiftParameter] = []
        parameters.reserveCapacity(screen.params.count + 1)
        for param in screen.params {
            parameters.append(
                SwiftParameter(
                    label: nil,
                    name: SwiftNaming.identifier(param.name.value),
                    type: param.type.value.swiftType(replacing: hiddenTypeReplacements)
                )
            )
        }
        // `navigator`, unless a param of the screen takes that name: its identifier is read from its
        // parameter rather than made again.
        let navigatorName = SwiftNaming.uniqueName("navigator", avoiding: parameters.lazy.compactMap(\.name))
        parameters.append(
            SwiftParameter(
                label: navigatorName == "navigator" ? nil : "navigator",
                name: navigatorName,
                type: screen.feature == nil
                    ? .member(.named(names.navigator), navigatorTypeNames[place]) : .named(navigatorHandles[place])
            )
        )
        return SwiftFunction(
            // A screen's name is an ASCII identifier (`NameRule`): the line needs no escaping.
            doc: documentation(
                ["/// Builds the `\(screen.name.value)` screen, which moves with `navigator`."],
                generatedFrom: screen.name.location
            ),
            access: .internal,
            name: factoryFunctionNames[place],
            parameters: parameters,
            returnType: Self.screenType,
            body: nil
        )
    }
}

extension RouteTranslator {
    /// The route of the screen at `place` built from arguments named like its params.
    func routeFromParams(ofScreenAt place: Int) -> SwiftExpression {
        routeExpression(forScreenAt: place) { .identifier(SwiftNaming.identifier($0.name.value)) }
    }
}

extension SwiftFunction {
    /// The local name of a `make…` requirement's navigator, its last parameter, as
    /// ``RouteTranslator/makeRequirement(forScreenAt:)`` names it: read back rather than found again.
    fileprivate var navigatorParameterName: String { parameters.last!.name! }
}
