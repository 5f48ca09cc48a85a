extension RouteTranslator {
    /// The generic parameter of `route(_:_:)`, whose body writes the params' default values, and so
    /// hides a custom type of the same name there (see
    /// ``hiddenTypeReplacements(in:prefix:hygiene:hidingNames:)``).
    static let valuesGenericParameter = "Values"

    /// `route(_:_:)`: the route of a screen with its params read by name from RouteKit's
    /// `RouteValues`, the one switch that both `init(from:)` and the deep-link router build routes with.
    ///
    /// `init(from:)` reads the values from a `RouteDecodingContainer` (a missing param throws) and the
    /// router from `DeepLinkValues` (a missing param is its default); above `SwitchPartition.maximumCases`
    /// screens the switch is split into private parts. `@Sendable` when the router stores it (Swift 5
    /// mode does not infer it for a function reference).
    func routeFromValuesFunctions(isStoredByRouter: Bool) -> [SwiftDeclaration] {
        let cases = spec.screens.indices.map { place in
            SwiftSwitchCase(
                patterns: [.enumCase(name: caseNames[place], bindings: nil)],
                body: [.return(routeFromValues(screenAt: place))]
            )
        }
        let values = Self.valuesGenericParameter
        let genericParameters = [SwiftGenericParameter(name: values, constraint: refType("RouteValues"))]
        let throwing = SwiftThrows.typed(.member(.named(values), "Failure"))
        let partition = SwitchPartition(
            name: "route",
            subject: .identifier("screen"),
            cases: cases,
            returnType: .named(names.route),
            parameters: [
                SwiftParameter(label: "_", name: "screen", type: .named(names.screen)),
                SwiftParameter(label: "_", name: "values", type: .named(values)),
            ],
            arguments: [SwiftArgument(value: .identifier("screen")), SwiftArgument(value: .identifier("values"))],
            isStatic: true,
            genericParameters: genericParameters,
            throwing: throwing
        )
        let function = SwiftFunction(
            doc: documentation(
                "The route of `screen` with its params read from `values`, by name.",
                "`init(from:)` reads them from a decoder, where a missing param throws; a deep link "
                    + "from the linked screen's params, where a param of another name or type is its default."
            ),
            attributes: isStoredByRouter ? [.sendable] : [],
            access: .private,
            isStatic: true,
            name: "route",
            genericParameters: genericParameters,
            parameters: [
                SwiftParameter(label: "_", name: "screen", type: .named(names.screen)),
                SwiftParameter(label: "_", name: "values", type: .named(values)),
            ],
            throwing: throwing,
            returnType: .named(names.route),
            body: partition.body
        )
        return [.function(function)] + partition.parts
    }

    /// `.books(author: values.string("author"), page: values.int("page", default: 1))`: a route built
    /// from named values. A param of a type that a URL carries as text is read with RouteKit's method
    /// for its type, which does not throw; any other with the generic `value` or `optionalValue`, and
    /// the route with `try`.
    private func routeFromValues(screenAt place: Int) -> SwiftExpression {
        let screen = spec.screens[place]
        let route = routeExpression(forScreenAt: place) { param in
            // Made with room for the default: appending to an array literal grows it.
            var arguments: [SwiftArgument] = []
            arguments.reserveCapacity(2)
            arguments.append(SwiftArgument(value: .literal(.string(param.name.value))))
            if param.defaultValue?.value != .null,
                let defaultValue = paramDefault(ofScreenAt: place, named: param.name.value, inRoute: true)
            {
                arguments.append(SwiftArgument(label: "default", value: defaultValue))
            }
            return .call(.member(.identifier("values"), param.type.value.routeValuesMethod), arguments)
        }
        return screen.params.contains { $0.type.value.routeValuesMethodThrows } ? .try(route) : route
    }
}
