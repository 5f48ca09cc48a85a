extension RouteTranslator {
    /// `extension <Name>Screen { var pathPattern: String? }`: each screen's deep-link path pattern,
    /// which `visit(_:)` shows its visitor; `nil` for a screen without a `path`.
    func translatePathPatterns() -> SwiftDeclaration {
        screenSwitchGetter(
            named: screenMemberNames.pathPattern,
            doc: "The screen's deep-link path pattern, such as `/authors/{author}`; `nil` without a `path`.",
            type: .optional(refType("String")),
            value: { $0.path.map { .literal(.string($0.value.text)) } ?? .literal(.nil) }
        )
    }

    /// `extension <Name>Screen { var titleTemplate: String }`: each screen's title as a template for
    /// `RouteTitleWriter`, which `visit(_:)` shows its visitor.
    ///
    /// It is apart from `visit(_:)`, in a file that a title edit alone changes (``GeneratedFileGroup/values``).
    func translateTitleTemplates() -> SwiftDeclaration {
        screenSwitchGetter(
            named: screenMemberNames.titleTemplate,
            doc: "The screen's title as the spec writes it: `{param}` for a param's value, `{{` and `}}` "
                + "for braces.",
            type: refType("String"),
            value: { .literal(.string(titleTemplate(for: $0))) }
        )
    }

    /// `extension <Name>Screen` with an internal getter `name` that switches over the screens, one
    /// `value` each; screens of equal values share a case.
    ///
    /// Internal whatever the access level: only `visit(_:)` reads it, from another file.
    private func screenSwitchGetter(
        named name: String,
        doc: String,
        type: SwiftType,
        value: (Screen) -> SwiftExpression
    ) -> SwiftDeclaration {
        var places: [String: [Int]] = [:]
        var order: [SwiftExpression] = []
        for (place, screen) in spec.screens.enumerated() {
            let expression = value(screen)
            if places[expression.text] == nil { order.append(expression) }
            places[expression.text, default: []].append(place)
        }
        let cases = order.map { expression in
            SwiftSwitchCase(
                patterns: (places[expression.text] ?? []).map { .enumCase(name: caseNames[$0], bindings: nil) },
                body: [.return(expression)]
            )
        }
        return .extension(
            SwiftExtension(
                extendedType: .named(names.screen),
                members: [
                    .property(
                        SwiftProperty(
                            doc: documentation(doc),
                            name: name,
                            type: type,
                            value: .computed([.switch(.identifier("self"), cases)])
                        )
                    )
                ]
            )
        )
    }

    /// The screen's title as a template for `RouteTitleWriter`: the spec's title (or the screen's
    /// name in words), `{param}` for a param, `{{` and `}}` for braces.
    private func titleTemplate(for screen: Screen) -> String {
        // Scalar by scalar: a brace followed by a combining mark is one `Character`. Most texts have
        // no brace: they are their own escape.
        let escape = { (text: String) in
            let hasBrace = text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
            guard hasBrace else { return text }
            var escaped = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                escaped.append(scalar)
                if scalar == "{" || scalar == "}" { escaped.append(scalar) }
            }
            return String(escaped)
        }
        guard let template = screen.title?.value else { return escape(Self.defaultTitle(for: screen.name.value)) }
        return template.segments.map { segment in
            switch segment {
            case .text(let text): escape(text)
            case .param(let name): "{\(name)}"
            }
        }
        .joined()
    }
}
