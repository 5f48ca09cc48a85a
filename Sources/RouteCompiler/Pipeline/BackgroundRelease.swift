import Dispatch

/// Frees values on a thread of its own, so that the caller goes on while their many small
/// allocations are freed.
///
/// ``GeneratorPipeline`` hands over its model of a spec (the spec and the translator's tables) once
/// the generated file is made: writing the file then overlaps freeing the model, whose time grows
/// with the spec's size, and `routegen` exits without waiting for it.
enum BackgroundRelease {
    /// The queue that frees the values, one after another.
    private static let queue = DispatchQueue(label: "RouteCompiler.BackgroundRelease", qos: .utility)

    /// Holds a value until the queue frees it.
    private final class Holder<Value: Sendable>: @unchecked Sendable {
        // Safe: set before the holder is handed to the queue, then cleared only there.
        var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }
    }

    /// Frees `value` on the background queue; its memory is freed there when the caller holds no
    /// other copy.
    static func release<Value: Sendable>(_ value: consuming Value) {
        // `consume`: this function keeps no copy that could outlive the queue's.
        let holder = Holder(consume value)
        queue.async { holder.value = nil }
    }

    /// Waits until every value handed over so far is freed.
    static func wait() {
        queue.sync {}
    }
}
