extension RouteTranslator {
    /// `enum <Name>Route`: one case per screen, with the screen's params as labeled associated values.
    func translateRouteEnum() -> SwiftDeclaration {
        .enumeration(
            SwiftEnum(
                doc: documentation(
                    "A screen of \(names.prefix) together with its parameters: a destination of the app."
                ),
                access: access,
                name: names.route,
                inheritance: [refType("Hashable"), refType("Codable"), refType("Sendable")],
                cases: spec.screens.indices.map(routeCase)
            )
        )
    }

    /// The case of the screen at `place`: its params as labeled associated values, documented where they have a `doc`.
    private func routeCase(forScreenAt place: Int) -> SwiftEnumCase {
        let screen = spec.screens[place]
        var doc = documentation(screen.doc)
        let documentedParams = screen.params.filter { $0.doc != nil }
        if !documentedParams.isEmpty {
            if !doc.isEmpty { doc.append("///") }
            doc.append("/// - Parameters:")
            for param in documentedParams {
                let lines = SwiftNaming.documentationLines(param.doc ?? "")
                doc.append("///   - \(param.name.value):" + lines[0].dropFirst(3))
                doc += lines.dropFirst().map { "///     " + $0.dropFirst(4) }
            }
        }
        return SwiftEnumCase(
            doc: documentation(doc, generatedFrom: screen.name.location),
            name: caseNames[place],
            associatedValues: screen.params.indices.map { index in
                parameter(
                    for: screen.params[index],
                    defaultValue: paramDefault(ofScreenAt: place, paramAt: index, inRoute: true),
                    replacing: hiddenTypeReplacements
                )
            }
        )
    }

    /// A param as a labeled parameter with `defaultValue`; its type's names are written as
    /// `replacements` says (see ``hiddenTypeReplacements``).
    func parameter(
        for param: Param,
        defaultValue: SwiftExpression?,
        replacing replacements: [String: SwiftType] = [:]
    ) -> SwiftParameter {
        SwiftParameter(
            label: nil,
            name: SwiftNaming.identifier(param.name.value),
            type: param.type.value.swiftType(replacing: replacements),
            defaultValue: defaultValue
        )
    }

    /// `value`, a default or a bound value of `param`, as an expression of generated code: its type's
    /// names written as everywhere else in the file (``hiddenTypeReplacements``).
    func valueExpression(_ value: DefaultValue, of param: Param) -> SwiftExpression {
        value.swiftExpression(of: param.type.value, replacing: hiddenTypeReplacements)
    }

    /// How to write, inside `<Name>Navigator`, the types that a navigator type of the same name
    /// hides there: a built-in type with its module (`Foundation.Date`), a custom type through a
    /// top-level alias (``hiddenTypeAliases``); and the same alias for a custom type that another of
    /// `hidingNames` hides: the generic parameter of `route(_:_:)` in its body, which writes values of
    /// it (`Values.none`), and the route's `Defaults` enum in the route.
    static func hiddenTypeReplacements(
        in spec: RouteSpec,
        prefix: String,
        hygiene: SwiftNaming.Hygiene,
        hidingNames: Set<String>
    ) -> [String: SwiftType] {
        var replacements: [String: SwiftType] = [:]
        for name in TypeReference.builtinNames where hygiene.reference(name) != name {
            replacements[name] = hygiene.type(name)
        }
        // Most specs have no custom type to hide: their navigators are not gathered.
        let customNames = customTypeNames(in: spec)
        guard !customNames.isEmpty else { return replacements }
        for name in customNames {
            let first = String(name.prefix { $0 != "." })
            guard hidingNames.contains(first) else { continue }
            replacements[name] = .named(hiddenTypeAlias(for: name, prefix: prefix))
        }
        return replacements
    }

    /// `typealias _<Name><Type> = <Type>` for each custom type that a navigator type or a generic parameter hides.
    var hiddenTypeAliases: [SwiftDeclaration] {
        let replacements = hiddenTypeReplacements
        return Self.customTypeNames(in: spec).filter { replacements[$0] != nil }.map { name in
            .typeAlias(
                SwiftTypeAlias(
                    doc: documentation(
                        "`\(name)`, for the generated code, where a navigator "
                            + "or generic parameter of the same name hides it."
                    ),
                    access: access,
                    name: Self.hiddenTypeAlias(for: name, prefix: names.prefix),
                    type: SwiftNaming.specType(name)
                )
            )
        }
    }

    private static func hiddenTypeAlias(for name: String, prefix: String) -> String {
        "_" + prefix + name.split(separator: ".").joined(separator: "_")
    }

    /// The custom types of params and results, sorted.
    ///
    /// Gathered into one set as they are found, without arrays of each screen's types and names.
    private static func customTypeNames(in spec: RouteSpec) -> [String] {
        var names = Set<String>()
        for screen in spec.screens {
            for param in screen.params { names.formUnion(param.type.value.customTypeNames) }
            if let result = screen.result { names.formUnion(result.value.customTypeNames) }
        }
        return names.sorted()
    }

    /// An expression that builds the route of the screen named `name` from arguments named like its
    /// params; a name that is not a screen's (never in a validated spec) is written as a bare case.
    func routeExpression(forScreenNamed name: String, arguments: (Param) -> SwiftExpression?) -> SwiftExpression {
        guard let place = spec.screenNumbers[name] else { return .member(nil, SwiftNaming.identifier(name)) }
        return routeExpression(forScreenAt: place, arguments: arguments)
    }

    /// An expression that builds the route of the screen at `place` from arguments named like its params.
    func routeExpression(forScreenAt place: Int, arguments: (Param) -> SwiftExpression?) -> SwiftExpression {
        let screen = spec.screens[place]
        let caseName = caseNames[place]
        guard !screen.params.isEmpty else { return .member(nil, caseName) }
        // Made with room for every param: `compactMap` grows its array as it appends.
        var passed: [SwiftArgument] = []
        passed.reserveCapacity(screen.params.count)
        for param in screen.params {
            guard let value = arguments(param) else { continue }
            passed.append(SwiftArgument(label: SwiftNaming.argumentLabel(param.name.value), value: value))
        }
        return .call(.member(nil, caseName), passed)
    }
}
