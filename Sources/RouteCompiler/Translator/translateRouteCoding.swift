extension RouteTranslator {
    /// `extension <Name>Route`: `init(from:)` and `encode(to:)` written out with RouteKit's route
    /// containers, in the form Swift synthesizes for an enum (`{"<screen>": {"<param>": …}}`).
    ///
    /// A synthesized `Codable` of an enum with payloads costs a coding-key enum per case and is the
    /// largest part of the generated code's compile time. `init(from:)` costs one switch (above
    /// `SwitchPartition.maximumCases` screens split into private parts, since the compiler's time on
    /// one function grows faster than its size); `encode(to:)` writes what `visit(_:)` shows it.
    func translateRouteCoding() -> SwiftDeclaration {
        // A param bound in a case of `encode(to:)` must not shadow the container.
        let container = SwiftNaming.uniqueName(
            "container",
            avoiding: Set(spec.screens.flatMap(\.params).map { SwiftNaming.identifier($0.name.value) })
        )
        return .extension(
            SwiftExtension(
                extendedType: names.route,
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

    /// `init(from:)`: reads the screen, then its params; with its parts for large specs.
    private func decodingMembers(container: String) -> [SwiftDeclaration] {
        let containerType = "RouteKit.RouteDecodingContainer<\(names.screen)>"
        let isSplit = spec.screens.count > SwitchPartition.maximumCases
        let cases = spec.screens.map { screen in
            let route = routeExpression(for: screen) { param in
                let read = param.type.value.isOptional ? "decodeIfPresent" : "decode"
                return .call(
                    .member(.identifier(container), read),
                    [SwiftArgument(value: .literal(.string(param.name.value)))]
                )
            }
            let value = screen.params.isEmpty ? route : .try(route)
            return SwiftSwitchCase(
                patterns: [.enumCase(name: SwiftNaming.identifier(screen.name.value), bindings: nil)],
                body: [isSplit ? .return(value) : .expression(.binary(.identifier("self"), "=", value))]
            )
        }
        var body: [SwiftStatement] = [
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
            )
        ]
        var parts: [SwiftDeclaration] = []
        if isSplit {
            for (index, chunk) in chunks(cases).enumerated() {
                let name = "decodedPart\(index)"
                parts.append(
                    .function(
                        SwiftFunction(
                            doc: ["/// `init(from:)` for the screens of part \(index), or `nil`."],
                            access: .private,
                            isStatic: true,
                            name: name,
                            parameters: [SwiftParameter(label: "_", name: container, type: containerType)],
                            effects: ["throws"],
                            returnType: "\(names.route)?",
                            body: [
                                .switch(
                                    .member(.identifier(container), "screen"),
                                    chunk + [SwiftSwitchCase(patterns: [], body: [.return(.literal(.nil))])]
                                )
                            ]
                        )
                    )
                )
                body.append(
                    .ifLet(
                        name: "route",
                        value: .try(
                            .call(.identifier("Self." + name), [SwiftArgument(value: .identifier(container))])
                        ),
                        then: [.expression(.binary(.identifier("self"), "=", .identifier("route"))), .return(nil)]
                    )
                )
            }
            body.append(
                .expression(
                    .call(
                        .identifier("preconditionFailure"),
                        [SwiftArgument(value: .literal(.string("every screen is in one part")))]
                    )
                )
            )
        } else {
            body.append(.switch(.member(.identifier(container), "screen"), cases))
        }
        let initializer = SwiftDeclaration.function(
            SwiftFunction(
                doc: documentation("Reads a route that `encode(to:)` wrote, such as in restored navigation state."),
                access: access,
                name: "init",
                parameters: [SwiftParameter(label: "from", name: "decoder", type: "any \(ref("Decoder"))")],
                effects: ["throws"],
                body: body
            )
        )
        return [initializer] + parts
    }

    /// `encode(to:)`: writes the screen, then the params that `visit(_:)` shows the container.
    private func encodingMembers(container: String) -> [SwiftDeclaration] {
        let start = SwiftExpression.call(
            .identifier("RouteKit.RouteEncodingContainer"),
            [
                SwiftArgument(label: "encoder", value: .identifier("encoder")),
                SwiftArgument(label: "screen", value: .member(.identifier("self"), "screen")),
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
                parameters: [SwiftParameter(label: "to", name: "encoder", type: "any \(ref("Encoder"))")],
                effects: ["throws"],
                body: body
            )
        )
        return [function]
    }
}
