@testable import RouteCompiler

/// Loads `text` as a spec, returning the tree and every diagnostic reported.
func loadYAML(_ text: String, limits: YAMLLimits = .default) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
    loadYAML(bytes: Array(text.utf8), limits: limits)
}

/// Loads raw bytes as a spec, returning the tree and every diagnostic reported.
func loadYAML(bytes: [UInt8], limits: YAMLLimits = .default) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
    var collector = DiagnosticCollector()
    let node = YAMLLoader.loadDocument(bytes, limits: limits, diagnostics: &collector)
    return (node, collector.diagnostics)
}

/// Loads `text` as a spec whose only mapping entry is `value: <text>`, and returns that value.
func loadValue(_ text: String) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
    let (root, diagnostics) = loadYAML("value: \(text)\n")
    return (root?[testKey: "value"], diagnostics)
}

/// Shorthand for a location in expectations.
func at(_ line: Int, _ column: Int) -> RouteCompiler.SourceLocation {
    RouteCompiler.SourceLocation(line: line, column: column)
}

extension YAMLNode {
    /// In tests: the value of this mapping's entry whose key text is `key`.
    subscript(testKey key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// In tests: the item at `index` of this sequence.
    subscript(testItem index: Int) -> YAMLNode? {
        guard let items = sequence, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// In tests: the resolved value of this scalar.
    var testValue: YAMLValue? { scalar?.value }
}
