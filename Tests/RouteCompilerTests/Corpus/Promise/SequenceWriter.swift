import Foundation

@testable import RouteCompiler

/// Writes a random sequence of driver commands for one spec, following the model's state, with what
/// the model expects of each.
struct SequenceWriter {
    typealias Expectation = NavigationPromisePropertyTests.Expectation

    let model: SpecNavigationModel
    /// The model's state after the commands so far.
    private var state: ModelState
    /// The navigators grabbed so far: the route and the stack of their screen.
    private var handles: [(route: ModelRoute, location: String)] = []
    /// The states saved so far, by slot.
    private var saved: [ModelState] = []
    /// A navigator just grabbed, which the next command usually moves.
    private var grabbed: Int?
    /// The leave checks set so far, and the change that waits for a late one.
    private var leave = LeaveGuardModel()
    /// The `leave: confirm` screens of the spec.
    private let guardedScreens: Set<String>

    init(model: SpecNavigationModel) {
        self.model = model
        state = model.initial
        guardedScreens = Set(model.spec.screens.filter(\.confirmsLeaving).map(\.name.value))
    }

    /// `steps` commands.
    mutating func write(
        steps: Int,
        _ generator: inout SplitMix64
    ) throws -> [(command: [String], expectation: Expectation)] {
        var commands: [(command: [String], expectation: Expectation)] = []
        while commands.count < steps {
            let (command, expectation) = try nextWithLeaveChecks(&generator)
            commands.append((command, expectation))
            if case .state(let new) = expectation { state = new }
            if case .link(let route) = expectation, !model.linkIsNil(route) { state = model.arrive(route, in: state) }
        }
        return commands
    }

    /// The next command: sometimes a leave check set on a `leave: confirm` screen, or the answer of a late
    /// one; otherwise a command of ``next(_:)``, which a leave check may hold back.
    private mutating func nextWithLeaveChecks(_ generator: inout SplitMix64) throws -> ([String], Expectation) {
        if !guardedScreens.isEmpty, Int.random(in: 0..<100, using: &generator) < 20 {
            if leave.pending != nil, Int.random(in: 0..<3, using: &generator) > 0 {
                let allowed = Int.random(in: 0..<3, using: &generator) > 0
                switch leave.answer(allowed, in: state) {
                case nil: return (["answer", "\(allowed)"], .nothing)
                case .success(let new): return (["answer", "\(allowed)"], .state(new))
                case .failure(let held): return (["answer", "\(allowed)"], .held(held.failure))
                }
            }
            let shown = state.locations.flatMap { location in
                state.routes(at: location)!.enumerated().filter { guardedScreens.contains($0.element.screen) }.map {
                    (location, $0.offset, $0.element)
                }
            }
            if let (location, index, route) = shown.randomElement(using: &generator) {
                let answer = ["true", "true", "false", "late", "late"].randomElement(using: &generator)!
                leave.set(answer, on: route, at: location, in: state)
                return (["guard", location, "\(index)", answer], .nothing)
            }
        }
        let (command, expectation) = try next(&generator)
        let new: ModelState
        switch expectation {
        case .state(let state): new = state
        case .link(let route) where !model.linkIsNil(route): new = model.arrive(route, in: state)
        default: return (command, expectation)
        }
        // Links and restored states reset the state; the other commands are moves.
        let isReset = ["link", "open", "restore"].contains(command[0])
        switch leave.request(from: state, to: new, isReset: isReset) {
        case .applies:
            leave.applied(from: state, to: new, isReset: isReset)
            return (command, expectation)
        case .held(let failure):
            return (command, .held(failure))
        }
    }

    private mutating func next(_ generator: inout SplitMix64) throws -> ([String], Expectation) {
        if let handle = grabbed {
            grabbed = nil
            if Int.random(in: 0..<10, using: &generator) < 8 { return try move(handle, &generator) }
        }
        let roll = Int.random(in: 0..<100, using: &generator)
        switch roll {
        case 0..<45: return try call(&generator)
        case 45..<53:
            let location =
                Bool.random(using: &generator)
                ? state.visibleLocation : state.locations.randomElement(using: &generator)!
            let depth = state.routes(at: location)!.count
            let count =
                depth > 1 && Bool.random(using: &generator) ? depth - 1 : Int.random(in: 0...depth, using: &generator)
            return (["hostPop", location, "\(count)"], change(model.hostPop(location, to: count, in: state)))
        case 53..<59:
            let index = Int.random(in: 0...state.presentations.count, using: &generator)
            return (["hostDismiss", "\(index)"], change(model.hostDismiss(from: index, in: state)))
        case 59..<65:
            guard let tab = state.locations.filter({ $0.hasPrefix("tab(") }).randomElement(using: &generator) else {
                return try call(&generator)
            }
            let id = String(tab.dropFirst(4).dropLast())
            return (["hostTab", id], change(model.hostSelect(id, in: state)))
        case 65..<80: return try link(&generator)
        case 80..<86: return brokenLink(&generator)
        case 86..<91: return save()
        default:
            guard !saved.isEmpty else { return save() }
            let slot = Int.random(in: 0..<saved.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: return (["restoreForeign"], .thrown(nil))
            case 1:
                return (
                    ["restoreTruncated", "\(slot)", "\(Int.random(in: 0..<10_000, using: &generator))"], .thrown(nil)
                )
            default: return (["restore", "\(slot)"], .state(saved[slot]))
            }
        }
    }

    /// Saves the state in a new slot.
    private mutating func save() -> ([String], Expectation) {
        saved.append(state)
        return (["save", "\(saved.count - 1)"], .nothing)
    }

    /// The expectation of a host report: the new state, or nothing when it does not apply.
    private func change(_ state: ModelState?) -> Expectation {
        state.map { .state($0) } ?? .nothing
    }

    /// A navigator's move: of the visible screen, a covered one, the top of a hidden stack, or an old navigator.
    private mutating func call(_ generator: inout SplitMix64) throws -> ([String], Expectation) {
        let roll = Int.random(in: 0..<10, using: &generator)
        if roll < 7 || handles.isEmpty {
            let location = roll < 4 ? state.visibleLocation : state.locations.randomElement(using: &generator)!
            let routes = state.routes(at: location)!
            let index = roll == 6 ? Int.random(in: 0..<routes.count, using: &generator) : routes.count - 1
            handles.append((routes[index], location))
            grabbed = handles.count - 1
            return (["grab", "\(handles.count - 1)", location, "\(index)"], .nothing)
        }
        return try move(Int.random(in: 0..<handles.count, using: &generator), &generator)
    }

    /// A random move of the navigator grabbed as `handle`.
    private mutating func move(_ handle: Int, _ generator: inout SplitMix64) throws -> ([String], Expectation) {
        let (route, location) = handles[handle]
        let moves = model.moves[route.screen, default: []]
        guard let moveIndex = Self.moveIndex(in: moves, &generator) else { return try link(&generator) }
        var command = ["call", "\(handle)", "\(moveIndex)"]
        var arguments: [String: ModelValue] = [:]
        switch moves[moveIndex] {
        case .transition(_, let params):
            for param in params {
                let value = ModelValue.random(param.type.value, allowingNaN: false, &generator)
                arguments[param.name.value] = value
                try command.append(Self.json(value.json))
            }
        case .finish(let type):
            try command.append(Self.json(ModelValue.random(type, allowingNaN: false, &generator).json))
        case .back, .dismiss: break
        }
        switch model.apply(moves[moveIndex], arguments: arguments, by: route, at: location, to: state) {
        case .success(let new): return (command, .state(new))
        case .failure(let refusal): return (command, .refused(refusal.refusal))
        }
    }

    /// A linked route with random (hostile) params, opened by its own link.
    private mutating func link(_ generator: inout SplitMix64) throws -> ([String], Expectation) {
        guard let (screen, _) = model.linkedScreens.randomElement(using: &generator) else { return save() }
        var params: [String: ModelValue] = [:]
        for param in screen.params {
            params[param.name.value] = ModelValue.random(param.type.value, allowingNaN: false, &generator)
        }
        let route = ModelRoute(screen: screen.name.value, params: params)
        return try (["link", Self.json(route.json)], .link(route))
    }

    /// A URL made of a pattern's pieces, hostile text and truncation: it opens what the model reads, or
    /// throws the reason the model gives.
    private mutating func brokenLink(_ generator: inout SplitMix64) -> ([String], Expectation) {
        let pieces =
            model.linkedScreens.flatMap { $0.path.segments }.map { segment -> String in
                if case .literal(let text) = segment { text } else { "" }
            }.filter { !$0.isEmpty } + [
                "1", "-2", "true", "x", "inf", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "%zz", "a%2Fb",
            ]
        let segments = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            pieces.randomElement(using: &generator)!
        }
        var text = "app://" + segments.joined(separator: "/")
        if Bool.random(using: &generator) {
            let names = RandomNavigationSpec.params.map(\.name)
            text += "?" + names.randomElement(using: &generator)! + "=" + pieces.randomElement(using: &generator)!
        }
        guard let url = URL(string: text) else { return save() }
        switch model.linkedRoute(for: url) {
        case .success(let route): return (["open", text], .state(model.arrive(route, in: state)))
        case .failure(let failure): return (["open", text], .thrown(failure.rawValue))
        }
    }

    /// A JSON value as text; throws for a value that JSON cannot write, such as a NaN `Double`.
    static func json(_ value: Any?) throws -> String {
        guard let value else { return "null" }
        return String(
            decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]),
            as: UTF8.self
        )
    }
}
