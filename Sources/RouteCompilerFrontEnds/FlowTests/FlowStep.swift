import RouteCompiler

/// A step of a move with its routes' values filled in: what `NavigationStep` the generated code performs.
enum FlowStep {
    case push(FlowState.Route, singleTop: Bool)
    case present(FlowState.Route, PresentationStyle)
    case replace(FlowState.Route)
    case showDetail(FlowState.Route)
    case selectTab(Int)
    case popTo(Int, PopToOptions)
    case pop, back, popToRoot, dismiss, dismissAll
}

extension FlowState {
    /// The state after `steps` performed from the stack at `location`, as RouteKit applies them; `nil`
    /// when RouteKit refuses the move (a pop at a root, a `popTo` of a screen not below, nothing to dismiss).
    func applying(_ steps: [FlowStep], from start: Location) -> FlowState? {
        var state = self
        var location = start
        // Stacks whose root an inclusive `popTo` took: a later step must give them a root.
        var emptied: Set<Location> = []
        for step in steps {
            if emptied.contains(location) {
                switch step {
                case .push(let route, _), .replace(let route):
                    state.setRoutes([route], at: location)
                    emptied.remove(location)
                    continue
                case .selectTab, .showDetail, .dismiss, .dismissAll:
                    emptied.remove(location)
                default:
                    return nil
                }
            }
            guard state.routes(at: location) != nil || isRootless(step) else { return nil }
            switch step {
            case .push(let route, let singleTop):
                var routes = state.routes(at: location)!
                if singleTop, routes.last!.screen == route.screen {
                    routes[routes.count - 1] = route
                } else {
                    routes.append(route)
                }
                state.setRoutes(routes, at: location)
            case .present(let route, let style):
                state.presentations.append(Presentation(style: style, routes: [route], presenter: location))
                location = .presentation(state.presentations.count - 1)
            case .replace(let route):
                state.setRoutes([route], at: location)
            case .showDetail(let route):
                guard state.kind == .split else { return nil }
                location = .secondary
                state.stacks[1] = [route]
            case .selectTab(let tab):
                guard state.kind == .tabs, state.stacks.indices.contains(tab) else { return nil }
                state.selectedTab = tab
                location = .tab(tab)
            case .popTo(let screen, let options):
                var routes = state.routes(at: location)!
                if options.inclusive {
                    guard let index = routes.lastIndex(where: { $0.screen == screen }) else {
                        if options.ifMissing == .skip { continue }
                        return nil
                    }
                    if index == 0 {
                        emptied.insert(location)
                        continue
                    }
                    routes.removeSubrange(index...)
                } else if let index = routes.dropLast().lastIndex(where: { $0.screen == screen }) {
                    routes.removeSubrange((index + 1)...)
                } else if routes.last!.screen != screen && options.ifMissing == .fail {
                    return nil
                }
                state.setRoutes(routes, at: location)
            case .pop, .back:
                var routes = state.routes(at: location)!
                guard routes.count > 1 else { return nil }
                routes.removeLast()
                state.setRoutes(routes, at: location)
            case .popToRoot:
                state.setRoutes([state.routes(at: location)![0]], at: location)
            case .dismiss:
                if case .presentation(let index) = location {
                    location = state.presentations[index].presenter
                    state.presentations.removeSubrange(index...)
                } else {
                    guard !state.presentations.isEmpty else { return nil }
                    state.presentations.removeAll()
                }
                emptied = emptied.filter { if case .presentation = $0 { state.routes(at: $0) != nil } else { true } }
            case .dismissAll:
                guard let first = state.presentations.first else { continue }
                state.presentations.removeAll()
                location = first.presenter
                emptied = emptied.filter { if case .presentation = $0 { false } else { true } }
            }
        }
        return emptied.isEmpty ? state : nil
    }

    /// Whether a step needs no stack at its location: those that move elsewhere first.
    private func isRootless(_ step: FlowStep) -> Bool {
        switch step {
        case .showDetail, .selectTab, .dismissAll: true
        default: false
        }
    }
}
