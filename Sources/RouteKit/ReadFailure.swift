import Foundation

/// The first failure of a read that returned a fallback value instead of throwing, kept until the
/// route built with it is checked.
///
/// A reference, so that every copy of the values a route is built from keeps the same failure, and
/// locked, so that copies on other threads see it too.
final class ReadFailure<Failure: Error>: @unchecked Sendable {
    /// Guards ``failure``.
    private let lock = NSLock()
    /// The first failure kept, if any.
    private var failure: Failure?

    /// Keeps `failure` unless an earlier one is kept.
    func keep(_ failure: Failure) {
        lock.withLock {
            if self.failure == nil { self.failure = failure }
        }
    }

    /// Throws the kept failure, if any.
    func throwIfKept() throws(Failure) {
        if let failure = lock.withLock({ self.failure }) { throw failure }
    }
}
