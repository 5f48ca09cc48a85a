extension RouteTranslator {
    /// The scaffold of one screen: an extension of the app's factory with the screen's
    /// `make…`, which returns a placeholder until the app builds the real screen.
    func translateScaffold(forScreenAt place: Int, factory: String) -> SwiftFile {
        let screen = spec.screens[place]
        var function = makeRequirement(forScreenAt: place)
        function.body = [
            .return(
                .call(
                    .identifier("makePlaceholder"),
                    [SwiftArgument(label: "for", value: routeFromParams(ofScreenAt: place))]
                )
            )
        ]
        let moves = moveSignatures(ofScreenAt: place)
        function.doc = documentation(
            "Builds the `\(screen.name.value)` screen.",
            moves.isEmpty
                ? "Its navigator offers no moves."
                : "Its navigator offers " + moves.map { "`\($0)`" }.joined(separator: ", ")
                    + ". Replace the placeholder with the real screen, keeping `-> "
                    + "Screen`: Swift would not take a `make…` returning another type."
        )
        return SwiftFile(
            banner: [
                "Scaffolded by `routegen scaffold` from \(options.specFileName).",
                "This file is yours: edit it freely; routegen never overwrites it.",
            ],
            imports: scaffoldImports,
            declarations: [.extension(SwiftExtension(extendedType: .named(factory), members: [.function(function)]))]
        )
    }

    /// The app's factory type, conforming to the generated protocol, with placeholders for every screen.
    func translateFactoryScaffold(factory: String) -> SwiftFile {
        SwiftFile(
            banner: [
                "Scaffolded by `routegen scaffold` from \(options.specFileName).",
                "This file is yours: edit it freely; routegen never overwrites it.",
            ],
            imports: spec.rootParams.isEmpty ? scaffoldImports : [SwiftImport(module: "Foundation")] + scaffoldImports,
            declarations: [
                .structure(
                    SwiftTypeDeclaration(
                        doc: documentation(
                            "Builds \(names.prefix)'s screens; `routegen scaffold` adds a file per screen.",
                            "Screens without a `make…` of their own show a placeholder. Change "
                                + "`Screen` to the app's screen type, such as `UIViewController`."
                        ),
                        name: factory,
                        inheritance: [.named(names.screenFactory)],
                        members: [
                            .typeAlias(
                                SwiftTypeAlias(name: "Screen", type: refType("PlaceholderScreen", .named(names.route)))
                            )
                        ]
                    )
                )
            ] + launchScaffold(factory: factory)
        )
    }

    /// With root params, `makeCoordinator()`: the call site of `NavigationState.initial(…)`, with placeholder
    /// values and a `TODO` to pass the real ones.
    private func launchScaffold(factory: String) -> [SwiftDeclaration] {
        let arguments = RootArguments(self, hiding: [])
        guard !arguments.isEmpty else { return [] }
        let initial = SwiftExpression.call(
            .member(nil, "initial"),
            arguments.params.map { param in
                SwiftArgument(
                    label: SwiftNaming.argumentLabel(param.label),
                    value: placeholderValue(for: param.param.type.value, of: param.label)
                )
            }
        )
        let function = SwiftFunction(
            doc: documentation(
                "A coordinator at the state at launch, for the app to keep (such as in its scene delegate).",
                "TODO: pass the real values of the root screens' params; these placeholders only let the app start."
            ),
            attributes: [SwiftAttribute(name: ref("MainActor"))],
            name: "makeCoordinator",
            parameters: [],
            returnType: .named(names.coordinator, genericArguments: [.named(factory)]),
            body: [
                .return(
                    .call(
                        .identifier(names.coordinator),
                        [
                            SwiftArgument(label: "factory", value: .identifier("self")),
                            SwiftArgument(label: "state", value: initial),
                        ]
                    )
                )
            ]
        )
        return [.extension(SwiftExtension(extendedType: .named(factory), members: [.function(function)]))]
    }

    /// A value of `type` that compiles, for a scaffold to pass until the app passes a real one: an empty or
    /// zero value, or, for a custom type, a `fatalError` that names what is missing.
    private func placeholderValue(for type: TypeReference, of label: String) -> SwiftExpression {
        switch type {
        case .optional: return .literal(.nil)
        case .array: return .array([])
        case .named("String"): return .literal(.string(""))
        case .named("Int"): return .literal(.int(0))
        case .named("Double"): return .literal(.double(0))
        case .named("Bool"): return .literal(.bool(false))
        case .named("UUID"), .named("Date"): return .call(.identifier(ref(type.swiftSource)), [])
        case .named("URL"):
            return .call(
                .identifier(ref("URL")),
                [SwiftArgument(label: "fileURLWithPath", value: .literal(.string("/")))]
            )
        case .named(let name):
            let message = "TODO: pass a \(name) for '\(label)'"
            return .call(
                .closure(
                    SwiftClosure(body: [
                        .expression(
                            .call(.identifier("fatalError"), [SwiftArgument(value: .literal(.string(message)))])
                        )
                    ])
                ),
                []
            )
        }
    }

    /// The imports of a scaffolded file: RouteKit, and UIKit and RouteKitUIKit (its placeholder) where they
    /// exist, so that changing `Screen` to `UIViewController` (as the factory's comment says) compiles.
    private var scaffoldImports: [SwiftImport] {
        [
            SwiftImport(module: "RouteKit"),
            SwiftImport(module: "RouteKitUIKit", condition: "canImport(RouteKitUIKit)"),
            SwiftImport(module: "UIKit", condition: "canImport(UIKit)"),
        ] + featureModules.map { SwiftImport(module: $0) }
    }

    /// The moves of the navigator of the screen at `place`, as `edit(name:)`, `back()`.
    private func moveSignatures(ofScreenAt place: Int) -> [String] {
        let screen = spec.screens[place]
        var moves = spec.transitions(from: screen.name.value).map { transition in
            let labels = makeTransitionMethod(transition).parameters.map {
                ($0.label ?? $0.name ?? "_") + ":"
            }
            return SwiftNaming.identifier(transition.name.value) + "(" + labels.joined() + ")"
        }
        let builtIns = BuiltInMoves(spec: spec)
        if builtIns.canGoBack(screenAt: place) { moves.append("back()") }
        if builtIns.isPresented(screenAt: place) {
            moves.append("dismiss()")
            if screen.result != nil { moves.append("finish(_:)") }
        }
        return moves
    }
}
