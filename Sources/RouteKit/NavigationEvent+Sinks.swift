import Foundation

#if canImport(os)
import os
#endif

extension NavigationEvent {
    /// The line that the sinks write for this event, caused by `cause`, such as
    /// `screenShown Book Detail (transition showBook)`: its ``analyticsText`` and the cause's
    /// ``Cause/analyticsText``, names and patterns only, never a param value.
    public func analyticsLine(cause: Cause) -> String {
        "\(analyticsText) (\(cause.analyticsText))"
    }

    /// An observer that prints a line per event (``analyticsLine(cause:)``) after `prefix` to standard
    /// output: the stream on Linux, in a terminal app or a test, attached with one line,
    /// `let log = coordinator.addObserver(NavigationEvent.printing())`.
    ///
    /// With `screensOnly`, only the `screenShown` lines: one per change whose visible screen differs.
    public static func printing(
        prefix: String = "navigation: ",
        screensOnly: Bool = false
    ) -> @MainActor @Sendable (NavigationEvent, Cause) -> Void {
        { event, cause in
            guard !screensOnly || event.isScreenShown else { return }
            print(prefix + event.analyticsLine(cause: cause))
        }
    }

    /// Whether this is a ``screenShown(_:name:)`` event.
    var isScreenShown: Bool {
        if case .screenShown = self { true } else { false }
    }
}

#if canImport(os)
extension NavigationEvent {
    /// An observer that writes a line per event (``analyticsLine(cause:)``) to the unified log, with
    /// the app's `subsystem` and `category`, attached with one line:
    ///
    /// ```swift
    /// let log = coordinator.addObserver(NavigationEvent.logging(subsystem: "com.example.app", category: "navigation"))
    /// ```
    ///
    /// `screenShown` lines, one per change whose visible screen differs, are written at the info level;
    /// the other events at the debug level, which the system keeps only while it is streamed. The lines
    /// hold no param values, so they are written as public.
    public static func logging(
        subsystem: String,
        category: String
    ) -> @MainActor @Sendable (NavigationEvent, Cause) -> Void {
        { event, cause in
            // A logger is a light handle on the system's log; one per line keeps the observer `Sendable`.
            let logger = Logger(subsystem: subsystem, category: category)
            let line = event.analyticsLine(cause: cause)
            if case .screenShown = event {
                logger.info("\(line, privacy: .public)")
            } else {
                logger.debug("\(line, privacy: .public)")
            }
        }
    }
}
#endif
