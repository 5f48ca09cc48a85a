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
                inheritance: ["Hashable", "Codable", "Sendable"],
                cases: spec.screens.map(routeCase)
            )
        )
    }

    private func routeCase(for screen: Screen) -> SwiftEnumCase {
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
            doc: doc,
            name: SwiftNaming.identifier(screen.name.value),
            associatedValues: screen.params.map(parameter)
        )
    }

    /// A screen's param as a labeled parameter with its default.
    func parameter(for param: Param) -> SwiftParameter {
        SwiftParameter(
            label: nil,
            name: SwiftNaming.identifier(param.name.value),
            type: param.type.value.swiftType,
            defaultValue: param.defaultValue?.value.swiftExpression
        )
    }

    /// An expression that builds a screen's route from arguments named like its params.
    func routeExpression(for screen: Screen, arguments: (Param) -> SwiftExpression?) -> SwiftExpression {
        let name = SwiftNaming.identifier(screen.name.value)
        guard !screen.params.isEmpty else { return .member(nil, name) }
        let passed = screen.params.compactMap { param in
            arguments(param).map { SwiftArgument(label: SwiftNaming.argumentLabel(param.name.value), value: $0) }
        }
        return .call(.member(nil, name), passed)
    }
}
