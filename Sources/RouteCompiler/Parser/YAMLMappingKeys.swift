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

    /// Where the key with `text` is first written, if the mapping has one.
    ///
    /// `entries` are the mapping's entries so far: one for each key inserted, in order.
    func location(of text: String, in entries: [YAMLMappingEntry]) -> SourceLocation? {
        guard many.isEmpty else { return many[text] }
        guard let index = entries.firstIndex(where: { $0.key.scalar?.text == text }) else { return nil }
        return aliasedKeySources[index] ?? entries[index].key.location
    }

    /// Records `key`, written at `source`, whose text is not yet in the mapping, as the key of the
    /// entry after `entries`.
    mutating func insert(
        _ key: YAMLNode,
        text: String,
        writtenAt source: SourceLocation,
        after entries: [YAMLMappingEntry]
    ) {
        if !many.isEmpty {
            many[text] = source
        } else if entries.count < Self.linearSearchLimit {
            if source != key.location { aliasedKeySources[entries.count] = source }
        } else {
            for (index, entry) in entries.enumerated() {
                guard let text = entry.key.scalar?.text else { continue }
                many[text] = aliasedKeySources[index] ?? entry.key.location
            }
            many[text] = source
            aliasedKeySources = [:]
        }
    }
}
