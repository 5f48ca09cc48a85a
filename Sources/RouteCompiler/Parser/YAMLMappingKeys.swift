/// The keys of one mapping seen so far, by text, to find duplicates.
///
/// Most mappings in a spec have a handful of keys, so the keys are searched
/// linearly (no hashing, one small array); a mapping with many keys switches
/// to a dictionary so that checking stays linear in the mapping's size overall.
struct YAMLMappingKeys: Sendable {
    /// The most keys searched linearly.
    private static let linearSearchLimit = 16

    /// Each key's text and where it is written, while the mapping is small.
    private var few: [(text: String, location: SourceLocation)] = []
    /// Each key's text and where it is written, once the mapping is large.
    private var many: [String: SourceLocation] = [:]

    /// Where the key with `text` is first written, if the mapping has one.
    func location(of text: String) -> SourceLocation? {
        if many.isEmpty {
            return few.first { $0.text == text }?.location
        }
        return many[text]
    }

    /// Records a new key, whose text is not yet in the mapping.
    mutating func insert(_ text: String, at location: SourceLocation) {
        if !many.isEmpty {
            many[text] = location
        } else if few.count < Self.linearSearchLimit {
            few.append((text, location))
        } else {
            many = Dictionary(uniqueKeysWithValues: few)
            many[text] = location
            few = []
        }
    }
}
