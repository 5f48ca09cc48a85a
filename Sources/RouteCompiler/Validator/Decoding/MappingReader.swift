/// Reads the keys of one mapping of the spec: reports a value that is not a
/// mapping, keys that the contract does not define ("did you mean"), and
/// missing required keys.
struct MappingReader {
    /// The mapping node.
    let node: YAMLNode
    /// What the mapping is, for messages: "the spec", "screen 'books'" …
    let context: MappingContext
    /// The entries whose keys are allowed, in document order: a mapping of the spec has a few keys,
    /// which a linear search finds faster than hashing them into a dictionary.
    private let accepted: [(key: String, entry: YAMLMappingEntry)]
    /// Allowed keys that an unknown key was reported as a likely misspelling of.
    private let misspelledKeys: Set<String>

    /// Reads `node` as a mapping whose keys must be among `allowedKeys`;
    /// returns `nil` (after reporting) when the node is not a mapping.
    init?(
        _ node: YAMLNode,
        context: MappingContext,
        allowedKeys: [String],
        diagnostics: inout DiagnosticCollector
    ) {
        guard let entries = node.mapping else {
            diagnostics.error(
                "\(context) must be a mapping with the keys \(Self.list(allowedKeys)); found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
        self.node = node
        self.context = context
        var accepted: [(key: String, entry: YAMLMappingEntry)] = []
        accepted.reserveCapacity(entries.count)
        var misspelledKeys: Set<String> = []
        for entry in entries {
            guard let key = entry.key.scalar?.text else { continue }
            guard allowedKeys.contains(key) else {
                let suggestion = EditDistance.closest(to: key, in: allowedKeys)
                if let suggestion { misspelledKeys.insert(suggestion) }
                diagnostics.error(
                    "unknown key '\(key)' in \(context)",
                    at: entry.key.location,
                    note: suggestion == nil
                        ? Diagnostic.Note("the keys of \(context) are \(Self.list(allowedKeys))") : nil,
                    fixIt: suggestion.map(Diagnostic.FixIt.didYouMean)
                )
                continue
            }
            accepted.append((key, entry))
        }
        self.accepted = accepted
        self.misspelledKeys = misspelledKeys
    }

    /// The entry of an allowed key, if the mapping has it.
    private func entry(_ key: String) -> YAMLMappingEntry? {
        accepted.first { $0.key == key }?.entry
    }

    /// The value of an optional key.
    subscript(_ key: String) -> YAMLNode? { entry(key)?.value }

    /// The key node of a present key, for diagnostics that point at the key.
    func keyNode(_ key: String) -> YAMLNode? { entry(key)?.key }

    /// Whether the mapping has this key.
    func contains(_ key: String) -> Bool { accepted.contains { $0.key == key } }

    /// The value of a required key; reports it missing at the mapping when absent
    /// (unless a misspelling of it was already reported).
    func required(_ key: String, hint: String, diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        if let value = entry(key)?.value { return value }
        if misspelledKeys.contains(key) { return nil }
        diagnostics.error(
            "\(context) is missing the required key '\(key)'",
            at: node.location,
            note: Diagnostic.Note(hint)
        )
        return nil
    }

    /// Words as a readable list: `'a', 'b' and 'c'` (or `… or 'c'`).
    static func list(_ words: [String], conjunction: String = "and") -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }
}
