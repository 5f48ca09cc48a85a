extension RouteTranslator {
    /// `extension <Name>Route`: `init(from:)` and `encode(to:)` written out with RouteKit's route
    /// containers, in the form Swift synthesizes for an enum (`{"<screen>": {"<param>": …}}`).
    ///
    /// A synthesized `Codable` of an enum with payloads costs a coding-key enum per case and is the
    /// largest part of the generated code's compile time; these two functions cost one switch each.
    func translateRouteCoding() -> SwiftDeclaration {
        // A param bound in a case of `encode(to:)` must not shadow the container.
        let container = SwiftNaming.uniqueName(
            "container",
            avoiding: Set(spec.screens.flatMap(\.params).map { SwiftNaming.identifier($0.name.value) })
        )
        return .extension(
            SwiftExtension(
                extendedType: names.route,
                members: [decodingInitializer(container: container), encodingFunction(container: container)]
            )
        )
    }

    /// `init(from:)`: reads the screen, then its params.
    private func decodingInitializer(container: String) -> SwiftDeclaration {
        let cases = spec.screens.map { screen in
            let route = routeExpression(for: screen) { param in
                let read = param.type.value.isOptional ? "decodeIfPresent" : "decode"
                return .call(
                    .member(.identifier(container), read),
                    [SwiftArgument(value: .literal(.string(param.name.value)))]
                )
            }
            return SwiftSwitchCase(
                patterns: [.enumCase(name: SwiftNaming.identifier(screen.name.value), bindings: nil)],
                body: [
                    .expression(
                        .binary(.identifier("self"), "=", screen.params.isEmpty ? route : .try(route))
                    )
                ]
            )
        }
        return .function(
            SwiftFunction(
                doc: documentation("Reads a route that `encode(to:)` wrote, such as in restored navigation state."),
                access: access,
                name: "init",
                parameters: [SwiftParameter(label: "from", name: "decoder", type: "any Decoder")],
                effects: ["throws"],
                body: [
                    .variable(
                        isMutable: false,
                        name: container,
                        value: .try(
                            .call(
                                .identifier("RouteKit.RouteDecodingContainer"),
                                [
                                    SwiftArgument(label: "decoder", value: .identifier("decoder")),
                                    SwiftArgument(label: "screens", value: .identifier(names.screen + ".self")),
                                ]
                            )
                        )
                    ),
                    .switch(.member(.identifier(container), "screen"), cases),
                ]
            )
        )
    }

    /// `encode(to:)`: writes the screen, then the params of the screens that have some.
    private func encodingFunction(container: String) -> SwiftDeclaration {
        let screensWithParams = spec.screens.filter { !$0.params.isEmpty }
        let start = SwiftExpression.call(
            .identifier("RouteKit.RouteEncodingContainer"),
            [
                SwiftArgument(label: "encoder", value: .identifier("encoder")),
                SwiftArgument(label: "screen", value: .member(.identifier("self"), "screen")),
            ]
        )
        var body: [SwiftStatement]
        if screensWithParams.isEmpty {
            body = [.expression(.binary(.identifier("_"), "=", start))]
        } else {
            body = [.variable(isMutable: true, name: container, value: start)]
            let cases = screensWithParams.map { screen -> SwiftSwitchCase in
                // A param named `self`, once bound, would hide `self`: bind it under another name.
                let taken = Set(screen.params.map(\.name.value))
                let locals = screen.params.map { param in
                    param.name.value == "self"
                        ? SwiftNaming.uniqueName("self_", avoiding: taken) : SwiftNaming.identifier(param.name.value)
                }
                let writes = zip(screen.params, locals).map { param, local -> SwiftStatement in
                    let write = param.type.value.isOptional ? "encodeIfPresent" : "encode"
                    return .expression(
                        .try(
                            .call(
                                .member(.identifier(container), write),
                                [
                                    SwiftArgument(value: .identifier(local)),
                                    SwiftArgument(value: .literal(.string(param.name.value))),
                                ]
                            )
                        )
                    )
                }
                return SwiftSwitchCase(
                    patterns: [.enumCase(name: SwiftNaming.identifier(screen.name.value), bindings: locals)],
                    body: writes
                )
            }
            // Switches of at most `SwitchPartition.maximumCases` cases each, so that Swift checks them
            // quickly; a `default` where other screens remain.
            let isWhole =
                screensWithParams.count == spec.screens.count
                && screensWithParams.count <= SwitchPartition.maximumCases
            for start in stride(from: 0, to: cases.count, by: SwitchPartition.maximumCases) {
                var chunk = Array(cases[start..<min(start + SwitchPartition.maximumCases, cases.count)])
                if !isWhole { chunk.append(SwiftSwitchCase(patterns: [], body: [.expression(.identifier("break"))])) }
                body.append(.switch(.identifier("self"), chunk))
            }
        }
        return .function(
            SwiftFunction(
                doc: documentation(
                    "Writes the route as `{\"<screen>\": {\"<param>\": …}}`, the form Swift synthesizes for an enum."
                ),
                access: access,
                name: "encode",
                parameters: [SwiftParameter(label: "to", name: "encoder", type: "any Encoder")],
                effects: ["throws"],
                body: body
            )
        )
    }
}
