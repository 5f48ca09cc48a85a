/// Decoding of `screens` and `transitions`.
extension SpecDecoder {
    /// Decodes the screens and the transitions, reporting the screens' diagnostics in document order,
    /// then the transitions'.
    static func decodeScreensAndTransitions(
        screens screensNode: YAMLNode?,
        transitions transitionsNode: YAMLNode?,
        diagnostics: inout DiagnosticCollector
    ) -> (screens: [Screen], transitions: [Transition]) {
        let entries = screensNode.map { screenEntries(of: $0, diagnostics: &diagnostics) } ?? []
        let screens = entries.map { decodeScreen(named: $0.name, $0.value, diagnostics: &diagnostics) }
        let transitions = transitionsNode.map { decodeTransitions($0, diagnostics: &diagnostics) } ?? []
        return (screens, transitions)
    }
}
