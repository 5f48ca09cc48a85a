import Dispatch

extension Array where Element: Sendable {
    /// The results of `transform` on every element, in the elements' order, computed on every core at once.
    ///
    /// Each element is transformed once, on whichever thread is free, so `transform` must not depend on
    /// the order in which elements are handled; the result is the same as that of `map(_:)`. On one
    /// core, the elements are transformed one after another.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Safe: each iteration initializes its own element only, and all are done when
            // `concurrentPerform` returns.
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.initializeElement(at: index, to: transform(self[index]))
            }
            initializedCount = count
        }
    }
}
