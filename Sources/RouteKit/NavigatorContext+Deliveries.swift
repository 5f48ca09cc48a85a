/// Results down the stack, for generated navigators: the delivering move and the `on<Key>` registration.
extension NavigatorContext {
    /// Applies `steps` as one transition from the screen's stack and hands `value` under `key` to the
    /// screen that the `popTo` step at index `step` returns to, once the pop is applied; nothing when the
    /// move is refused or that `popTo` finds no such screen.
    @_spi(Generated)
    public func perform(
        _ steps: [NavigationStep<Route>],
        animated: Bool = true,
        delivering value: some Sendable,
        key: String,
        atStep step: Int,
        name: String = #function
    ) {
        let delivery = NavigationController<Route>.Delivery(step: step, key: key, value: value)
        run { controller throws(NavigationError<Route>) in
            try controller.perform(
                NavigationState.Transition(steps, animated: animated),
                from: location,
                delivering: delivery,
                cause: Self.cause(name)
            )
        }
    }

    /// Registers `handler` to receive each value of type `Value` delivered to the screen under `key`,
    /// replacing an earlier handler of that key. A value delivered before the screen registered one
    /// arrives now. A screen that is no longer in its stack is reported as a stale navigator.
    @_spi(Generated)
    public func onDelivery<Value: Sendable>(
        of key: String,
        as type: Value.Type,
        _ handler: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        guard let controller = controller else { return }
        do {
            try controller.setDeliveryHandler(
                { value in
                    if let value = value as? Value { handler(value) }
                },
                forKey: key,
                of: route,
                at: location
            )
        } catch {
            controller.reportFailure(error)
        }
    }
}
