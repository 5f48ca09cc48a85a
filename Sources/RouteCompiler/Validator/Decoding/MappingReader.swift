/// Reads the keys of one mapping of the spec: reports a value that is not a
/// mapping, keys that the contract does not define ("did you mean"), and
/// missing required keys.
struct MappingReader {
    /// An allowed key of the mapping and the index of its entry.
    ///
    /// A struct rather than a tuple: an array of tuples is destroyed element by element through the
    /// runtime's generic tuple code, and a reader is made and dropped for every mapping of a spec.
    private struct AcceptedKey {
        var key: String
        var index: Int
    }

    /// Where the mapping starts, where a missing key is reported.
    let location: SourceLocation
    /// What the mapping is, for messages: "the spec", "screen 'books'" …
    let context: MappingContext
    /// The mapping's entries, in document order.
    private let entries: [YAMLMappingEntry]
    /// The allowed keys and the indices of their entries, in document order: a mapping of the spec has
    /// a few keys, which a linear search finds faster than hashing them into a dictionary. Indices,
    /// not copies of the entries, keep reading a mapping free of copying its nodes.
    private let accepted: [AcceptedKey]
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
        var accepted: [AcceptedKey] = []
        accepted.reserveCapacity(entries.count)
        var misspelledKeys: Set<String> = []
        // By index, so that reading a key does not copy its entry, key and value.
        for index in entries.indices {
            guard let key = entries[index].key.scalar?.text else { continue }
            guard allowedKeys.contains(where: { Self.isKey($0, named: key) }) else {
                let suggestion = EditDistance.closest(to: key, in: allowedKeys)
                if let suggestion { misspelledKeys.insert(suggestion) }
                diagnostics.error(
                    "unknown key '\(key)' in \(context)",
                    at: entries[index].key.location,
                    note: suggestion == nil
                        ? Diagnostic.Note("the keys of \(context) are \(Self.list(allowedKeys))") : nil,
                    fixIt: suggestion.map(Diagnostic.FixIt.didYouMean)
                )
                continue
            }
            accepted.append(AcceptedKey(key: key, index: index))
        }
        self.location = node.location
        self.entries = entries
        // The context's last use, so that it moves into the reader instead of being copied for the messages above.
        self.context = context
        self.accepted = accepted
        self.misspelledKeys = misspelledKeys
    }

    /// The index of the entry of an allowed key, if the mapping has it.
    private func index(of key: String) -> Int? {
        accepted.first { Self.isKey($0.key, named: key) }?.index
    }

    /// Whether `key` is the key named `name`. Keys of other lengths, as most keys of a mapping are to
    /// each other, are told apart without comparing their text, which for unequal strings is a call into the
    /// runtime. Equal keys have equal lengths: a key of the spec is made of ASCII letters other than `K`, the
    /// only one that `==` also matches to a longer character (the Kelvin sign).
    private static func isKey(_ key: String, named name: String) -> Bool {
        key.utf8.count == name.utf8.count && key == name
    }

    /// The value of an optional key.
    subscript(_ key: String) -> YAMLNode? { index(of: key).map { entries[$0].value } }

    /// The key node of a present key, for diagnostics that point at the key.
    func keyNode(_ key: String) -> YAMLNode? { index(of: key).map { entries[$0].key } }

    /// Whether the mapping has this key.
    func contains(_ key: String) -> Bool { index(of: key) != nil }

    /// The value of a required key; reports it missing at the mapping when absent
    /// (unless a misspelling of it was already reported).
    func required(_ key: String, hint: String, diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        if let value = self[key] { return value }
        if misspelledKeys.contains(key) { return nil }
        diagnostics.error(
            "\(context) is missing the required key '\(key)'",
            at: location,
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
