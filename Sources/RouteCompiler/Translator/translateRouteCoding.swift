extension RouteTranslator {
    /// `extension <Name>Route`: `init(from:)` and `encode(to:)` written out with RouteKit's route
    /// containers, in the form Swift synthesizes for an enum (`{"<screen>": {"<param>": …}}`).
    ///
    /// A synthesized `Codable` of an enum with payloads costs a coding-key enum per case and is the
    /// largest part of the generated code's compile time. `init(from:)` builds the route with
    /// `route(_:_:)`, the switch it shares with the deep-link router; `encode(to:)` writes what
    /// `visit(_:)` shows it.
    func translateRouteCoding() -> SwiftDeclaration {
        // A param bound in a case of `encode(to:)` must not shadow the container.
        let container = SwiftNaming.uniqueName(
            "container",
            avoiding: paramIdentifiers
        )
        return .extension(
            SwiftExtension(
                extendedType: .named(names.route),
                members: decodingMembers(container: container) + encodingMembers(container: container)
            )
        )
    }

    /// Chunks of at most `SwitchPartition.maximumCases` elements; one chunk when they fit.
    func chunks<Element>(_ elements: [Element]) -> [[Element]] {
        stride(from: 0, to: elements.count, by: SwitchPartition.maximumCases).map {
            Array(elements[$0..<min($0 + SwitchPartition.maximumCases, elements.count)])
        }
    }

    /// `init(from:)`: reads the screen, then builds its route with `route(_:_:)` from the decoder's
    /// params and throws the failure of a read that kept one (RouteKit's per-type reads do not throw);
    /// followed by `route(_:_:)` itself.
    private func decodingMembers(container: String) -> [SwiftDeclaration] {
        let initializer = SwiftDeclaration.function(
            SwiftFunction(
                doc: documentation("Reads a route that `encode(to:)` wrote, such as in restored navigation state."),
                access: access,
                name: "init",
                parameters: [SwiftParameter(label: "from", name: "decoder", type: .any(refType("Decoder")))],
                throwing: .anyError,
                body: [
                    .variable(
                        isMutable: false,
                        name: container,
                        value: .try(
                            .call(
                                .identifier(ref("RouteDecodingContainer")),
                                [
                                    SwiftArgument(label: "decoder", value: .identifier("decoder")),
                                    SwiftArgument(label: "screens", value: .identifier(names.screen + ".self")),
                                ]
                            )
                        )
                    ),
                    .expression(
                        .binary(
                            .identifier("self"),
                            "=",
                            .try(
                                .call(
                                    .identifier(names.route + ".route"),
                                    [
                                        SwiftArgument(value: .member(.identifier(container), "screen")),
                                        SwiftArgument(value: .identifier(container)),
                                    ]
                                )
                            )
                        )
                    ),
                    // RouteKit's per-type reads do not throw: they keep a failure for this check.
                    .expression(.try(.call(.member(.identifier(container), "throwKeptFailure"), []))),
                ]
            )
        )
        return [initializer] + routeFromValuesFunctions(isStoredByRouter: !linkedScreens.isEmpty)
    }

    /// `encode(to:)`: writes the screen, then the params that `visit(_:)` shows the container.
    private func encodingMembers(container: String) -> [SwiftDeclaration] {
        let start = SwiftExpression.call(
            .identifier(ref("RouteEncodingContainer")),
            [
                SwiftArgument(label: "encoder", value: .identifier("encoder")),
                SwiftArgument(label: "screen", value: .identifier("screen")),
            ]
        )
        let body = visiting(
            container,
            with: start,
            then: .expression(.try(.call(.member(.identifier(container), "finish"), [])))
        )
        let function = SwiftDeclaration.function(
            SwiftFunction(
                doc: documentation(
                    "Writes the route as `{\"<screen>\": {\"<param>\": …}}`, the form Swift synthesizes for an enum."
                ),
                access: access,
                name: "encode",
                parameters: [SwiftParameter(label: "to", name: "encoder", type: .any(refType("Encoder")))],
                throwing: .anyError,
                body: body
            )
        )
        return [function]
    }
}
