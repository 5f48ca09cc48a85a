import RouteKit

/// The event stream of a terminal session as lines: one per navigation change, naming its cause.
///
/// A change whose visible screen differs is its `screenShown` line, `screenShown checkout (transition
/// applyCoupon)`, the line that ``NavigationEvent/printing(prefix:screensOnly:)`` prints with
/// `screensOnly`; a change that keeps the visible screen is its last event's line. The lines hold the
/// screens' stable analytics names and the causes, never a param value.
struct TerminalEventLines<Route: NavigationRoute> {
    /// The lines since the last ``take()``.
    private var lines: [String] = []
    /// The last event of a change that has not shown a screen yet, and its cause.
    private var open: (event: NavigationEvent<Route>, cause: NavigationEvent<Route>.Cause)?

    /// Adds an event, in the order the controller reports it.
    ///
    /// `screenShown` ends its change; another cause than the open change's starts a new change.
    mutating func add(_ event: NavigationEvent<Route>, cause: NavigationEvent<Route>.Cause) {
        if case .screenShown = event {
            open = nil
            lines.append(event.analyticsLine(cause: cause))
            return
        }
        if let open, open.cause != cause { close() }
        open = (event, cause)
    }

    /// The lines of the changes so far, ending the open change; empties the stream.
    mutating func take() -> [String] {
        close()
        defer { lines = [] }
        return lines
    }

    /// Ends the open change, which showed no other screen, with its last event's line.
    private mutating func close() {
        guard let open else { return }
        lines.append(open.event.analyticsLine(cause: open.cause))
        self.open = nil
    }
}
