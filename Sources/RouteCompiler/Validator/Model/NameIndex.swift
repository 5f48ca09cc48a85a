/// Values found by name, each name kept with the first value given for it: a linear search finds the
/// first few names, and only the names after them are hashed.
///
/// A transition's sources and a move's arguments are a few names each, for which comparing names is
/// cheaper than hashing them into a dictionary of their own; a long list still costs one lookup a name.
package struct NameIndex<Value> {
    /// How many names are searched linearly before the rest are hashed.
    private static var linearSearchLimit: Int { 16 }

    /// The first names and their values, in the order they were added.
    private var first: [(name: String, value: Value)] = []
    /// The names after the first ``linearSearchLimit``.
    private var rest: [String: Value] = [:]

    /// The value of `name`, or `nil` if it has none.
    package subscript(name: String) -> Value? {
        if let entry = first.first(where: { $0.name == name }) { return entry.value }
        return rest.isEmpty ? nil : rest[name]
    }

    /// Gives `name` the value `value`; `name` must not have one yet.
    package mutating func add(_ value: Value, for name: String) {
        if first.count < Self.linearSearchLimit {
            first.append((name, value))
        } else {
            rest[name] = value
        }
    }
}
