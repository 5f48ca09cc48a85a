extension RouteTranslator {
    /// The scaffold of one screen: an extension of the app's factory with the screen's
    /// `make…`, which returns a placeholder until the app builds the real screen.
    func translateScaffold(for screen: Screen, factory: String) -> SwiftFile {
        var function = makeFunction(
            for: screen,
            body: [
                .return(
                    .call(
                        .identifier("makePlaceholder"),
                        [SwiftArgument(label: "for", value: routeFromParams(of: screen))]
                    )
                )
            ]
        )
        let moves = moveSignatures(of: screen)
        function.access = .internal
        function.doc = documentation(
            "Builds the `\(screen.name.value)` screen.",
            moves.isEmpty
                ? "Its navigator offers no moves."
                : "Its navigator offers " + moves.map { "`\($0)`" }.joined(separator: ", ")
                    + ". Replace the placeholder with the real screen, keeping `-> Screen`: Swift would not take a `make…` returning another type."
        )
        return SwiftFile(
            banner: [
                "Scaffolded by `routegen scaffold` from \(options.specFileName).",
                "This file is yours: edit it freely; routegen never overwrites it.",
            ],
            imports: scaffoldImports,
            declarations: [.extension(SwiftExtension(extendedType: factory, members: [.function(function)]))]
        )
    }

    /// The app's factory type, conforming to the generated protocol, with placeholders for every screen.
    func translateFactoryScaffold(factory: String) -> SwiftFile {
        SwiftFile(
            banner: [
                "Scaffolded by `routegen scaffold` from \(options.specFileName).",
                "This file is yours: edit it freely; routegen never overwrites it.",
            ],
            imports: scaffoldImports,
            declarations: [
                .structure(
                    SwiftTypeDeclaration(
                        doc: documentation(
                            "Builds \(names.prefix)'s screens; `routegen scaffold` adds a file per screen.",
                            "Screens without a `make…` of their own show a placeholder. Change `Screen` to the app's screen type, such as `UIViewController`."
                        ),
                        name: factory,
                        inheritance: [names.screenFactory],
                        members: [
                            .typeAlias(
                                SwiftTypeAlias(name: "Screen", type: "\(ref("PlaceholderScreen"))<\(names.route)>")
                            )
                        ]
                    )
                )
            ]
        )
    }

    /// The imports of a scaffolded file: RouteKit, and UIKit where it exists, so that changing `Screen` to
    /// `UIViewController` (as the factory's comment says) compiles.
    private var scaffoldImports: [SwiftImport] {
        [SwiftImport(module: "RouteKit"), SwiftImport(module: "UIKit", condition: "canImport(UIKit)")]
    }

    /// The moves of a screen's navigator, as `edit(name:)`, `back()`.
    private func moveSignatures(of screen: Screen) -> [String] {
        var moves = spec.transitions(from: screen.name.value).map { transition in
            let labels = TransitionMethod(transition, translator: self).parameters.map {
                ($0.label ?? $0.name ?? "_") + ":"
            }
            return SwiftNaming.identifier(transition.name.value) + "(" + labels.joined() + ")"
        }
        let builtIns = BuiltInMoves(spec: spec)
        if builtIns.canGoBack(screen.name.value) { moves.append("back()") }
        if builtIns.isPresented(screen.name.value) {
            moves.append("dismiss()")
            if screen.result != nil { moves.append("finish(_:)") }
        }
        return moves
    }
}
