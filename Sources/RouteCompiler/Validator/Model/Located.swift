/// A value of the spec together with the place it was written.
package struct Located<Value> {
    /// The value.
    package var value: Value
    /// Where the value was written in the spec.
    package var location: SourceLocation

    /// Creates a located value.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
