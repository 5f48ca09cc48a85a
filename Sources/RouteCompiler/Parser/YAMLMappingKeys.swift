/// The keys of one mapping seen so far, by text, to find duplicates.
///
/// Most mappings in a spec have a handful of keys, so a key is searched for linearly among the
/// mapping's entries (no hashing, and no copy of the keys to allocate); a mapping with many keys
/// switches to a dictionary so that checking stays linear in the mapping's size overall.
struct YAMLMappingKeys: Sendable {
    /// The most keys searched linearly.
    private static let linearSearchLimit = 16

    /// Where each key that an alias writes is written, by the index of its entry, while the mapping
    /// is small: the key's node keeps the location of the node the alias copies.
    private var aliasedKeySources: [Int: SourceLocation] = [:]
    /// Each key's text and where it is written, once the mapping is large.
    private var many: [String: SourceLocation] = [:]

    /// Records `key`, written at `source`, as the key of the entry after `entries` (the mapping's
    /// entries so far, one for each key recorded, in order); or, when the mapping already has a key
    /// with its text, records nothing and returns where that key is written.
    mutating func insert(
        _ key: YAMLNode,
        text: String,
        writtenAt source: SourceLocation,
        after entries: [YAMLMappingEntry]
    ) -> SourceLocation? {
        if !many.isEmpty {
            // One lookup for a new key; a repeated key gets its first location back.
            guard let first = many.updateValue(source, forKey: text) else { return nil }
            many[text] = first
            return first
        }
        if let index = entries.firstIndex(where: { $0.key.scalar?.text == text }) {
            return aliasedKeySources[index] ?? entries[index].key.location
        }
        if entries.count < Self.linearSearchLimit {
            if source != key.location { aliasedKeySources[entries.count] = source }
        } else {
            for (index, entry) in entries.enumerated() {
                guard let text = entry.key.scalar?.text else { continue }
                many[text] = aliasedKeySources[index] ?? entry.key.location
            }
            many[text] = source
            aliasedKeySources = [:]
        }
        return nil
    }
}
