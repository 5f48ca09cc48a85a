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

    /// The results of `transform` on every element, computed on every core at once as
    /// ``concurrentMap(_:)`` computes them, with the diagnostics that each reports added to
    /// `diagnostics` in the elements' order, as if the elements had been transformed one after another.
    func concurrentMap<Result: Sendable>(
        diagnostics: inout DiagnosticCollector,
        _ transform: @Sendable (Element, inout DiagnosticCollector) -> Result
    ) -> [Result] {
        let outcomes = concurrentMap { element in
            var report = DiagnosticCollector()
            let result = transform(element, &report)
            return (result: result, diagnostics: report.diagnostics)
        }
        for outcome in outcomes {
            for diagnostic in outcome.diagnostics { diagnostics.emit(diagnostic) }
        }
        return outcomes.map(\.result)
    }
}
