/// A sequence or mapping being built while its events stream in.
///
/// A mapping frame pairs each key with the value after it, rejects keys that
/// are not scalars, and rejects a key whose text equals an earlier key's
/// (keeping the first entry), so that every duplicate in a file is reported.
struct YAMLCollectionFrame: Sendable {
    /// Whether the frame builds a sequence or a mapping.
    enum Kind: Hashable, Sendable {
        /// A sequence.
        case sequence
        /// A mapping.
        case mapping
    }

    /// Whether the frame builds a sequence or a mapping.
    let kind: Kind
    /// Where the collection starts.
    let location: SourceLocation
    /// The collection's anchor, defined when the collection ends.
    let anchor: String?
    /// The collection's size in nodes so far: itself and all its descendants,
    /// counting aliases at the full size of the node they copy.
    private(set) var size = 1
    /// How many levels of collections the collection nests so far, itself included.
    private(set) var height = 1

    /// A sequence's items so far.
    private var items: [YAMLNode] = []
    /// A mapping's accepted entries so far.
    private var entries: [YAMLMappingEntry] = []
    /// The accepted key whose value is a mapping's next node; taken, not copied, when the value comes.
    private var pendingKey: YAMLNode?
    /// Whether a mapping's next node is the value of a rejected key, and is dropped.
    private var dropsNextValue = false
    /// A mapping's accepted keys, to find duplicates.
    private var keys = YAMLMappingKeys()

    /// Creates an empty frame.
    init(kind: Kind, location: SourceLocation, anchor: String?) {
        self.kind = kind
        self.location = location
        self.anchor = anchor
    }

    /// Adds the next item, key or value, of `size` nodes and `height` levels.
    ///
    /// `source` is where the node is written: the node's own location, or
    /// that of the alias that copies it, which is where problems are reported.
    mutating func add(
        _ node: consuming YAMLNode,
        writtenAt source: SourceLocation,
        size: Int,
        height: Int,
        diagnostics: inout DiagnosticCollector
    ) {
        self.size += size
        self.height = max(self.height, height + 1)
        switch kind {
        case .sequence:
            items.append(node)
        case .mapping:
            addToMapping(node, writtenAt: source, diagnostics: &diagnostics)
        }
    }

    /// The finished collection node.
    func node() -> YAMLNode {
        switch kind {
        case .sequence: YAMLNode(.sequence(items), at: location)
        case .mapping: YAMLNode(.mapping(entries), at: location)
        }
    }

    /// Takes the node as the next key or as the value of the pending key.
    private mutating func addToMapping(
        _ node: consuming YAMLNode,
        writtenAt source: SourceLocation,
        diagnostics: inout DiagnosticCollector
    ) {
        if let key = pendingKey.take() {
            entries.append(YAMLMappingEntry(key: key, value: node))
        } else if dropsNextValue {
            dropsNextValue = false
        } else if accept(key: node, writtenAt: source, diagnostics: &diagnostics) {
            pendingKey = node
        } else {
            dropsNextValue = true
        }
    }

    /// Whether `key` can be a key of this mapping; reports why not.
    private mutating func accept(
        key: YAMLNode,
        writtenAt source: SourceLocation,
        diagnostics: inout DiagnosticCollector
    ) -> Bool {
        guard let scalar = key.scalar else {
            diagnostics.error(
                "mapping keys must be scalars, not \(key.kindDescription); write a plain name before the ':'",
                at: source
            )
            return false
        }
        if let first = keys.insert(key, text: scalar.text, writtenAt: source, after: entries) {
            diagnostics.error(
                "duplicate key '\(scalar.text)'; remove or rename one of the two entries",
                at: source,
                note: Diagnostic.Note("'\(scalar.text)' is first defined here", at: first)
            )
            return false
        }
        return true
    }
}
