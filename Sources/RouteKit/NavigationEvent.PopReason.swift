extension NavigationEvent {
    /// Why a route left its stack.
    public enum PopReason: String, Hashable, Codable, Sendable, CaseIterable {
        /// The built-in back: a navigator's `back()`, or the user's back button or swipe reported by a host.
        case back
        /// A `pop` step.
        case pop
        /// A `popTo` step.
        case popTo
        /// A `popToRoot` step.
        case popToRoot
        /// A `replace` or `showDetail` step put another route in its place, or a reset (a coordinator's
        /// `open(_:)` or `restoreState(from:)`) did.
        case replaced
        /// Its presentation was dismissed.
        case dismissed
    }
}
