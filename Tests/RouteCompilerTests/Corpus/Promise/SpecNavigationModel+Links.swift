import Foundation

@testable import RouteCompiler

extension SpecNavigationModel {
    /// Why a URL opens nothing, as the spec language reference describes it.
    enum LinkFailure: String, Error, Equatable {
        /// No pattern has the URL's shape: its number of segments and its literals.
        case noMatch
        /// A pattern has the URL's shape, but a value does not read as its param's type.
        case invalidParameter
        /// A required param is missing.
        case missingParameter
    }

    /// The screens with a link, and their patterns.
    var linkedScreens: [(screen: Screen, path: PathPattern)] {
        spec.screens.compactMap { screen in screen.path.map { (screen, $0.value) } }
    }

    /// Whether a route's link must be `nil`: a path param whose text is empty (`/mail/` reads as `/mail`),
    /// or an optional `String` in the query that is empty (`?note=` reads as `nil`).
    func linkIsNil(_ route: ModelRoute) -> Bool {
        guard let screen = spec.screen(named: route.screen), let path = screen.path?.value else { return true }
        let inPath = Set(path.paramNames)
        return screen.params.contains { param in
            let value = route.params[param.name.value]
            return value == .string("") && (inPath.contains(param.name.value) || param.type.value.isOptional)
        }
    }

    /// The route a URL links to, read with the documented rules: a custom scheme's host is the first
    /// segment, segments and query values are percent-decoded, path captures win over the query.
    func linkedRoute(for url: URL) -> Result<ModelRoute, LinkFailure> {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return .failure(.noMatch)
        }
        var segments = components.percentEncodedPath.split(separator: "/").map(String.init)
        let scheme = components.scheme?.lowercased()
        if scheme != "http", scheme != "https", let host = components.percentEncodedHost, !host.isEmpty {
            segments.insert(host, at: 0)
        }
        let decoded = segments.map { $0.removingPercentEncoding ?? $0 }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] where query[item.name] == nil {
            query[item.name] = item.value ?? ""
        }
        var shaped = false
        for (screen, path) in linkedScreens where path.segments.count == decoded.count {
            var captures: [String: String] = [:]
            var fits = true
            var typed = true
            for (segment, text) in zip(path.segments, decoded) {
                switch segment {
                case .literal(let literal): fits = fits && literal == text
                case .param(let name):
                    captures[name] = text
                    typed = typed && ModelValue(linkText: text, type: screen.param(named: name)!.type.value) != nil
                }
            }
            guard fits else { continue }
            shaped = true
            guard typed else { continue }
            var params: [String: ModelValue] = [:]
            for param in screen.params {
                let type = param.type.value
                if let text = captures[param.name.value] ?? query[param.name.value] {
                    guard let value = ModelValue(linkText: text, type: type) else { return .failure(.invalidParameter) }
                    params[param.name.value] = value
                } else if let value = param.defaultValue.flatMap({ ModelValue($0.value) }) {
                    params[param.name.value] = value
                } else if type.isOptional {
                    params[param.name.value] = .null
                } else {
                    return .failure(.missingParameter)
                }
            }
            return .success(ModelRoute(screen: screen.name.value, params: params))
        }
        return .failure(shaped ? .invalidParameter : .noMatch)
    }

    /// The state after a link to `route` arrives while the app runs, as its screen's `arrive` says: with
    /// `push`, pushed on the link's stack (presentations dismissed) when a transition of one push step
    /// pushes the screen from that stack's top screen; with `present`, presented over what is shown as
    /// the first transition presenting it does; otherwise as the link opens from launch (``open(_:in:)``).
    func arrive(_ route: ModelRoute, in state: ModelState) -> ModelState {
        guard case .success(let plan)? = spec.deepLinkPlan(forScreen: route.screen) else { return state }
        switch spec.screen(named: route.screen)?.arrive?.value.value {
        case .push?:
            let location = Self.location(of: plan.container)
            var pushed = state
            pushed.presentations = []
            guard plan.presented == nil, let top = pushed.stacks[location]?.last,
                pushes(route.screen, from: top.screen)
            else { break }
            if case .tab(let tab) = plan.container { pushed.selected = tab }
            pushed.stacks[location]!.append(route)
            return pushed
        case .present?:
            for transition in spec.transitions {
                for step in transition.steps {
                    guard case .present(let shown, let options) = step.value, shown.value == route.screen else {
                        continue
                    }
                    var presented = state
                    presented.presentations.append(
                        ModelPresentation(
                            style: transition.style(of: options).rawValue,
                            presenter: state.visibleLocation,
                            routes: [route]
                        )
                    )
                    return presented
                }
            }
        case .replace?, nil:
            break
        }
        return open(route, in: state)
    }

    /// Whether a transition whose one step is a push of `screen` may start from `source`.
    func pushes(_ screen: String, from source: String) -> Bool {
        spec.transitions.contains { transition in
            guard transition.steps.count == 1, case .push(let pushed, _) = transition.steps[0].value,
                pushed.value == screen
            else { return false }
            switch transition.sources {
            case .all: return true
            case .screens(let names): return names.contains { $0.value == source }
            }
        }
    }

    /// The model's name of the stack a plan opens.
    static func location(of container: DeepLinkPlan.Container) -> String {
        switch container {
        case .main: "main"
        case .primary: "primary"
        case .secondary: "secondary"
        case .tab(let tab): "tab(\(tab))"
        }
    }

    /// The state after opening a link to `route` from launch: presentations dismissed, the link's tab
    /// selected, its stack holding the back stack the spec's transitions lead through, the route on top or
    /// presented.
    func open(_ route: ModelRoute, in state: ModelState) -> ModelState {
        guard case .success(let plan)? = spec.deepLinkPlan(forScreen: route.screen) else { return state }
        func fill(_ screen: String) -> ModelRoute {
            screen == route.screen
                ? route
                : self.route(screen) { param in
                    let linked = spec.screen(named: route.screen)!.param(named: param.name.value)
                    return linked?.type.value == param.type.value ? route.params[param.name.value] : nil
                }
        }
        var state = state
        state.presentations = []
        let location: String
        switch plan.container {
        case .main: location = "main"
        case .primary: location = "primary"
        case .secondary: location = "secondary"
        case .tab(let tab):
            location = "tab(\(tab))"
            state.selected = tab
        }
        state.stacks[location] = plan.stack.map(fill)
        if let presented = plan.presented {
            state.presentations = [
                ModelPresentation(
                    style: presented.style.rawValue,
                    presenter: location,
                    routes: [fill(presented.screen)]
                )
            ]
        }
        return state
    }

    // MARK: Events

    /// `state` with the driver's events replayed on it, as an observer that only sees events would hold it,
    /// or a message saying which event does not fit.
    func replaying(_ events: [[Any]], on state: ModelState) -> Result<ModelState, ReplayError> {
        var state = state
        for event in events {
            guard let kind = event.first as? String else { return .failure(ReplayError("bad event \(event)")) }
            switch kind {
            case "pushed":
                guard let route = ModelRoute(json: event[1], spec: spec), let location = event[2] as? String else {
                    return .failure(ReplayError("bad push \(event)"))
                }
                if let index = ModelState.presentationIndex(location) {
                    guard state.presentations.indices.contains(index) else {
                        return .failure(ReplayError("push into no presentation"))
                    }
                    state.presentations[index].routes.append(route)
                } else {
                    state.stacks[location, default: []].append(route)
                }
            case "popped":
                guard let route = ModelRoute(json: event[1], spec: spec), let location = event[2] as? String,
                    let routes = state.routes(at: location), routes.last == route
                else { return .failure(ReplayError("pop of \(event) does not fit \(state)")) }
                state.setRoutes(Array(routes.dropLast()), at: location)
            case "presented":
                guard let style = event[2] as? String, let presenter = event[3] as? String else {
                    return .failure(ReplayError("bad presentation \(event)"))
                }
                state.presentations.append(ModelPresentation(style: style, presenter: presenter, routes: []))
            case "dismissed":
                guard state.presentations.last?.routes == [] else {
                    return .failure(ReplayError("dismissal of a presentation that holds routes: \(state)"))
                }
                state.presentations.removeLast()
            case "tabSelected":
                state.selected = event[1] as? String
            case "screenShown":
                break
            default:
                return .failure(ReplayError("unknown event \(event)"))
            }
        }
        if state.stacks["secondary"] == [] { state.stacks["secondary"] = nil }
        return .success(state)
    }
}

/// Why events do not replay.
struct ReplayError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

// MARK: Link states

extension SpecNavigationModel {
    /// What a check of a link's state found.
    enum LinkStateCheck: Equatable {
        /// The state is one the spec's moves reach, or a fallback over its stack's root screen.
        case fits
        /// The state is wrong, as said.
        case problem(String)
        /// The search for the state grew past its bound before it found it.
        case undecided
    }

    /// Checks the state that the link of `screen` opens from launch: a back stack made of transitions must be
    /// one that the spec's moves (and the user's back, swipe-down and tab taps) reach from launch, within
    /// twice as many moves as the stack has screens and four more; one that falls back must stand over its
    /// stack's root screen.
    func checkLinkState(forScreen screen: String, maxShapes: Int = 20_000) -> LinkStateCheck {
        guard case .success(let plan)? = spec.deepLinkPlan(forScreen: screen) else { return .fits }
        let linked = shape(of: open(defaultRoute(screen), in: initial))
        switch plan.origin {
        case .declared:
            return .fits
        case .fallback, .unreached:
            let location = linked.visibleLocation
            let stack = ModelState.presentationIndex(location) == nil ? location : linked.presentations[0].presenter
            guard let root = rootScreen(of: stack), linked.stacks[stack]?.first?.screen != root else { return .fits }
            return .problem("the link of \(screen) opens \(linked), whose \(stack) does not start with \(root)")
        case .transitions:
            let stack = linked.presentations.first?.presenter ?? linked.visibleLocation
            func opensLikeLink(_ state: ModelState) -> Bool {
                state.stacks[stack] == linked.stacks[stack] && state.presentations == linked.presentations
                    && state.selected == linked.selected
            }
            // A chain's move may need the user to swipe away what it presents, or to go back to a screen
            // the move pushed under its last one: twice the moves a chain has, and some to spare.
            let maxMoves = 2 * plan.stack.count + 4
            var seen: Set<String> = []
            var level = [shape(of: initial)]
            for _ in 0...maxMoves where !level.isEmpty {
                if level.contains(where: opensLikeLink) { return .fits }
                var next: [ModelState] = []
                for state in level {
                    for successor in successors(of: state) where seen.insert(successor.description).inserted {
                        next.append(successor)
                    }
                    if seen.count > maxShapes { return .undecided }
                }
                level = next
            }
            return .problem("the link of \(screen) opens \(linked), which no \(maxMoves) moves from launch reach")
        }
    }

    /// The screen a root stack starts with at launch (`nil` for the split's secondary stack, which a detail replaces).
    private func rootScreen(of location: String) -> String? {
        location == "secondary" ? nil : initial.stacks[location]?.first?.screen
    }

    /// A state without its params: the screens where they are, which is what a link's back stack decides.
    private func shape(of state: ModelState) -> ModelState {
        func strip(_ routes: [ModelRoute]) -> [ModelRoute] { routes.map { ModelRoute(screen: $0.screen, params: [:]) } }
        var state = state
        state.stacks = state.stacks.mapValues(strip)
        for index in state.presentations.indices {
            state.presentations[index].routes = strip(state.presentations[index].routes)
        }
        return state
    }

    /// The shapes one move makes from a shape: every move of a shown stack's top screen, the user's back on
    /// it and taps on tabs. A link's chain is made in the stacks of the root container, so a presentation
    /// is only swiped down, and screens covered by another tab make no moves.
    private func successors(of state: ModelState) -> [ModelState] {
        guard state.presentations.isEmpty else { return hostDismiss(from: 0, in: state).map { [$0] } ?? [] }
        let shown = state.stacks["primary"] != nil ? ["primary", "secondary"] : [state.visibleLocation]
        var next: [ModelState] = []
        for location in shown {
            guard let routes = state.routes(at: location), let top = routes.last else { continue }
            for move in moves[top.screen] ?? [] {
                if case .success(let after) = apply(move, arguments: [:], by: top, at: location, to: state) {
                    next.append(shape(of: after))
                }
            }
            if let popped = hostPop(location, to: routes.count - 1, in: state) { next.append(popped) }
        }
        for tab in spec.tabs {
            if let selected = hostSelect(tab.id.value, in: state) { next.append(selected) }
        }
        return next
    }
}

extension SpecNavigationModel {
    /// Whether every transition that shows `screen` has several steps.
    func isShownOnlyByMultiStepMoves(_ screen: String) -> Bool {
        let showing = spec.transitions.filter { transition in
            transition.steps.contains { $0.value.shownScreen?.value == screen }
        }
        return !showing.isEmpty && showing.allSatisfy { $0.steps.count > 1 }
    }
}
