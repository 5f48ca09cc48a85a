extension RouteTranslator {
    /// `enum <Name>Screen`: the screens without their parameters.
    func translateScreenEnum() -> SwiftDeclaration {
        .enumeration(
            SwiftEnum(
                doc: documentation("A screen of \(names.prefix) without its parameters."),
                access: access,
                name: names.screen,
                inheritance: [refType("String"), refType("CaseIterable"), refType("Codable"), refType("Sendable")],
                cases: spec.screens.indices.map { place in
                    SwiftEnumCase(
                        doc: documentation([], generatedFrom: spec.screens[place].name.location),
                        name: caseNames[place]
                    )
                },
                members: [.function(screenNamedInitializer)]
            )
        )
    }

    /// `init?(rawValue:)` through RouteKit's loop over the cases, instead of the synthesized
    /// initializer that compiles a string comparison per screen.
    private var screenNamedInitializer: SwiftFunction {
        SwiftFunction(
            doc: documentation("The screen named `rawValue`, or `nil` when the spec has no such screen."),
            access: access,
            name: "init?",
            parameters: [SwiftParameter(label: nil, name: "rawValue", type: refType("String"))],
            body: [
                .expression(
                    .call(
                        .member(.identifier("self"), "init"),
                        [SwiftArgument(label: "caseWithRawValue", value: .identifier("rawValue"))]
                    )
                )
            ]
        )
    }
}
