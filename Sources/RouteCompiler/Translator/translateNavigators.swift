extension RouteTranslator {
    /// `enum <Name>Navigator`: per screen, a handle whose methods are exactly the moves the spec
    /// allows from that screen, so that an undeclared move does not compile.
    func translateNavigators() -> SwiftDeclaration {
        let builtIns = BuiltInMoves(spec: spec)
        let handles = spec.screens.map { screen in
            navigatorHandle(
                for: screen,
                canGoBack: builtIns.canGoBack(screen.name.value),
                isPresented: builtIns.isPresented(screen.name.value)
            )
        }
        return .enumeration(
            SwiftEnum(
                doc: documentation(
                    "The navigators of \(names.prefix)'s screens: each offers exactly the moves its screen may make.",
                    "The coordinator hands each screen its navigator; view code moves only through it and never touches a container."
                ),
                access: access,
                name: names.navigator,
                cases: [],
                members: handles
            )
        )
    }

    private func navigatorHandle(for screen: Screen, canGoBack: Bool, isPresented: Bool) -> SwiftDeclaration {
        let screenName = screen.name.value
        let contextType = "RouteKit.NavigatorContext<\(names.route)>"
        var members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    doc: documentation("The screen whose moves this navigator offers."),
                    access: access,
                    isStatic: true,
                    name: "screen",
                    type: names.screen,
                    value: .stored(initialValue: .member(nil, SwiftNaming.identifier(screenName)))
                )
            ),
            .property(
                SwiftProperty(access: .private, name: "context", type: contextType, value: .stored(initialValue: nil))
            ),
            .function(
                SwiftFunction(
                    doc: documentation("Creates the navigator of the `\(screenName)` screen shown with `context`."),
                    access: access,
                    name: "init",
                    parameters: [SwiftParameter(name: "context", type: contextType)],
                    body: [.expression(.binary(.member(.identifier("self"), "context"), "=", .identifier("context")))]
                )
            ),
        ]
        for transition in spec.transitions(from: screenName) {
            let method = TransitionMethod(transition, translator: self)
            members.append(
                .function(
                    SwiftFunction(
                        doc: documentation(transition.doc ?? method.summary, method.boundValuesNote),
                        access: access,
                        name: SwiftNaming.identifier(transition.name.value),
                        parameters: method.parameters,
                        body: method.body
                    )
                )
            )
        }
        if canGoBack {
            members.append(builtIn("back", "Goes back to the screen below this one, as the back button does."))
        }
        if isPresented {
            members.append(
                builtIn("dismiss", "Dismisses this screen's presentation; whoever presented it gets no result.")
            )
            if let result = screen.result?.value {
                members.append(
                    .function(
                        SwiftFunction(
                            doc: documentation(
                                "Dismisses this screen's presentation and hands `result` to whoever presented it."
                            ),
                            access: access,
                            name: "finish",
                            parameters: [
                                SwiftParameter(
                                    label: "_",
                                    name: "result",
                                    type: result.swiftType(replacing: hiddenTypeReplacements)
                                )
                            ],
                            body: [
                                .expression(
                                    .call(
                                        .member(.member(.identifier("self"), "context"), "finish"),
                                        [SwiftArgument(value: .identifier("result"))]
                                    )
                                )
                            ]
                        )
                    )
                )
            }
        }
        return .structure(
            SwiftTypeDeclaration(
                doc: documentation("The moves of the `\(screenName)` screen."),
                attributes: ["@" + ref("MainActor")],
                access: access,
                name: GeneratedNames.navigatorTypeName(forScreen: screenName),
                inheritance: ["RouteKit.ScreenNavigator"],
                members: members
            )
        )
    }

    private func builtIn(_ name: String, _ summary: String) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                doc: documentation(summary),
                access: access,
                name: name,
                parameters: [],
                body: [.expression(.call(.member(.member(.identifier("self"), "context"), name), []))]
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
