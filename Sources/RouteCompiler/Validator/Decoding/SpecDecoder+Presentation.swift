/// Decoding of the presentation keys: a `present` step's `detents`, a screen's `tabBar`, the root's `reselect`.
extension SpecDecoder {
    /// Reads `detents: [medium, large]`, reporting an empty list and a detent listed twice.
    static func decodeDetents(
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> Located<[Located<Detent>]>? {
        guard let items = node.sequence else {
            diagnostics.error(
                "'detents' must be a list of 'medium' and 'large', as in 'detents: [medium, large]'; "
                    + "found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
        if items.isEmpty {
            diagnostics.error(
                "'detents' is empty; list 'medium', 'large' or both, or remove it for a full-height sheet",
                at: node.location
            )
        }
        var detents: [Located<Detent>] = []
        for item in items {
            guard let detent = item.word("a detent", as: Detent.self, diagnostics: &diagnostics) else { continue }
            if let first = detents.first(where: { $0.value == detent.value }) {
                diagnostics.error(
                    "detent '\(detent.value.rawValue)' is listed twice; remove one",
                    at: detent.location,
                    note: Diagnostic.Note("'\(detent.value.rawValue)' is first listed here", at: first.location)
                )
                continue
            }
            detents.append(detent)
        }
        return Located(detents, at: node.location)
    }
}
