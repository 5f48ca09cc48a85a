/// "Did you mean" suggestions: the closest known name to a misspelled one.
package enum EditDistance {
    /// The edit distance between two strings, compared case-insensitively by
    /// character: insertions, deletions, substitutions and transpositions of
    /// adjacent characters (`form` → `from`) each count 1.
    package static func distance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs.lowercased())
        let rhs = Array(rhs.lowercased())
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }

    /// The candidate closest to `name`, if one is close enough to be a likely typo:
    /// at most a third of the name's length away (and at least 1, at most 3 edits).
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = min(3, max(1, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            // Lengths that differ by more than the limit cannot be within it.
            guard abs(candidate.count - name.count) <= limit else { continue }
            let distance = distance(name, candidate)
            if distance <= limit, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.name
    }
}
