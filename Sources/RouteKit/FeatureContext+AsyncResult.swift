/// The `async` form of a feature's move that presents a screen with a result:
/// `let day = await navigator.pickDay()` in a feature's module.
extension FeatureContext {
    /// Applies `steps`, which present a screen that finishes with a `Result`, and returns that result, or
    /// `nil` when the presented screen goes without one; as ``NavigatorContext``'s form does, once the
    /// steps are in the app's terms.
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
