/// Results down the stack: a `popTo` step hands a value to the screen it returns to, once the pop is applied.
extension NavigationController {
    /// A value that a transition hands to the screen that one of its `popTo` steps returns to.
    @_spi(Generated)
    public struct Delivery: Sendable {
        /// The index of the `popTo` step in the transition's steps.
        public let step: Int
        /// The key of the receiving screen's `accepts`.
        public let key: String
        /// The value.
        public let value: any Sendable

        /// Creates the delivery of `value` under `key` by the step at `step`.
        public init(step: Int, key: String, value: any Sendable) {
            self.step = step
            self.key = key
            self.value = value
        }
    }

    /// Applies `transition` from the stack at `location` as ``perform(_:from:onResult:cause:)`` does, and then
    /// hands
    /// `delivery` to the screen that its `popTo` step returned to, exactly once.
    ///
    /// Nothing is delivered when the move is refused: a step fails (the error is thrown), a leave check
    /// answers `false`, a gate holds the move as its pending move, or the `popTo` (with `ifMissing: skip`)
    /// finds no such screen. Nor when a later step of the move removes the receiving screen.
    @_spi(Generated)
    public func perform(
        _ transition: NavigationState<Route>.Transition,
        from location: NavigationState<Route>.StackLocation,
        delivering delivery: Delivery,
        cause: NavigationEvent<Route>.Cause
    ) throws(NavigationError<Route>) {
        let change = try state.applying(transition, from: location)
        let receiver = receiver(of: delivery, in: transition, from: location)
        applyWhenLeaveAllowed(change) { controller in
            controller.commit(change, renderAnimated: transition.animated, onResult: nil, cause: cause)
            guard let receiver, controller.gateCheck?.pending?.target != change.state else { return }
            controller.deliver(delivery, to: receiver)
        }
    }

    /// Registers `handler` to receive the values delivered under `key` to the screen of `route` in the stack
    /// at `location` (the top one of equal routes), replacing its earlier handler. A value delivered before
    /// any handler was registered is handed to it now.
    ///
    /// - Throws: `NavigationError.staleNavigator` when the stack holds no such route.
    @_spi(Generated)
    public func setDeliveryHandler(
        _ handler: @escaping @MainActor (any Sendable) -> Void,
        forKey key: String,
        of route: Route,
        at location: NavigationState<Route>.StackLocation
    ) throws(NavigationError<Route>) {
        guard let depth = state.stack(at: location)?.routes.lastIndex(of: route) else {
            throw .staleNavigator(route, location)
        }
        let screen = LeaveGuards.Screen(location: location, depth: depth, route: route)
        if let waiting = deliveries.register(handler, for: Deliveries.Slot(screen: screen, key: key)) {
            handler(waiting)
        }
    }

    /// The screen that the `popTo` step of `delivery` returns to, applying the steps up to it from the
    /// current state; `nil` when it pops to no such screen (`ifMissing: skip`) or is not a `popTo`.
    private func receiver(
        of delivery: Delivery,
        in transition: NavigationState<Route>.Transition,
        from location: NavigationState<Route>.StackLocation
    ) -> LeaveGuards<Route>.Screen? {
        guard transition.steps.indices.contains(delivery.step) else { return nil }
        let screen: Route.Screen
        switch transition.steps[delivery.step] {
        case .popTo(let target), .popUpTo(let target, inclusive: false, ifMissing: _): screen = target
        default: return nil
        }
        var applier = TransitionApplier(state: state, location: location)
        for step in transition.steps[...delivery.step] {
            guard (try? applier.apply(step)) != nil else { return nil }
        }
        guard let stack = applier.state.stack(at: applier.location), stack.top.screen == screen else { return nil }
        return LeaveGuards.Screen(location: applier.location, depth: stack.count - 1, route: stack.top)
    }

    /// Hands `delivery` to `receiver` when the state still holds that screen: to its handler, or kept for
    /// the handler it registers next.
    private func deliver(_ delivery: Delivery, to receiver: LeaveGuards<Route>.Screen) {
        guard let routes = state.stack(at: receiver.location)?.routes, routes.count > receiver.depth,
            routes[receiver.depth] == receiver.route
        else { return }
        let slot = Deliveries.Slot(screen: receiver, key: delivery.key)
        deliveries.receiver(of: delivery.value, for: slot)?(delivery.value)
    }
}
