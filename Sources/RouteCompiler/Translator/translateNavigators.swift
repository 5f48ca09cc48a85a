extension RouteTranslator {
    /// `enum <Name>Navigator`: per screen, a handle whose methods are exactly the moves the spec
    /// allows from that screen, so that an undeclared move does not compile.
    func translateNavigators() -> [SwiftDeclaration] {
        let builtIns = BuiltInMoves(spec: spec)
        let shared = SharedMoves(spec: spec)
        // The same for every navigator: written once.
        let contextType = "RouteKit.NavigatorContext<\(names.route)>"
        let attributes = ["@" + ref("MainActor")]
        let handles = spec.screens.map { screen in
            navigatorHandle(
                for: screen,
                canGoBack: builtIns.canGoBack(screen.name.value),
                isPresented: builtIns.isPresented(screen.name.value),
                sharedMoves: shared.protocols(of: screen.name.value),
                contextType: contextType,
                attributes: attributes
            )
        }
        let namespace = SwiftDeclaration.enumeration(
            SwiftEnum(
                doc: documentation(
                    "The navigators of \(names.prefix)'s screens: each offers exactly the moves its screen may make.",
                    "The coordinator hands each screen its navigator; view code moves only through it and never touches a container. A move that several screens share is written once: in an extension of `RouteKit.ScreenNavigator` for `from: \"*\"`, or of a protocol that the navigators of a `from:` list conform to."
                ),
                access: access,
                name: names.navigator,
                cases: [],
                members: handles + sharedMoveProtocols(shared)
            )
        )
        return [namespace] + sharedMoveExtensions(shared)
    }

    /// The doc comment of every navigator's `screen`, built once rather than per screen.
    private static let screenPropertyDoc = SwiftNaming.documentationLines(
        "The screen whose moves this navigator offers."
    )

    /// The doc comment of every navigator's `context`, built once rather than per screen.
    private static let contextPropertyDoc = SwiftNaming.documentationLines(
        "Where the screen is shown; its moves are RouteKit's `@_spi(Generated)` API, which only generated code imports."
    )

    /// The navigator of `screen`: its moves, and the RouteKit protocols of its built-in and shared moves.
    private func navigatorHandle(
        for screen: Screen,
        canGoBack: Bool,
        isPresented: Bool,
        sharedMoves: [String],
        contextType: String,
        attributes: [String]
    ) -> SwiftDeclaration {
        let screenName = screen.name.value
        var members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    doc: Self.screenPropertyDoc,
                    access: access,
                    isStatic: true,
                    name: "screen",
                    type: names.screen,
                    value: .computed([.return(.member(nil, SwiftNaming.identifier(screenName)))])
                )
            ),
            .property(
                SwiftProperty(
                    doc: Self.contextPropertyDoc,
                    access: access,
                    name: "context",
                    type: contextType,
                    value: .stored(initialValue: nil)
                )
            ),
        ]
        // Within the module, the memberwise initializer is `ScreenNavigator`'s `init(context:)`: one
        // function body less per screen to type-check. Other modules see only a written one.
        if access != .internal {
            members.append(
                .function(
                    SwiftFunction(
                        doc: documentation("Creates the navigator of the `\(screenName)` screen shown with `context`."),
                        access: access,
                        name: "init",
                        parameters: [SwiftParameter(name: "context", type: contextType)],
                        body: [
                            .expression(.binary(.member(.identifier("self"), "context"), "=", .identifier("context")))
                        ]
                    )
                )
            )
        }
        for transition in spec.transitions(from: screenName) where !SharedMoves.isShared(transition) {
            members.append(moveFunction(transition))
        }
        // The built-in moves come from RouteKit's protocols, written once there.
        var conformances = ["RouteKit.ScreenNavigator"]
        if canGoBack { conformances.append("RouteKit.BackNavigator") }
        if isPresented {
            if let result = screen.result?.value {
                conformances.append("RouteKit.FinishingNavigator")
                members.insert(
                    .typeAlias(
                        SwiftTypeAlias(
                            doc: documentation("The type of the value the screen finishes with."),
                            access: access,
                            name: "ScreenResult",
                            type: result.swiftType(replacing: hiddenTypeReplacements)
                        )
                    ),
                    at: 0
                )
            } else {
                conformances.append("RouteKit.DismissingNavigator")
            }
        }
        return .structure(
            SwiftTypeDeclaration(
                doc: documentation("The moves of the `\(screenName)` screen."),
                attributes: attributes,
                access: access,
                name: GeneratedNames.navigatorTypeName(forScreen: screenName),
                inheritance: conformances + sharedMoves.map { names.navigator + "." + $0 },
                members: members
            )
        )
    }
}

/// Which built-in moves a screen's navigator has: `back()` when some transition pushes the
/// screen; `dismiss()` (and `finish(_:)` with a result) when only `present` shows it.
struct BuiltInMoves {
    private let pushed: Set<String>
    private let presentedOnly: Set<String>

    init(spec: RouteSpec) {
        pushed = Set(
            spec.transitions.flatMap(\.steps).compactMap { step -> String? in
                if case .push(let screen, _) = step.value { screen.value } else { nil }
            }
        )
        presentedOnly = spec.presentedOnlyScreens
    }

    /// Whether the screen's navigator has `back()`.
    func canGoBack(_ screen: String) -> Bool { pushed.contains(screen) }

    /// Whether the screen's navigator has `dismiss()`.
    func isPresented(_ screen: String) -> Bool { presentedOnly.contains(screen) }
}
