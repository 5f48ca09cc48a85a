/// The generated code of features: a feature spec's exits and route conformance, and in an app
/// spec, what joins each used feature's code to the app's navigation state.
///
/// A feature's module generates its routes and navigators (``FeatureContext`` in place of
/// `NavigatorContext`) and `protocol <Feature>Exits`. The app generates, per feature: the app route
/// of a feature route and back (`<App>Route(_:)`, `checkoutRoute`), the app screen of a feature
/// screen, and `<App><Feature>Exits`, the exits bound to the app's steps, which also makes the
/// contexts of the feature's navigators. The app's factory builds the feature's screens with them.
extension RouteTranslator {
    /// The root a feature spec is translated with: a stack of its first entry. A feature's code has
    /// no initial state, so the root only orders what reachability and links need.
    static func featureRoot(of spec: RouteSpec) -> Root? {
        guard let feature = spec.feature, let entry = feature.entries.first ?? spec.screens.first?.name else {
            return nil
        }
        return Root(kind: .stack(screen: entry), location: feature.location)
    }

    /// The navigator handles of the screens, with a feature screen's in its feature's namespace.
    static func featureNavigatorHandles(in spec: RouteSpec, _ handles: [String]) -> [String] {
        guard !spec.features.localNames.isEmpty else { return handles }
        return spec.screens.indices.map { place in
            let screen = spec.screens[place]
            guard let feature = screen.feature, let local = spec.features.localNames[screen.name.value] else {
                return handles[place]
            }
            return feature + "Navigator." + GeneratedNames.navigatorTypeName(forScreen: local)
        }
    }

    /// The modules of the features an app uses, which its file imports.
    var featureModules: [String] { spec.features.used.map(\.use.module.value) }

    /// The feature name and local screen name of the screen at `place`, when it is a feature's.
    private func featureScreen(at place: Int) -> (feature: String, local: String)? {
        let screen = spec.screens[place]
        guard let feature = screen.feature, let local = spec.features.localNames[screen.name.value] else {
            return nil
        }
        return (feature, local)
    }

    /// `<App><Feature>Exits`: the app's exits of a feature, which also makes its contexts.
    private func exitsTypeName(_ feature: String) -> String { names.prefix + feature + "Exits" }

    /// The body of a feature screen's `make…` default: the placeholder of its app route.
    func featurePlaceholderBody(navigator: String) -> [SwiftStatement] {
        [.return(SwiftExpression("makePlaceholder(for: \(names.route)(\(navigator).context.route))"))]
    }

    /// The feature route of the screen at `place`, built from the locals its case binds.
    func featureRoute(ofScreenAt place: Int, locals: [String]) -> SwiftExpression {
        guard let (feature, local) = featureScreen(at: place) else { return .identifier("route") }
        let params = spec.screens[place].params
        let arguments = zip(params, locals).map { "\(SwiftNaming.argumentLabel($0.name.value)): \($1)" }
        let caseName = SwiftNaming.identifier(local)
        return SwiftExpression(
            "\(feature)Route.\(caseName)" + (params.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        )
    }

    /// The navigator of a feature's screen, moving through the app's `context`.
    func featureNavigator(ofScreenAt place: Int, route: SwiftExpression, context: String) -> SwiftExpression {
        let feature = featureScreen(at: place)?.feature ?? ""
        return SwiftExpression(
            "\(navigatorHandles[place])(context: \(exitsTypeName(feature)).context(\(route.text), in: \(context)))"
        )
    }

    /// The navigator of a feature's screen that `context` shows, in `makeNavigator(_:)`.
    func featureNavigatorOfContext(ofScreenAt place: Int) -> SwiftExpression {
        let feature = featureScreen(at: place)?.feature ?? ""
        let property = SwiftNaming.identifier(lowerCamel(feature) + "Route")
        return SwiftExpression(
            "context.route.\(property).map { \(navigatorHandles[place])(context: "
                + "\(exitsTypeName(feature)).context($0, in: context)) }"
        )
    }

    /// In a feature, the call of the exit a transition leaves through, whose params join the method's.
    func featureExitCall(of transition: Transition, adding parameters: inout [SwiftParameter]) -> SwiftExpression? {
        guard let name = transition.exit?.value, let exit = spec.feature?.exit(named: name) else { return nil }
        var arguments: [String] = []
        for param in exit.params {
            let identifier = SwiftNaming.identifier(param.name.value)
            if !parameters.contains(where: { $0.name == identifier }) {
                parameters.append(
                    parameter(
                        for: param,
                        defaultValue: param.defaultValue.map { valueExpression($0.value, of: param) },
                        replacing: hiddenTypeReplacements
                    )
                )
            }
            arguments.append("\(SwiftNaming.argumentLabel(param.name.value)): \(identifier)")
        }
        return SwiftExpression("context.exits.\(SwiftNaming.identifier(name))(\(arguments.joined(separator: ", ")))")
    }

    /// The feature declarations of the file: a feature's exits, or an app's joins to its features.
    func translateFeatureParts() -> [SwiftDeclaration] {
        if let feature = spec.feature { return featureExits(feature) }
        return spec.features.used.flatMap(appJoins)
    }

    private func lowerCamel(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// `protocol <Feature>Exits` and the route's `FeatureRoute` conformance.
    private func featureExits(_ feature: FeatureDeclaration) -> [SwiftDeclaration] {
        let protocolName = names.prefix + "Exits"
        let requirements = feature.exits.map { exit in
            SwiftDeclaration.function(
                SwiftFunction(
                    doc: documentation(
                        SwiftNaming.documentationLines(exit.doc ?? "Where the exit `\(exit.name.value)` goes.")
                            .map { $0 },
                        generatedFrom: exit.name.location
                    ),
                    name: SwiftNaming.identifier(exit.name.value),
                    parameters: exit.params.map { param in
                        SwiftParameter(
                            label: nil,
                            name: SwiftNaming.identifier(param.name.value),
                            type: param.type.value.swiftType(replacing: hiddenTypeReplacements)
                        )
                    },
                    returnType: refType("FeatureExit"),
                    body: nil
                )
            )
        }
        return [
            .protocol(
                SwiftTypeDeclaration(
                    doc: documentation(
                        "The moves out of \(names.prefix), which the app that shows it binds to steps of its own.",
                        "The app's generated code implements it; each requirement returns the app's "
                            + "steps, which \(names.prefix)'s navigators apply with their own as one change."
                    ),
                    access: access,
                    name: protocolName,
                    inheritance: [refType("Sendable")],
                    members: requirements
                )
            ),
            .extension(
                SwiftExtension(
                    access: .internal,
                    extendedType: .named(names.route),
                    conformances: [refType("FeatureRoute")],
                    members: [
                        .typeAlias(
                            SwiftTypeAlias(
                                doc: documentation("The app's implementation of the feature's exits."),
                                access: access,
                                name: "Exits",
                                type: .any(.named(protocolName))
                            )
                        )
                    ]
                )
            ),
        ]
    }

    /// The app's joins to one feature: route and screen embedding, and the bound exits.
    private func appJoins(_ feature: UsedFeature) -> [SwiftDeclaration] {
        let name = feature.name
        let featureRouteType = name + "Route"
        let places = spec.screens.indices.filter { spec.screens[$0].feature == name }
        var embedCases: [SwiftSwitchCase] = []
        var extractCases: [SwiftSwitchCase] = []
        var screenCases: [SwiftSwitchCase] = []
        for place in places {
            guard let (_, local) = featureScreen(at: place) else { continue }
            let params = spec.screens[place].params
            let locals = params.map { SwiftNaming.identifier($0.name.value) }
            let bindings = params.isEmpty ? nil : locals
            let localCase = SwiftNaming.identifier(local)
            embedCases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(name: localCase, bindings: bindings)],
                    body: [.expression(SwiftExpression("self = " + routeFromParams(ofScreenAt: place).text))]
                )
            )
            extractCases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(name: caseNames[place], bindings: bindings)],
                    body: [.return(featureRoute(ofScreenAt: place, locals: locals))]
                )
            )
            screenCases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(name: localCase, bindings: nil)],
                    body: [.expression(SwiftExpression("self = .\(caseNames[place])"))]
                )
            )
        }
        if places.count < spec.screens.count {
            extractCases.append(SwiftSwitchCase(patterns: [], body: [.return(.literal(.nil))]))
        }
        let routeExtension = SwiftDeclaration.extension(
            SwiftExtension(
                extendedType: .named(names.route),
                members: [
                    .function(
                        SwiftFunction(
                            doc: documentation("The route of \(name)'s `route` in \(names.prefix)'s navigation state."),
                            access: access,
                            name: "init",
                            parameters: [SwiftParameter(label: "_", name: "route", type: .named(featureRouteType))],
                            body: [.switch(.identifier("route"), embedCases)]
                        )
                    ),
                    .property(
                        SwiftProperty(
                            doc: documentation(
                                "The \(name) route this route shows, when it is one of \(name)'s screens."
                            ),
                            access: access,
                            name: SwiftNaming.identifier(lowerCamel(name) + "Route"),
                            type: .optional(.named(featureRouteType)),
                            value: .computed([.switch(.identifier("self"), extractCases)])
                        )
                    ),
                ]
            )
        )
        let screenExtension = SwiftDeclaration.extension(
            SwiftExtension(
                extendedType: .named(names.screen),
                members: [
                    .function(
                        SwiftFunction(
                            doc: documentation("The screen of \(name)'s `screen` in \(names.prefix)."),
                            access: access,
                            name: "init",
                            parameters: [SwiftParameter(label: "_", name: "screen", type: .named(name + "Screen"))],
                            body: [.switch(.identifier("screen"), screenCases)]
                        )
                    )
                ]
            )
        )
        return [routeExtension, screenExtension, exitsStructure(feature)]
    }

    /// `<App><Feature>Exits`: each exit of the feature returns the steps the app binds it to.
    private func exitsStructure(_ feature: UsedFeature) -> SwiftDeclaration {
        let name = feature.name
        var members: [SwiftDeclaration] = []
        for exit in feature.declaration?.exits ?? [] {
            let key = FeatureParts.qualified(name, exit.name.value)
            guard let binding = spec.features.bindings.first(where: { $0.key.value == key }) else { continue }
            let carried = Set(exit.params.map(\.name.value))
            let transition = Transition(
                name: binding.key,
                sources: .screens([]),
                steps: binding.steps,
                style: nil,
                animated: true,
                doc: nil
            )
            let steps = binding.steps.map {
                stepExpression($0.value, of: transition, selfLocal: nil) { carried.contains($0.name.value) }
            }
            members.append(
                .function(
                    SwiftFunction(
                        doc: documentation(
                            ["/// The steps of `bind: \(key)`."],
                            generatedFrom: binding.key.location
                        ),
                        access: access,
                        name: SwiftNaming.identifier(exit.name.value),
                        parameters: exit.params.map { param in
                            SwiftParameter(
                                label: nil,
                                name: SwiftNaming.identifier(param.name.value),
                                type: param.type.value.swiftType(replacing: hiddenTypeReplacements)
                            )
                        },
                        returnType: refType("FeatureExit"),
                        body: [
                            .variable(
                                isMutable: false,
                                name: "steps",
                                type: .array(refType("NavigationStep", .named(names.route))),
                                value: .array(steps)
                            ),
                            .return(SwiftExpression("\(ref("FeatureExit"))(steps)")),
                        ]
                    )
                )
            )
        }
        members.append(
            .function(
                SwiftFunction(
                    doc: documentation(
                        "The context of a \(name) screen that \(names.prefix) shows through `context`."
                    ),
                    attributes: [SwiftAttribute(name: ref("MainActor"))],
                    access: access,
                    isStatic: true,
                    name: "context",
                    parameters: [
                        SwiftParameter(label: "_", name: "route", type: .named(name + "Route")),
                        SwiftParameter(
                            label: "in",
                            name: "context",
                            type: refType("NavigatorContext", .named(names.route))
                        ),
                    ],
                    returnType: refType("FeatureContext", .named(name + "Route")),
                    body: [
                        .return(
                            SwiftExpression(
                                "\(ref("FeatureContext"))(route: route, exits: \(exitsTypeName(name))(), "
                                    + "context: context, embed: { \(names.route)($0) }, "
                                    + "embedScreen: { \(names.screen)($0) })"
                            )
                        )
                    ]
                )
            )
        )
        return .structure(
            SwiftTypeDeclaration(
                doc: documentation(
                    "Where \(name)'s exits go in \(names.prefix): the steps of each exit's binding (`bind:`)."
                ),
                access: access,
                name: exitsTypeName(name),
                inheritance: [.named(name + "Exits")],
                members: members
            )
        )
    }
}
