extension RouteTranslator {
    /// The member of the route's `Defaults` enum that holds each param's default, by the screen's place
    /// in the spec and the param's place in the screen (see ``SwiftNaming/paramDefaultNames(_:)``).
    static func paramDefaultNames(in spec: RouteSpec) -> [[String?]] {
        var defaulted: [(screen: String, param: String)] = []
        for screen in spec.screens {
            for param in screen.params where param.defaultValue != nil {
                defaulted.append((screen.name.value, param.name.value))
            }
        }
        var names = SwiftNaming.paramDefaultNames(defaulted).makeIterator()
        return spec.screens.map { screen in
            screen.params.map { $0.defaultValue == nil ? nil : names.next() }
        }
    }

    /// `extension <Name>Route { enum Defaults }`: each param's default as a static property, which the
    /// route's cases and the navigators' moves take as their default arguments; `nil` for a spec
    /// without a default.
    ///
    /// The values live apart from the cases, in a computed property's body, so that editing a default
    /// changes no declaration that other files see: the build recompiles this file alone, instead of
    /// every file that names the route.
    func translateParamDefaults() -> SwiftDeclaration? {
        var members: [SwiftDeclaration] = []
        for (place, screen) in spec.screens.enumerated() {
            for (index, param) in screen.params.enumerated() {
                guard let name = paramDefaultNames[place][index], let value = param.defaultValue else { continue }
                members.append(
                    .property(
                        SwiftProperty(
                            doc: documentation(
                                documentation(
                                    "The default of the `\(param.name.value)` param of `\(screen.name.value)`."
                                ),
                                generatedFrom: value.location
                            ),
                            access: access,
                            isStatic: true,
                            name: name,
                            type: param.type.value.swiftType(replacing: hiddenTypeReplacements),
                            value: .computed([.return(valueExpression(value.value, of: param))])
                        )
                    )
                )
            }
        }
        guard !members.isEmpty else { return nil }
        return .extension(
            SwiftExtension(
                extendedType: .named(names.route),
                members: [
                    .enumeration(
                        SwiftEnum(
                            doc: documentation(
                                "The defaults of the screens' params: the default arguments of the route's cases "
                                    + "and of the navigators' moves.",
                                "They live apart from the cases so that editing a default in the spec changes no "
                                    + "declaration that other files see: a build recompiles only the file that holds "
                                    + "this enum."
                            ),
                            access: access,
                            name: defaultsTypeName,
                            cases: [],
                            members: members
                        )
                    )
                ]
            )
        )
    }

    /// The default argument of the param `name` of the screen at `place`, as
    /// ``paramDefault(ofScreenAt:paramAt:inRoute:)`` writes it.
    func paramDefault(ofScreenAt place: Int, named name: String, inRoute: Bool) -> SwiftExpression? {
        spec.screens[place].params.firstIndex { $0.name.value == name }.flatMap {
            paramDefault(ofScreenAt: place, paramAt: $0, inRoute: inRoute)
        }
    }

    /// The default argument of the param at `index` of the screen at `place`: the member of the route's
    /// `Defaults` enum that holds it, written `Defaults.<name>` inside the route (`inRoute`) and
    /// `<Name>Route.Defaults.<name>` elsewhere; `nil` for a param without a default.
    func paramDefault(ofScreenAt place: Int, paramAt index: Int, inRoute: Bool) -> SwiftExpression? {
        guard let name = paramDefaultNames[place][index] else { return nil }
        let namespace: SwiftExpression = .identifier(defaultsTypeName)
        return .member(inRoute ? namespace : .member(.identifier(names.route), defaultsTypeName), name)
    }
}
