extension RouteTranslator {
    /// `enum <Name>Screen`: the screens without their parameters.
    func translateScreenEnum() -> SwiftDeclaration {
        .enumeration(
            SwiftEnum(
                doc: documentation("A screen of \(names.prefix) without its parameters."),
                access: access,
                name: names.screen,
                inheritance: [ref("String"), ref("CaseIterable"), ref("Codable"), ref("Sendable")],
                cases: spec.screens.map { SwiftEnumCase(name: SwiftNaming.identifier($0.name.value)) }
            )
        )
    }
}
