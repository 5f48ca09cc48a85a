extension NavigationController {
    /// A token that keeps an observer of a ``NavigationController`` registered until it is cancelled or released.
    @MainActor
    public final class Observation {
        /// Removes the observer from its controller; `nil` once cancelled.
        private var removal: (@MainActor () -> Void)?

        /// Creates a token that calls `removal` when cancelled.
        init(removal: @escaping @MainActor () -> Void) {
            self.removal = removal
        }

        /// Whether the observer has been removed by ``cancel()``.
        public var isCancelled: Bool {
            removal == nil
        }

        /// Removes the observer; it receives no further events.
        public func cancel() {
            removal?()
            removal = nil
        }
    }
}
