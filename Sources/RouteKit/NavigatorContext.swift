/// What a generated navigator needs to move its screen: the controller, the stack the screen is
/// shown in, and the screen's route.
///
/// Generated navigators (`<Name>Navigator.<Screen>`) offer only the moves the spec allows: the
/// context's own moves are `@_spi(Generated)`, visible only to code that imports RouteKit with
/// `@_spi(Generated) import RouteKit`, as generated files do, so view code cannot make a move the
/// spec does not declare. A navigator moves only while its screen is the top of its own stack, as
/// only the top view controller of a `UINavigationController` is on screen; a presentation above
/// that stack does not matter (UIKit pushes under a sheet too). Moves do not throw: a move that
/// cannot apply (its screen was popped or is covered, a `popTo` finds no such screen, …) leaves the
/// state unchanged and is reported to the controller's ``NavigationController/failureHandler``.
///
/// A screen is identified by its route and stack: of two equal routes in one stack, the top one is
/// the screen that may move.
///
/// A context is immutable, so sharing one behaves like copying it. It is a class so that a
/// generated navigator, a struct holding only its context, is one reference: Swift then copies and
/// destroys every navigator with its runtime's shared code instead of compiling that code for each
/// screen's navigator (a large share of a generated file's machine code, when it was a struct).
@MainActor
public final class NavigatorContext<Route: NavigationRoute> {
    /// The controller the screen belongs to; a navigator does not keep it alive.
    private(set) weak var controller: NavigationController<Route>?
    /// The stack the screen is shown in.
    public let location: NavigationState<Route>.StackLocation
    /// The screen's route.
    public let route: Route

    init(controller: NavigationController<Route>, location: NavigationState<Route>.StackLocation, route: Route) {
        self.controller = controller
        self.location = location
        self.route = route
    }

    /// Applies `steps` as one transition from the screen's stack.
    ///
    /// The events' cause names the transition by `name`: the generated method's name, which is the
    /// transition's spec name, so that a move's generated code writes no name of its own.
    @_spi(Generated)
    public func perform(_ steps: [NavigationStep<Route>], animated: Bool = true, name: String = #function) {
        run { controller throws(NavigationError<Route>) in
            try controller.perform(
                NavigationState.Transition(steps, animated: animated),
                from: location,
                cause: Self.cause(name)
            )
        }
    }

    /// Applies `step` as one animated transition from the screen's stack.
    ///
    /// The same as `perform([step])`; a move of one step calls it so that its generated code builds
    /// no array. Its `step:` label keeps it out of the overloads of `perform(_:)`, which the type
    /// checker would otherwise weigh at every move.
    @_spi(Generated)
    public func perform(step: NavigationStep<Route>, name: String = #function) {
        perform([step], name: name)
    }

    /// Applies `steps`, which present a screen that finishes with a `Result`, and hands that
    /// result to `onResult`, or `nil` when the presented screen is dismissed without one.
    @_spi(Generated)
    public func perform<Result: Sendable>(
        _ steps: [NavigationStep<Route>],
        animated: Bool = true,
        resultType: Result.Type,
        onResult: (@MainActor (Result?) -> Void)?,
        name: String = #function
    ) {
        let handler = onResult.map { onResult in { @MainActor (value: (any Sendable)?) in onResult(value as? Result) } }
        run { controller throws(NavigationError<Route>) in
            try controller.perform(
                NavigationState.Transition(steps, animated: animated),
                from: location,
                onResult: handler,
                cause: Self.cause(name)
            )
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

    /// Sets the screen's leave check, replacing an earlier one; `nil` removes it. A change that removes the
    /// screen from the state (a pop past it, a dismissal of its presentation, a reset that rebuilds its
    /// stack, the user's back button or swipe) then waits for the check: `true` lets it apply, `false`
    /// refuses it. A screen that is no longer in its stack is reported as a stale navigator.
    @_spi(Generated)
    public func confirmLeaving(_ check: (@MainActor @Sendable () async -> Bool)?) {
        guard let controller else { return }
        do {
            try controller.setLeaveCheck(check, for: route, at: location)
        } catch {
            controller.reportFailure(error)
        }
    }

    /// The cause of a transition whose generated method is `function` (`#function`, such as
    /// `showBook(id:)` or `` `default`() ``): the transition's spec name.
    static func cause(_ function: String) -> NavigationEvent<Route>.Cause {
        let name = function.prefix { $0 != "(" }.filter { $0 != "`" }
        return .transition(String(name))
    }

    /// Runs a move if the screen is the top of its stack, reporting a stale or covered navigator otherwise.
    func run(_ move: (NavigationController<Route>) throws(NavigationError<Route>) -> Void) {
        guard let controller else { return }
        guard let stack = controller.state.stack(at: location), stack.routes.contains(route) else {
            controller.reportFailure(.staleNavigator(route, location))
            return
        }
        guard stack.top == route else {
            controller.reportFailure(.coveredNavigator(route, location, coveredBy: stack.top))
            return
        }
        do {
            try move(controller)
        } catch {
            controller.reportFailure(error)
        }
    }
}
