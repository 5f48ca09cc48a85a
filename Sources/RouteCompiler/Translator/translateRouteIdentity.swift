extension RouteTranslator {
    /// `extension <Name>Route`: `==` and `hash(into:)` through `visit(_:)` and RouteKit's
    /// `RouteIdentity` and `RouteHasher`.
    ///
    /// Swift would synthesize both with a case per screen each, machine code that grows with the
    /// spec; visiting compares and hashes the same screen and params with no code per screen.
    func translateRouteIdentity() -> SwiftDeclaration {
        let route = names.route
        let routeType = SwiftType.named(route)
        let identity = ref("RouteIdentity")
        func identityOf(_ name: String, into local: String) -> [SwiftStatement] {
            [
                .variable(
                    isMutable: true,
                    name: local,
                    value: .call(.identifier(identity), [SwiftArgument(value: .member(.identifier(name), "screen"))])
                ),
                .expression(
                    .call(.member(.identifier(name), "visit"), [SwiftArgument(value: .identifier("&" + local))])
                ),
            ]
        }
        let equals = SwiftFunction(
            doc: documentation("Whether two routes show the same screen with equal params."),
            access: access,
            isStatic: true,
            name: "==",
            parameters: [
                SwiftParameter(label: nil, name: "lhs", type: routeType),
                SwiftParameter(label: nil, name: "rhs", type: routeType),
            ],
            returnType: refType("Bool"),
            body: [
                // Routes of two screens differ without visiting their params.
                .if(
                    condition: .binary(
                        .member(.identifier("lhs"), "screen"),
                        "!=",
                        .member(.identifier("rhs"), "screen")
                    ),
                    then: [.return(.literal(.bool(false)))],
                    else: nil
                )
            ] + identityOf("lhs", into: "left") + identityOf("rhs", into: "right") + [
                .return(.binary(.identifier("left"), "==", .identifier("right")))
            ]
        )
        let hash = SwiftFunction(
            doc: documentation("Hashes the route's screen and params, which `==` compares."),
            access: access,
            name: "hash",
            parameters: [SwiftParameter(label: "into", name: "hasher", isInout: true, type: refType("Hasher"))],
            body: visiting(
                "visitor",
                with: .call(
                    .identifier(ref("RouteHasher")),
                    [
                        SwiftArgument(value: .identifier("hasher")),
                        SwiftArgument(label: "screen", value: .identifier("screen")),
                    ]
                ),
                then: .expression(.binary(.identifier("hasher"), "=", .member(.identifier("visitor"), "hasher")))
            )
        )
        return .extension(SwiftExtension(extendedType: routeType, members: [.function(equals), .function(hash)]))
    }
}
