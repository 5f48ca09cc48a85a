/// Results down the stack in a feature's module: the delivering move and the `on<Key>` registration,
/// as ``NavigatorContext`` offers them, once the steps are in the app's terms.
extension FeatureContext {
    /// Applies `steps` as one transition and hands `value` under `key` to the screen that the `popTo`
    /// step at index `step` returns to, once the pop is applied; nothing when the move is refused or
    /// that `popTo` finds no such screen.
    @_spi(Generated)
    public func perform(
        _ steps: [NavigationStep<Route>],
        animated: Bool = true,
        delivering value: some Sendable,
        key: String,
        atStep step: Int,
        name: String = #function
    ) {
        moves.deliver(steps, animated, value, key, step, name)
    }

    /// Registers `handler` to receive each value of type `Value` delivered to the screen under `key`,
    /// replacing an earlier handler of that key; a value delivered before arrives now.
    @_spi(Generated)
    public func onDelivery<Value: Sendable>(
        of key: String,
        as type: Value.Type,
        _ handler: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        moves.onDelivery(key) { value in
            if let value = value as? Value { handler(value) }
        }
    }
}
