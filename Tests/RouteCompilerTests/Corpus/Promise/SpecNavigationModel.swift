import Foundation

@testable import RouteCompiler

/// The moves of a spec and what each does, built from the spec model alone (as the spec language
/// describes them, with UIKit's meaning), independently of RouteKit: the reference that the property
/// test holds RouteKit and the generated code to.
struct SpecNavigationModel {
    /// A method of a screen's navigator.
    enum Move: Equatable {
        /// A transition of the spec, with its arguments (param names, in method order).
        case transition(Transition, arguments: [Param])
        /// `back()`, `dismiss()`, `finish(_:)`.
        case back, dismiss, finish(TypeReference)

        static func == (lhs: Move, rhs: Move) -> Bool {
            switch (lhs, rhs) {
            case (.transition(let a, _), .transition(let b, _)): a.name.value == b.name.value
            case (.back, .back), (.dismiss, .dismiss): true
            case (.finish, .finish): true
            default: false
            }
        }
    }

    /// Why a move is refused; the state then stays as it is.
    enum Refusal: Equatable {
        /// The navigator's screen left its stack.
        case stale
        /// The navigator's screen is in its stack, under this route.
        case covered(by: ModelRoute)
        /// A step cannot apply (a pop of a root, a `popTo` without that screen, a `finish` outside a presentation…).
        case step
    }

    let spec: RouteSpec
    /// The methods of each screen's navigator, in the order the driver numbers them.
    let moves: [String: [Move]]

    init(spec: RouteSpec) {
        self.spec = spec
        var pushed: Set<String> = []
        var presented: Set<String> = []
        var otherwiseShown = Set(spec.root?.rootScreens.map(\.value) ?? [])
        for step in spec.transitions.flatMap(\.steps) {
            switch step.value {
            case .push(let screen, _):
                pushed.insert(screen.value)
                otherwiseShown.insert(screen.value)
            case .present(let screen, _): presented.insert(screen.value)
            case .replace(let screen, _), .showDetail(let screen, _): otherwiseShown.insert(screen.value)
            default: break
            }
        }
        var moves: [String: [Move]] = [:]
        for screen in spec.screens {
            let name = screen.name.value
            var list: [Move] = spec.transitions.filter { transition in
                switch transition.sources {
                case .all: true
                case .screens(let sources): sources.contains { $0.value == name }
                }
            }.map { transition in
                var arguments: [Param] = []
                for step in transition.steps {
                    guard let shown = step.value.shownScreen, let screen = spec.screen(named: shown.value) else {
                        continue
                    }
                    let options = step.value.showOptions ?? .none
                    for param in screen.params
                    where options.binding(named: param.name.value) == nil
                        && !arguments.contains(where: { $0.name.value == param.name.value })
                    {
                        arguments.append(param)
                    }
                }
                return .transition(transition, arguments: arguments)
            }
            if pushed.contains(name) { list.append(.back) }
            if presented.contains(name), !otherwiseShown.contains(name) {
                list.append(.dismiss)
                if let result = screen.result?.value { list.append(.finish(result)) }
            }
            moves[name] = list
        }
        self.moves = moves
    }

    // MARK: The initial state

    /// The state at launch.
    var initial: ModelState {
        switch spec.root!.kind {
        case .stack(let screen):
            return ModelState(stacks: ["main": [defaultRoute(screen.value)]], selected: nil, presentations: [])
        case .tabs(let bar):
            var stacks: [String: [ModelRoute]] = [:]
            for tab in bar.tabs { stacks["tab(\(tab.id.value))"] = [defaultRoute(tab.screen.value)] }
            return ModelState(stacks: stacks, selected: bar.selected?.value ?? bar.tabs[0].id.value, presentations: [])
        case .split(let split):
            var stacks = ["primary": [defaultRoute(split.primary.value)]]
            if let secondary = split.secondary { stacks["secondary"] = [defaultRoute(secondary.value)] }
            return ModelState(stacks: stacks, selected: nil, presentations: [])
        }
    }

    /// A screen's route with every param at its default (`nil` for optionals without one).
    func defaultRoute(_ screen: String) -> ModelRoute {
        route(screen) { _ in nil }
    }

    /// A screen's route whose params come from `value`, or from their defaults when it returns `nil`.
    func route(_ screen: String, _ value: (Param) -> ModelValue?) -> ModelRoute {
        var params: [String: ModelValue] = [:]
        for param in spec.screen(named: screen)!.params {
            params[param.name.value] = value(param) ?? param.defaultValue.flatMap { ModelValue($0.value) } ?? .null
        }
        return ModelRoute(screen: screen, params: params)
    }

    // MARK: Moves

    /// The state after a navigator of `route`, shown at `location`, makes `move` with `arguments`, or why it is
    /// refused.
    func apply(
        _ move: Move,
        arguments: [String: ModelValue],
        by route: ModelRoute,
        at location: String,
        to state: ModelState
    ) -> Result<ModelState, ModelRefusalError> {
        guard let stack = state.routes(at: location), stack.contains(route) else { return .failure(.init(.stale)) }
        guard stack.last == route else { return .failure(.init(.covered(by: stack.last!))) }
        var state = state
        var cursor = location
        let steps: [Step]
        switch move {
        case .transition(let transition, _): steps = transition.steps.map(\.value)
        case .back: steps = [.pop]
        case .dismiss: steps = [.dismiss]
        case .finish:
            guard ModelState.presentationIndex(location) != nil else { return .failure(.init(.step)) }
            steps = [.dismiss]
        }
        var transition: Transition?
        if case .transition(let moving, _) = move { transition = moving }
        for step in steps {
            let style: String
            if let transition, let options = step.showOptions {
                style = transition.style(of: options).rawValue
            } else {
                style = transition?.style?.value.rawValue ?? "sheet"
            }
            guard apply(step, style: style, arguments: arguments, cursor: &cursor, to: &state) else {
                return .failure(.init(.step))
            }
        }
        // A move never ends with an empty stack (an inclusive `popTo` of a root needs a later push or replace).
        if state.stacks.values.contains(where: \.isEmpty) || state.presentations.contains(where: \.routes.isEmpty) {
            return .failure(.init(.step))
        }
        return .success(state)
    }

    /// Applies one step at the cursor, as the spec language describes it; `false` when it cannot apply.
    private func apply(
        _ step: Step,
        style: String,
        arguments: [String: ModelValue],
        cursor: inout String,
        to state: inout ModelState
    ) -> Bool {
        func shown(_ screen: Located<String>, _ options: ShowOptions) -> ModelRoute {
            route(screen.value) { param in
                if let binding = options.binding(named: param.name.value),
                    case .success(let value) = DefaultValue.check(binding.value, against: param.type.value)
                {
                    return ModelValue(value)
                }
                return arguments[param.name.value]
            }
        }
        guard var stack = state.routes(at: cursor) else { return false }
        if stack.isEmpty {
            // Emptied by an inclusive `popTo`: only a push or replace gives it a root again.
            switch step {
            case .push(let screen, let options), .replace(let screen, let options):
                state.setRoutes([shown(screen, options)], at: cursor)
                return true
            default: return false
            }
        }
        switch step {
        case .push(let screen, let options):
            let route = shown(screen, options)
            if options.singleTop, stack.last?.screen == route.screen {
                stack[stack.count - 1] = route
            } else {
                stack.append(route)
            }
        case .present(let screen, let options):
            state.presentations.append(
                ModelPresentation(style: style, presenter: cursor, routes: [shown(screen, options)])
            )
            cursor = "presentation(\(state.presentations.count - 1))"
            return true
        case .replace(let screen, let options):
            stack = [shown(screen, options)]
        case .showDetail(let screen, let options):
            guard state.stacks["primary"] != nil else { return false }
            state.stacks["secondary"] = [shown(screen, options)]
            cursor = "secondary"
            return true
        case .selectTab(let tab):
            guard state.stacks["tab(\(tab.value))"] != nil else { return false }
            state.selected = tab.value
            cursor = "tab(\(tab.value))"
            return true
        case .popTo(let screen, let options) where options.inclusive:
            if let index = stack.lastIndex(where: { $0.screen == screen.value }) {
                stack.removeSubrange(index...)
            } else if options.ifMissing == .fail {
                return false
            }
        case .popTo(let screen, let options):
            if let index = stack.dropLast().lastIndex(where: { $0.screen == screen.value }) {
                stack.removeSubrange((index + 1)...)
            } else if stack.last?.screen != screen.value, options.ifMissing == .fail {
                return false
            }
        case .pop:
            guard stack.count > 1 else { return false }
            stack.removeLast()
        case .popToRoot:
            stack.removeSubrange(1...)
        case .dismiss:
            if let index = ModelState.presentationIndex(cursor) {
                let presenter = state.presentations[index].presenter
                state.presentations.removeSubrange(index...)
                cursor = presenter
            } else {
                guard !state.presentations.isEmpty else { return false }
                state.presentations = []
            }
            return true
        case .dismissAll:
            if let first = state.presentations.first {
                cursor = first.presenter
                state.presentations = []
            }
            return true
        }
        state.setRoutes(stack, at: cursor)
        return true
    }

    // MARK: Host reports

    /// The state after the user pops the stack at `location` to `count` routes, or `nil` when that cannot be.
    func hostPop(_ location: String, to count: Int, in state: ModelState) -> ModelState? {
        guard let stack = state.routes(at: location), (1..<stack.count).contains(count) else { return nil }
        var state = state
        state.setRoutes(Array(stack.prefix(count)), at: location)
        return state
    }

    /// The state after the user swipes down the presentation at `index`, or `nil` when there is none.
    func hostDismiss(from index: Int, in state: ModelState) -> ModelState? {
        guard state.presentations.indices.contains(index) else { return nil }
        var state = state
        state.presentations.removeSubrange(index...)
        return state
    }

    /// The state after the user taps `tab`, or `nil` when that changes nothing.
    func hostSelect(_ tab: String, in state: ModelState) -> ModelState? {
        guard state.selected != nil, state.selected != tab, state.stacks["tab(\(tab))"] != nil else { return nil }
        var state = state
        state.selected = tab
        return state
    }
}

/// A refusal, as an error.
struct ModelRefusalError: Error, Equatable {
    var refusal: SpecNavigationModel.Refusal
    init(_ refusal: SpecNavigationModel.Refusal) { self.refusal = refusal }
}
