/// What a generated navigator needs to move its screen: the controller, the stack the screen is
/// shown in, and the screen's route.
///
/// Generated navigators (`<Name>Navigator.<Screen>`) offer only the moves the spec allows: the
/// context's own moves are `@_spi(Generated)`, visible only to code that imports RouteKit with
/// `@_spi(Generated) import RouteKit`, as generated files do, so view code cannot make a move the
/// spec does not declare. Moves do not throw: a move that cannot apply (its screen was popped, a
/// `popTo` finds no such screen, …) leaves the state unchanged and is reported to the controller's
/// ``NavigationController/failureHandler``.
@MainActor
public struct NavigatorContext<Route: NavigationRoute> {
    /// The controller the screen belongs to; a navigator does not keep it alive.
    private weak var controller: NavigationController<Route>?
    /// The stack the screen is shown in.
    public let location: StackLocation<Route>
    /// The screen's route.
    public let route: Route

    init(controller: NavigationController<Route>, location: StackLocation<Route>, route: Route) {
        self.controller = controller
        self.location = location
        self.route = route
    }

    /// Applies `steps` as one transition from the screen's stack.
    @_spi(Generated)
    public func perform(_ steps: [NavigationStep<Route>], animated: Bool = true) {
        run { controller throws(NavigationError<Route>) in
            try controller.perform(NavigationTransition(steps, animated: animated), from: location)
        }
    }

    /// Applies `steps`, which present a screen that finishes with a `Result`, and hands that
    /// result to `onResult`, or `nil` when the presented screen is dismissed without one.
    @_spi(Generated)
    public func perform<Result: Sendable>(
        _ steps: [NavigationStep<Route>],
        animated: Bool = true,
        resultType: Result.Type,
        onResult: (@MainActor (Result?) -> Void)?
    ) {
        let handler = onResult.map { onResult in { @MainActor (value: (any Sendable)?) in onResult(value as? Result) } }
        run { controller throws(NavigationError<Route>) in
            try controller.perform(NavigationTransition(steps, animated: animated), from: location, onResult: handler)
        }
    }

    /// Pops the screen's stack by one, as the back button does.
    @_spi(Generated)
    public func back() {
        run { controller throws(NavigationError<Route>) in try controller.back(from: location) }
    }

    /// Dismisses the presentation the screen is in.
    @_spi(Generated)
    public func dismiss() {
        run { controller throws(NavigationError<Route>) in try controller.dismiss(from: location) }
    }

    /// Dismisses the presentation the screen is in, handing `result` to whoever presented it.
    @_spi(Generated)
    public func finish(_ result: some Sendable) {
        run { controller throws(NavigationError<Route>) in try controller.finish(with: result, from: location) }
    }

    /// Runs a move if the screen is still in its stack, reporting a failure otherwise.
    private func run(_ move: (NavigationController<Route>) throws(NavigationError<Route>) -> Void) {
        guard let controller else { return }
        guard controller.state.stack(at: location)?.routes.contains(route) == true else {
            controller.reportFailure(.staleNavigator(route, location))
            return
        }
        do {
            try move(controller)
        } catch {
            controller.reportFailure(error)
        }
    }
}
