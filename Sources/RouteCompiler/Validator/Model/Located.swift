/// A value of the spec together with the place it was written.
struct Located<Value> {
    /// The value.
    var value: Value
    /// Where the value was written in the spec.
    var location: SourceLocation

    /// Creates a located value.
    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
