/// The anchors (`&name`) seen so far in a document, and the nodes they name.
///
/// A later anchor with the same name replaces an earlier one, as YAML
/// specifies. An anchor is "open" from the start of its collection until its
/// end, so that an alias inside it is recognized as recursive.
struct YAMLAnchorTable: Sendable {
    /// An anchored node, ready to be copied by aliases.
    struct Anchored: Hashable, Sendable {
        /// The node.
        var node: YAMLNode
        /// The node's size in nodes, counting aliases inside it at full size.
        var size: Int
        /// How many levels of collections the node nests, 0 for a scalar.
        var height: Int
    }

    /// What an alias finds.
    enum Lookup: Hashable, Sendable {
        /// The anchored node.
        case found(Anchored)
        /// The anchor names a collection that is still open: the alias is inside it.
        case recursive
        /// No anchor has the name; `suggestion` is a defined anchor with a similar name.
        case unknown(suggestion: String?)
    }

    /// The state of one anchor name.
    private enum Entry: Hashable, Sendable {
        case open
        case closed(Anchored)
    }

    /// Every anchor name seen so far.
    private var entries: [String: Entry] = [:]

    /// Records that the collection anchored as `name` has started.
    mutating func open(_ name: String) {
        entries[name] = .open
    }

    /// Records the complete node anchored as `name`.
    mutating func define(_ name: String, as anchored: Anchored) {
        entries[name] = .closed(anchored)
    }

    /// What an alias to `name` refers to.
    func lookup(_ name: String) -> Lookup {
        switch entries[name] {
        case .closed(let anchored): .found(anchored)
        case .open: .recursive
        case nil: .unknown(suggestion: closestName(to: name))
        }
    }

    /// The defined anchor name closest to `name`, if it is close enough to be a likely typo.
    private func closestName(to name: String) -> String? {
        let target = Array(name.unicodeScalars)
        let threshold = max(1, target.count / 3)
        let candidates = entries.keys.map { candidate in
            (name: candidate, distance: editDistance(target, Array(candidate.unicodeScalars)))
        }
        return candidates.filter { $0.distance <= threshold }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?
            .name
    }

    /// The Levenshtein distance between two names.
    private func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var previous = Array(0...rhs.count)
        var current = previous
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
