/// What a feature's generated navigator needs to move its screen inside the app's navigation
/// state: the feature's route, the app's exits, and the moves of the app's navigator context.
///
/// A feature's module does not know the app's route type. The app's generated coordinator creates
/// this context around its own ``NavigatorContext`` with the functions that embed the feature's
/// routes and screens into the app's; every move of the feature's navigator is mapped step by step
/// and applied by the app's controller, with the same checks as the app's own moves (a stale or
/// covered navigator is refused). An `exit` appends the steps the app bound it to, as one change.
@MainActor
public final class FeatureContext<Route: FeatureRoute> {
    /// The screen's route, in the feature's terms.
    public let route: Route
    /// The app's implementation of the feature's exits.
    public let exits: Route.Exits
    /// The moves, in the app's terms.
    let moves: FeatureMoves<Route>

    /// Creates the context of a feature's screen that the app shows through `context`.
    ///
    /// - Parameters:
    ///   - embed: the app's route of a feature route.
    ///   - embedScreen: the app's screen of a feature screen.
    @_spi(Generated)
    public init<AppRoute: NavigationRoute>(
        route: Route,
        exits: Route.Exits,
        context: NavigatorContext<AppRoute>,
        embed: @escaping @Sendable (Route) -> AppRoute,
        embedScreen: @escaping @Sendable (Route.Screen) -> AppRoute.Screen
    ) {
        self.route = route
        self.exits = exits
        self.moves = FeatureMoves(context: context, embed: embed, embedScreen: embedScreen)
    }

    /// Applies `steps`, then the app's steps of `exit`, as one transition; `name`, the generated
    /// method's, is the transition that events name as their cause.
    @_spi(Generated)
    public func perform(
        _ steps: [NavigationStep<Route>],
        exit: FeatureExit? = nil,
        animated: Bool = true,
        name: String = #function
    ) {
        moves.perform(steps, exit, animated, nil, name)
    }

    /// Applies `step` as one animated transition.
    @_spi(Generated)
    public func perform(step: NavigationStep<Route>, name: String = #function) {
        moves.perform([step], nil, true, nil, name)
    }

    /// Applies `steps`, which present a screen that finishes with a `Result`, and hands that
    /// result to `onResult`, or `nil` when it is dismissed without one.
    @_spi(Generated)
    public func perform<Result: Sendable>(
        _ steps: [NavigationStep<Route>],
        animated: Bool = true,
        resultType: Result.Type,
        onResult: (@MainActor (Result?) -> Void)?,
        name: String = #function
    ) {
        let handler = onResult.map { onResult in { @MainActor (value: (any Sendable)?) in onResult(value as? Result) } }
        moves.perform(steps, nil, animated, handler, name)
    }

    /// Pops the screen's stack by one, as the back button does.
    @_spi(Generated)
    public func back() { moves.back() }

    /// Dismisses the presentation the screen is in.
    @_spi(Generated)
    public func dismiss() { moves.dismiss() }

    /// Finishes the presented screen with `result`.
    @_spi(Generated)
    public func finish(_ result: some Sendable) { moves.finish(result) }

    /// Sets the check that a change removing the screen waits for.
    @_spi(Generated)
    public func confirmLeaving(_ check: (@MainActor @Sendable () async -> Bool)?) { moves.confirmLeaving(check) }
}

/// The moves of a feature's screen as closures over the app's navigator context, so that
/// ``FeatureContext`` is generic over the feature's route only.
@MainActor
struct FeatureMoves<Route: FeatureRoute> {
    /// Applies steps, then an exit's, handing a presented screen's result to a handler; the last
    /// argument names the move.
    let perform: ([NavigationStep<Route>], FeatureExit?, Bool, (@MainActor ((any Sendable)?) -> Void)?, String) -> Void
    /// Applies steps and hands a value under a key to the screen that the `popTo` at a step returns
    /// to; the last argument names the move.
    let deliver: ([NavigationStep<Route>], Bool, any Sendable, String, Int, String) -> Void
    /// Registers the handler of the values delivered to the screen under a key.
    let onDelivery: (String, @escaping @MainActor @Sendable (any Sendable) -> Void) -> Void
    let back: () -> Void
    let dismiss: () -> Void
    let finish: (any Sendable) -> Void
    let confirmLeaving: ((@MainActor @Sendable () async -> Bool)?) -> Void

    init<AppRoute: NavigationRoute>(
        context: NavigatorContext<AppRoute>,
        embed: @escaping @Sendable (Route) -> AppRoute,
        embedScreen: @escaping @Sendable (Route.Screen) -> AppRoute.Screen
    ) {
        perform = { steps, exit, animated, onResult, name in
            var embedded = steps.map { $0.embedded(embed, embedScreen) }
            if let exit {
                guard let exitSteps = exit.steps(as: AppRoute.self) else {
                    preconditionFailure("a feature's exit was built for another app's routes")
                }
                embedded += exitSteps
            }
            context.perform(embedded, animated: animated, onResult: onResult, name: name)
        }
        deliver = { steps, animated, value, key, step, name in
            let embedded = steps.map { $0.embedded(embed, embedScreen) }
            context.perform(embedded, animated: animated, delivering: value, key: key, atStep: step, name: name)
        }
        onDelivery = { key, handler in context.onDelivery(of: key, as: (any Sendable).self, handler) }
        back = { context.back() }
        dismiss = { context.dismiss() }
        finish = { context.finish($0) }
        confirmLeaving = { context.confirmLeaving($0) }
    }
}

extension NavigationStep where Route: FeatureRoute {
    /// The step in the terms of the app that shows the feature.
    func embedded<AppRoute: NavigationRoute>(
        _ embed: (Route) -> AppRoute,
        _ embedScreen: (Route.Screen) -> AppRoute.Screen
    ) -> NavigationStep<AppRoute> {
        switch self {
        case .push(let route, let zoom): return .push(embed(route), zoom: zoom)
        case .pushSingleTop(let route, let zoom): return .pushSingleTop(embed(route), zoom: zoom)
        case .present(let route, let style, let detents, let transition):
            return .present(
                embed(route),
                style: Presentation<AppRoute>.Style(style),
                detents: detents.map(Presentation<AppRoute>.Detent.init),
                transition: Presentation<AppRoute>.Transition(transition)
            )
        case .replace(let route): return .replace(embed(route))
        case .showDetail(let route): return .showDetail(embed(route))
        case .selectTab(let tab): switch tab {}
        case .popTo(let screen): return .popTo(embedScreen(screen))
        case .popUpTo(let screen, let inclusive, let ifMissing):
            return .popUpTo(embedScreen(screen), inclusive: inclusive, ifMissing: ifMissing)
        case .pop: return .pop
        case .back: return .back
        case .popToRoot: return .popToRoot
        case .dismiss: return .dismiss
        case .dismissAll: return .dismissAll
        }
    }
}

extension Presentation.Style {
    /// The same style of another route's presentation.
    init<Other: NavigationRoute>(_ style: Presentation<Other>.Style) {
        guard let same = Self(rawValue: style.rawValue) else { preconditionFailure("every style has one raw value") }
        self = same
    }
}

extension Presentation.Detent {
    /// The same detent of another route's presentation.
    init<Other: NavigationRoute>(_ detent: Presentation<Other>.Detent) {
        guard let same = Self(rawValue: detent.rawValue) else { preconditionFailure("every detent has one raw value") }
        self = same
    }
}

extension Presentation.Transition {
    /// The same transition of another route's presentation.
    init<Other: NavigationRoute>(_ transition: Presentation<Other>.Transition) {
        guard let same = Self(rawValue: transition.rawValue) else {
            preconditionFailure("every transition has one raw value")
        }
        self = same
    }
}

extension NavigatorContext {
    /// Applies `steps` as one transition from the screen's stack, handing a presented screen's
    /// result to `onResult`: a feature's moves, once embedded in the app's terms; `name` names the
    /// transition as the events' cause.
    func perform(
        _ steps: [NavigationStep<Route>],
        animated: Bool,
        onResult: (@MainActor ((any Sendable)?) -> Void)?,
        name: String
    ) {
        run { controller throws(NavigationError<Route>) in
            try controller.perform(
                NavigationState.Transition(steps, animated: animated),
                from: location,
                onResult: onResult,
                cause: Self.cause(name)
            )
        }
    }
}
