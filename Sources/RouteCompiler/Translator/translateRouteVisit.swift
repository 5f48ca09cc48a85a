extension RouteTranslator {
    /// `extension <Name>Route`: `visit(_:)`, which shows a `RouteVisitor` each route's screen (its
    /// deep-link path and title, read from the screen enum's getters) and then its params, in one
    /// switch over the screens that have params.
    ///
    /// `deepLinkPath`, `title` and `encode(to:)` compute their results with RouteKit's visitors, so the
    /// route enum is destructured once instead of in a switch each. Above `SwitchPartition.maximumCases`
    /// screens with params, the switch is split into private parts, as `encode(to:)`'s was.
    func translateRouteVisit() -> SwiftDeclaration {
        // A param bound in a case must not shadow the visitor.
        let visitor = SwiftNaming.uniqueName(
            "visitor",
            avoiding: paramIdentifiers
        )
        // The screen first, its path and title read from the screen enum: the title template is in
        // another file, which a title edit alone changes.
        let screen = SwiftExpression.identifier("screen")
        let screenCall = SwiftStatement.expression(
            .call(
                .member(.identifier(visitor), "visitScreen"),
                [
                    SwiftArgument(label: "path", value: .member(screen, screenMemberNames.pathPattern)),
                    SwiftArgument(label: "title", value: .member(screen, screenMemberNames.titleTemplate)),
                ]
            )
        )
        // Then the params, in a switch over the screens that have any.
        let withParams = spec.screens.indices.filter { !spec.screens[$0].params.isEmpty }
        let cases = withParams.map { visitCase(forScreenAt: $0, visitor: visitor) }
        let parameter = SwiftParameter(label: "_", name: visitor, isInout: true, type: .some(refType("RouteVisitor")))
        var members: [SwiftDeclaration] = []
        var body: [SwiftStatement] = [screenCall]
        if cases.count > SwitchPartition.maximumCases {
            for (index, chunk) in chunks(cases).enumerated() {
                let name = "visitPart\(index)"
                members.append(
                    .function(
                        SwiftFunction(
                            doc: ["/// `visit(_:)` for the screens of part \(index); nothing for the others."],
                            access: .private,
                            name: name,
                            parameters: [parameter],
                            body: [
                                .switch(
                                    .identifier("self"),
                                    chunk + [SwiftSwitchCase(patterns: [], body: [.expression(.identifier("break"))])]
                                )
                            ]
                        )
                    )
                )
                body.append(.expression(.call(.identifier(name), [SwiftArgument(value: .identifier("&" + visitor))])))
            }
        } else if !cases.isEmpty {
            // The screens without params share one case that does nothing.
            let withoutParams = spec.screens.indices.filter { spec.screens[$0].params.isEmpty }
            let rest =
                withoutParams.isEmpty
                ? []
                : [
                    SwiftSwitchCase(
                        patterns: withoutParams.map { .enumCase(name: caseNames[$0], bindings: nil) },
                        body: [.expression(.identifier("break"))]
                    )
                ]
            body.append(.switch(.identifier("self"), cases + rest))
        }
        let function = SwiftFunction(
            doc: documentation(
                "Shows `\(visitor)` this route: its screen's deep-link path "
                    + "and title, then each param in the order the spec declares them.",
                "`deepLinkPath`, `title` and `encode(to:)` compute their results from it, with RouteKit's visitors."
            ),
            access: .private,
            name: "visit",
            parameters: [parameter],
            body: body
        )
        return .extension(SwiftExtension(extendedType: .named(names.route), members: [.function(function)] + members))
    }

    /// `deepLinkPath`, `title` or `encode(to:)`'s body: `var writer = Writer(); visit(&writer)`, then `result`.
    func visiting(_ writer: String, with initializer: SwiftExpression, then result: SwiftStatement) -> [SwiftStatement]
    {
        [
            .variable(isMutable: true, name: writer, value: initializer),
            .expression(.call(.identifier("visit"), [SwiftArgument(value: .identifier("&" + writer))])),
            result,
        ]
    }

    /// The case of the screen at `place` in `visit(_:)`: each of its params.
    private func visitCase(forScreenAt place: Int, visitor: String) -> SwiftSwitchCase {
        let screen = spec.screens[place]
        let path = screen.path?.value
        // A param named `self`, once bound, would hide `self`: bind it under another name.
        let locals = screen.params.map { param in
            param.name.value == "self"
                ? SwiftNaming.uniqueName("self_", avoiding: screen.params.lazy.map(\.name.value))
                : SwiftNaming.identifier(param.name.value)
        }
        // The arrays are made with room for all their elements: appending to an array literal grows it.
        var body: [SwiftStatement] = []
        body.reserveCapacity(screen.params.count)
        for (index, (param, local)) in zip(screen.params, locals).enumerated() {
            let defaultValue = paramDefault(ofScreenAt: place, paramAt: index, inRoute: true)
            var arguments: [SwiftArgument] = []
            arguments.reserveCapacity(3)
            arguments.append(SwiftArgument(value: .identifier(local)))
            arguments.append(SwiftArgument(value: .literal(.string(param.name.value))))
            let type = param.type.value
            // The default is written only where it is used: most params have one, which the case of a
            // param in the path or of a screen without a link does not name.
            if !type.isURLQueryWritable {
                // A URL cannot carry it: the route has a link only with its default.
                let linkable: SwiftExpression =
                    path == nil
                    ? .literal(.bool(false))
                    : isDefault(.identifier(local), param, defaultValue ?? .literal(.nil))
                arguments.append(SwiftArgument(label: "linkable", value: linkable))
            } else if let path, let defaultValue, !path.segments.contains(.param(param.name.value)) {
                // A query param equal to its default is left out of the link. A path has a few segments: a
                // linear search finds the param's among them, without a set or an array of the path's params.
                arguments.append(SwiftArgument(label: "default", value: defaultValue))
            }
            body.append(.expression(.call(.member(.identifier(visitor), type.routeVisitorMethod), arguments)))
        }
        return SwiftSwitchCase(
            patterns: [
                .enumCase(name: caseNames[place], bindings: locals.isEmpty ? nil : locals)
            ],
            body: body
        )
    }

    /// Whether a param's value is its default: `==`, except for a `NaN` default, which equals
    /// nothing (`value == .nan` is always false, and Swift warns about it).
    private func isDefault(_ value: SwiftExpression, _ param: Param, _ defaultValue: SwiftExpression) -> SwiftExpression
    {
        guard case .double(let number)? = param.defaultValue?.value, number.isNaN else {
            return .binary(value, "==", defaultValue)
        }
        return param.type.value.isOptional
            ? .binary(.member(.optionalChaining(value), "isNaN"), "==", .literal(.bool(true))) : .member(value, "isNaN")
    }
}
