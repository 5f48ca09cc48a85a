extension RouteTranslator {
    /// `protocol <Name>ScreenNavigator` and `enum <Name>Navigator`: per screen, a handle whose
    /// methods are exactly the moves the spec allows from that screen, so that an undeclared move
    /// does not compile.
    func translateNavigators() -> [SwiftDeclaration] {
        let builtIns = BuiltInMoves(spec: spec)
        let shared = sharedMoves
        // The same for every navigator: written once.
        let contextType = refType(spec.feature == nil ? "NavigatorContext" : "FeatureContext", .named(names.route))
        let constants = NavigatorConstants(
            contextType: contextType,
            attributes: [SwiftAttribute(name: ref("MainActor"))],
            screenNavigator: .named(names.screenNavigator),
            // The protocol's requirement documents `context`, once for every navigator.
            contextProperty: .property(
                SwiftProperty(
                    access: access,
                    name: "context",
                    type: contextType,
                    value: .stored(initialValue: nil)
                )
            )
        )
        // A feature's screens shown by the app have their navigators in the feature's module.
        let handles = spec.screens.enumerated().filter { $0.element.feature == nil }.map { place, screen in
            navigatorStruct(
                for: screen,
                typeName: navigatorTypeNames[place],
                canGoBack: builtIns.canGoBack(screenAt: place),
                isPresented: builtIns.isPresented(screenAt: place),
                sharedMoves: shared.protocols(ofScreenAt: place),
                constants: constants
            )
        }
        let namespace = SwiftDeclaration.enumeration(
            SwiftEnum(
                doc: documentation(
                    "The navigators of \(names.prefix)'s screens: each offers exactly the moves its screen may make.",
                    "The coordinator hands each screen its navigator; view code moves only "
                        + "through it and never touches a container. A move that several screens share "
                        + "is written once: in an extension of `\(names.screenNavigator)` for `from: "
                        + "\"*\"`, or of a protocol that the navigators of a `from:` list conform to."
                ),
                access: access,
                name: names.navigator,
                cases: [],
                members: handles + sharedMoveProtocols(shared)
            )
        )
        return [screenNavigatorProtocol(constants), namespace] + builtInMoveExtensions(builtIns)
            + sharedMoveExtensions(shared)
    }

    /// The moves that only one screen makes: an `extension <Name>Navigator.<Screen>` for each screen
    /// that has any.
    ///
    /// They are in extensions, not in the navigators' structs, and a file of their own when the
    /// file is split (``GeneratedFileGroup/moves``), because Swift's incremental build gives a type's
    /// body and each extension a fingerprint of its own: a new transition from one screen then
    /// changes one extension, and only the file that holds the moves recompiles, not the structs
    /// that the screen factory and the coordinator name, nor the shared moves.
    func translateOwnMoves() -> [SwiftDeclaration] {
        spec.screens.indices.filter { spec.screens[$0].feature == nil }.compactMap(ownMoveExtension)
    }

    /// `extension <Name>Navigator.<Screen>` with the moves of the screen at `place` that no other
    /// screen shares; `nil` when it has none.
    private func ownMoveExtension(ofScreenAt place: Int) -> SwiftDeclaration? {
        let ownMoves = sharedMoves.ownMoves(ofScreenAt: place)
        guard !ownMoves.isEmpty else { return nil }
        return .extension(
            SwiftExtension(
                extendedType: .member(.named(names.navigator), navigatorTypeNames[place]),
                members: ownMoves.map { moveFunction(spec.transitions[$0]) }
            )
        )
    }

    /// `protocol <Name>ScreenNavigator`: what every navigator has, the context its moves go through.
    ///
    /// The protocol is the spec's own, not a RouteKit protocol with an associated `Route`: its one
    /// requirement has a concrete type, so a navigator's conformance needs no witness table built at
    /// run time, nor the functions the compiler writes for one.
    private func screenNavigatorProtocol(_ constants: NavigatorConstants) -> SwiftDeclaration {
        .protocol(
            SwiftTypeDeclaration(
                doc: documentation(
                    "What every navigator of \(names.prefix)'s screens has: the context its moves go through.",
                    "Every `\(names.navigator).<Screen>` conforms. The moves that several screens share are "
                        + "written once, in extensions of this protocol and of the protocols in "
                        + "`\(names.navigator)`; `\(names.coordinator).navigator(_:)` "
                        + "finds the navigator of the visible screen."
                ),
                attributes: constants.attributes,
                access: access,
                name: names.screenNavigator,
                members: [
                    .property(
                        SwiftProperty(
                            doc: Self.contextPropertyDoc,
                            name: "context",
                            type: constants.contextType,
                            value: .requirement
                        )
                    )
                ]
            )
        )
    }

    /// The extensions that give navigators `back()` and `dismiss()`, each written once, for the
    /// navigators that conform to RouteKit's `BackNavigator` and `DismissingNavigator`.
    private func builtInMoveExtensions(_ builtIns: BuiltInMoves) -> [SwiftDeclaration] {
        var extensions: [SwiftDeclaration] = []
        if builtIns.anyCanGoBack {
            extensions.append(
                builtInMoveExtension(
                    protocolName: refType("BackNavigator"),
                    doc: "`back()` for \(names.prefix)'s navigators of screens that some transition pushes.",
                    move: "back",
                    moveDoc: "Goes back to the screen below this one, as the back button does."
                )
            )
        }
        if builtIns.anyIsPresented {
            extensions.append(
                builtInMoveExtension(
                    protocolName: refType("DismissingNavigator"),
                    doc: "`dismiss()` for \(names.prefix)'s navigators of screens that are only ever presented"
                        + (spec.feature == nil ? "." : ", and of its entries, which the app may present."),
                    move: "dismiss",
                    moveDoc: "Dismisses this screen's presentation; whoever presented it gets no result."
                )
            )
        }
        return extensions
    }

    /// `extension <protocolName> where Self: <Name>ScreenNavigator { func <move>() }`.
    func builtInMoveExtension(
        protocolName: SwiftType,
        doc: String,
        move: String,
        moveDoc: String
    )
        -> SwiftDeclaration
    {
        .extension(
            SwiftExtension(
                doc: documentation(doc),
                extendedType: protocolName,
                whereClause: [.conformance(type: .named("Self"), constraint: .named(names.screenNavigator))],
                members: [
                    .function(
                        SwiftFunction(
                            doc: documentation(moveDoc),
                            access: access,
                            name: move,
                            parameters: [],
                            body: [.expression(.call(.member(.identifier("context"), move), []))]
                        )
                    )
                ]
            )
        )
    }

    /// The doc comment of every navigator's `context`, built once rather than per screen.
    private static let contextPropertyDoc = SwiftNaming.documentationLines(
        "Where the screen is shown; its moves are RouteKit's `@_spi(Generated)` API, which only generated code imports."
    )

    /// `finish(_:)` of a presented screen's navigator, typed with the screen's `result`.
    private func finishFunction(resultType: SwiftType) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                doc: documentation("Dismisses this screen's presentation and hands `result` to whoever presented it."),
                access: access,
                name: "finish",
                parameters: [SwiftParameter(label: "_", name: "result", type: resultType)],
                body: [
                    .expression(
                        .call(
                            .member(.identifier("context"), "finish"),
                            SwiftArgument(value: .identifier("result"))
                        )
                    )
                ]
            )
        )
    }

    /// The navigator of `screen`, the type `typeName`, with the protocols of its built-in and shared
    /// moves; its own moves are in an extension (``ownMoveExtension(ofScreenAt:)``).
    private func navigatorStruct(
        for screen: Screen,
        typeName: String,
        canGoBack: Bool,
        isPresented: Bool,
        sharedMoves: [SwiftType],
        constants: NavigatorConstants
    ) -> SwiftDeclaration {
        let screenName = screen.name.value
        var members: [SwiftDeclaration] = []
        members.reserveCapacity(3)
        members.append(constants.contextProperty)
        // Within the module, the memberwise initializer builds the navigator: one function body less
        // per screen to type-check. Other modules see only a written one.
        if access != .internal {
            members.append(
                .function(
                    SwiftFunction(
                        doc: documentation("Creates the navigator of the `\(screenName)` screen shown with `context`."),
                        access: access,
                        name: "init",
                        parameters: [SwiftParameter(name: "context", type: constants.contextType)],
                        body: [
                            .expression(.binary(.member(.identifier("self"), "context"), "=", .identifier("context")))
                        ]
                    )
                )
            )
        }
        // `back()` and `dismiss()` are written once, in extensions of RouteKit's marker protocols.
        var conformances: [SwiftType] = []
        conformances.reserveCapacity(3 + sharedMoves.count)
        conformances.append(constants.screenNavigator)
        if canGoBack { conformances.append(refType("BackNavigator")) }
        if isPresented {
            conformances.append(refType("DismissingNavigator"))
            if let result = screen.result?.value {
                members.append(finishFunction(resultType: result.swiftType(replacing: hiddenTypeReplacements)))
            }
        }
        if screen.confirmsLeaving { members.append(confirmLeavingFunction()) }
        for accepted in screen.accepts {
            members.append(deliveryHandlerFunction(accepted))
        }
        conformances += sharedMoves
        return .structure(
            SwiftTypeDeclaration(
                // A screen's name is an ASCII identifier (`NameRule`): the line needs no escaping.
                doc: documentation(
                    ["/// The moves of the `\(screenName)` screen."],
                    generatedFrom: screen.name.location
                ),
                attributes: constants.attributes,
                access: access,
                name: typeName,
                inheritance: conformances,
                members: members
            )
        )
    }
}

/// What every navigator's declaration writes the same way, made once for all of them.
private struct NavigatorConstants {
    /// `NavigatorContext<<Name>Route>`, the type of every navigator's `context`.
    let contextType: SwiftType
    /// `@MainActor`, as the file writes it.
    let attributes: [SwiftAttribute]
    /// `<Name>ScreenNavigator`, the protocol every navigator conforms to.
    let screenNavigator: SwiftType
    /// `let context: NavigatorContext<<Name>Route>`, the first member of every navigator: one
    /// declaration that each navigator shares, rather than one made and freed per screen.
    let contextProperty: SwiftDeclaration
}
