/// The `async` form of a move that presents a screen with a result: `let day = await navigator.pickDay()`.
extension NavigatorContext {
    /// Applies `steps`, which present a screen that finishes with a `Result`, and returns that result, or
    /// `nil` when the presented screen goes without one.
    ///
    /// Returns exactly once, on every path: the screen finishes (its value); it is dismissed, swiped down,
    /// or removed by a deep link, a restore or a reset (`nil`); or the move is refused, by a failing step, a
    /// stale or covered navigator, a leave check answering `false`, or a gate whose flow is cancelled
    /// (`nil`). Cancelling the awaiting task does not dismiss the screen: the call still returns when the
    /// presentation ends.
    @_spi(Generated)
    public func result<Result: Sendable>(
        of steps: [NavigationStep<Route>],
        animated: Bool = true,
        resultType: Result.Type,
        name: String = #function
    ) async -> Result? {
        await ResultWaiter.value { onResult in
            perform(steps, animated: animated, resultType: resultType, onResult: onResult, name: name)
        }
    }
}

/// Resumes an awaited result's continuation exactly once: with the first value handed to it, or with `nil`
/// when the last handler holding it is released without calling it (a refused move, a dropped controller).
///
/// `@unchecked Sendable`: its continuation is read and written only on the main actor (``resume(_:)``)
/// and by its deinitializer, which runs when nothing else holds it. A plain deinitializer, rather than an
/// isolated one, needs no newer Swift runtime on Apple platforms.
final class ResultWaiter<Result: Sendable>: @unchecked Sendable {
    /// The continuation, until it is resumed.
    private var continuation: CheckedContinuation<Result?, Never>?

    /// Creates a waiter that resumes `continuation`.
    init(_ continuation: CheckedContinuation<Result?, Never>) {
        self.continuation = continuation
    }

    /// Starts a move with `start`, handing it the handler that resumes the awaiting call, and returns the
    /// value that call is resumed with: the presented screen's result, or `nil` on every other path.
    @MainActor
    static func value(of start: (_ onResult: @escaping @MainActor (Result?) -> Void) -> Void) async -> Result? {
        await withCheckedContinuation { continuation in
            let waiter = ResultWaiter(continuation)
            start { value in waiter.resume(value) }
        }
    }

    /// Resumes the continuation with `value`, unless it was resumed before.
    @MainActor
    func resume(_ value: Result?) {
        continuation?.resume(returning: value)
        continuation = nil
    }

    deinit {
        continuation?.resume(returning: nil)
    }
}
