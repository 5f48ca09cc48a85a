/// Decoding of a screen's `accepts` and a `popTo` step's `deliver`: results handed down the stack.
extension SpecDecoder {
    /// Reads `accepts: { coupon: String }`, a map from keys to types; the keys' names are checked in validation.
    static func decodeAccepts(
        _ node: YAMLNode,
        of screen: String,
        diagnostics: inout DiagnosticCollector
    ) -> [AcceptedValue] {
        guard node.mapping != nil else {
            diagnostics.error(
                "'accepts' of screen '\(screen)' must be a mapping from keys to types, "
                    + "as in 'accepts: { coupon: String }'; found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        return decodeNamedEntries(
            of: node,
            what: "'accepts' of screen '\(screen)'",
            example: "accepts: { coupon: String }",
            diagnostics: &diagnostics
        ) { name, value, diagnostics in
            if value.scalar?.value == .null {
                diagnostics.error(
                    "key '\(name.value)' of 'accepts' of screen '\(screen)' has no type; "
                        + "write one, as in '\(name.value): String'",
                    at: name.location
                )
                return nil
            }
            return decodeType(value, what: "the type of key '\(name.value)'", diagnostics: &diagnostics).map {
                AcceptedValue(name: name, type: $0)
            }
        }
    }

    /// Reads `deliver: coupon`, one key of the target screen's `accepts`.
    ///
    /// A list of keys is an error: a move hands down one value, whose type may be a struct holding several.
    static func decodeDeliver(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        if node.sequence != nil {
            diagnostics.error(
                "'deliver' names one key of the screen's 'accepts', as in 'deliver: coupon'; "
                    + "to hand down several values, accept one value of a type that holds them",
                at: node.location
            )
            return nil
        }
        return node.string("'deliver'", diagnostics: &diagnostics)
    }
}
