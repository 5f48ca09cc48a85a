import Foundation

@testable import RouteCompiler

/// The promise of results down the stack, followed through a sequence: a value that an applied `popTo …
/// deliver` hands to a screen reaches that screen's handler exactly once, after the pop is applied, and
/// never when the move is refused.
///
/// It knows, from the sequence's commands and the states alone (not RouteKit's bookkeeping), which screens
/// registered handlers (a grabbed navigator of a screen that `accepts` registers one per key) and which
/// values wait for a handler. A value delivered to a screen with a handler must arrive in the step that
/// applies its move; one delivered to a screen without a handler must wait, and arrive when the screen's
/// navigator registers one, unless the screen leaves first. Where a step holds several changes or resets
/// the state (links, restores, gates, late leave answers), handlers and waiting values become uncertain:
/// such a value may still arrive, once, but is no longer owed.
struct DeliveryPromise {
    typealias Expectation = NavigationPromisePropertyTests.Expectation

    /// One key of one screen's `accepts`, as RouteKit keys handlers: the stack and the depth of the screen.
    struct Slot: Hashable {
        var location: String
        var depth: Int
        var key: String
    }

    let model: SpecNavigationModel
    /// The navigators grabbed so far: their stack and route, by handle.
    private var handles: [Int: (location: String, route: ModelRoute)] = [:]
    /// The slots whose screen certainly registered a handler that is still registered.
    private var registered: Set<Slot> = []
    /// The slots whose screen may have a handler registered.
    private var uncertain: Set<Slot> = []
    /// The values that certainly wait for their screen's handler.
    private var waiting: [Slot: String] = [:]
    /// The values that may arrive later, at most once.
    private var mayArrive: Set<String> = []
    /// The last value a delivering move passed (the driver's `fresh`).
    private var lastFresh = 0
    /// How many values the promise required to arrive, and did.
    private(set) var owedAndArrived = 0
    /// How many values waited for their screen's handler.
    private(set) var waited = 0

    init(model: SpecNavigationModel) {
        self.model = model
    }

    /// The broken promises of one step: values owed that did not arrive, and values that arrived without a
    /// move having handed them to a screen with a handler (or a handler registering for a waiting value).
    ///
    /// `before` is the state before the step; `gated` says that gates have taken the sequence away from
    /// the model, so that the expectation no longer says what RouteKit does.
    mutating func problems(
        _ command: [String],
        _ expectation: Expectation,
        output: [String: Any],
        before: ModelState,
        gated: Bool
    ) -> [String] {
        guard let after = ModelState(json: output, spec: model.spec) else { return [] }
        let arrived = output["delivered"] as? [String] ?? []
        let events = output["events"] as? [[Any]] ?? []
        let fresh = output["fresh"] as? Int ?? lastFresh
        let passed = fresh > lastFresh ? String(fresh) : nil
        lastFresh = fresh
        let isOneChange =
            !gated && !events.contains { NavigationPromisePropertyTests.isGateEvent($0) }
            && !["link", "open", "restore", "restoreForeign", "restoreTruncated", "pass", "answer"].contains(command[0])
        forgetRemoved(from: before, to: after, events: events, certainly: isOneChange)

        var owed: [String] = []
        var allowed: Set<String> = []
        switch command[0] {
        case "grab":
            guard let id = Int(command[1]), let index = Int(command[3]),
                let routes = before.routes(at: command[2]), routes.indices.contains(index)
            else { break }
            let route = routes[index]
            handles[id] = (command[2], route)
            for key in acceptedKeys(of: route.screen) {
                // RouteKit keys a screen by the top one of equal routes in its stack.
                let slot = Slot(location: command[2], depth: routes.lastIndex(of: route)!, key: key)
                registered.insert(slot)
                uncertain.remove(slot)
                if let value = waiting.removeValue(forKey: slot) { owed.append(value) }
            }
        case "call":
            guard let value = passed else { break }
            switch (expectation, gated) {
            case (.state, false):
                guard let id = Int(command[1]), let handle = handles[id], let moveIndex = Int(command[2]),
                    case .transition(let transition, _)? = model.moves[handle.route.screen]?[safe: moveIndex]
                else {
                    allowed.insert(value)
                    mayArrive.insert(value)
                    break
                }
                switch receiver(of: transition, from: handle.location, before: before, after: after) {
                case .none:
                    break  // `ifMissing: skip` found no such screen: the value never arrives.
                case .unknown:
                    allowed.insert(value)
                    mayArrive.insert(value)
                case .slot(let slot):
                    if registered.contains(slot) {
                        owed.append(value)
                    } else if uncertain.contains(slot) {
                        allowed.insert(value)
                        mayArrive.insert(value)
                    } else {
                        // Only the latest value of a key waits.
                        waiting[slot] = value
                        waited += 1
                    }
                }
            case (.held(nil), _), (_, true):
                // The change waits for a leave check, or gates decide: it may apply later.
                mayArrive.insert(value)
            default:
                break  // Refused: the value never arrives.
            }
        default:
            break
        }

        var problems: [String] = []
        for value in arrived {
            if owed.contains(value) || allowed.contains(value) || mayArrive.remove(value) != nil { continue }
            problems.append("the value \(value) arrived, though no applied move owed it to a handler now")
        }
        for value in owed where !arrived.contains(value) {
            problems.append("the value \(value), delivered by an applied move, did not reach its screen's handler")
        }
        owedAndArrived += owed.filter(arrived.contains).count
        return problems
    }

    /// What a delivering move's `popTo` returned to.
    private enum Receiver {
        /// The screen at this slot.
        case slot(Slot)
        /// No screen: an `ifMissing: skip` pop found none.
        case none
        /// The move's shape is not one this check follows (a `popTo` after other steps).
        case unknown
    }

    /// The screen that `transition`'s delivering `popTo` returned to, from `before` to `after`, when the
    /// `popTo` is its first step and only pushes follow: it is the route under those pushes in the
    /// caller's stack, when the state held it at its place before.
    private func receiver(
        of transition: Transition,
        from location: String,
        before: ModelState,
        after: ModelState
    ) -> Receiver {
        guard let first = transition.steps.first, let delivery = first.value.delivery,
            transition.steps.dropFirst().allSatisfy({ if case .push = $0.value { true } else { false } }),
            let old = before.routes(at: location), let new = after.routes(at: location)
        else { return .unknown }
        let depth = new.count - transition.steps.count
        guard depth >= 0, depth < old.count, new[depth].screen == delivery.screen.value,
            old[...depth] == new[...depth]
        else { return .none }
        return .slot(Slot(location: location, depth: depth, key: delivery.key.value))
    }

    /// Drops the handlers and waiting values of the screens that the step removed, as RouteKit keys a screen:
    /// removed when its presentation went or was replaced, or its stack no longer holds the same routes up
    /// to it. Unless the step is `certainly` one change, what it kept becomes uncertain.
    private mutating func forgetRemoved(
        from before: ModelState,
        to after: ModelState,
        events: [[Any]],
        certainly: Bool
    ) {
        var kept = before.presentations.count
        var count = kept
        for event in events {
            switch event.first as? String {
            case "presented":
                kept = min(kept, count)
                count += 1
            case "dismissed":
                count -= 1
                kept = min(kept, count)
            default: break
            }
        }
        func isRemoved(_ slot: Slot) -> Bool {
            if let index = ModelState.presentationIndex(slot.location), index >= kept { return true }
            guard let old = before.routes(at: slot.location), let new = after.routes(at: slot.location),
                old.count > slot.depth, new.count > slot.depth
            else { return true }
            return old[...slot.depth] != new[...slot.depth]
        }
        registered = registered.filter { !isRemoved($0) }
        uncertain = uncertain.filter { !isRemoved($0) }
        waiting = waiting.filter { !isRemoved($0.key) }
        guard !certainly else { return }
        uncertain.formUnion(registered)
        registered = []
        mayArrive.formUnion(waiting.values)
        waiting = [:]
    }

    /// The keys that a screen `accepts`.
    private func acceptedKeys(of screen: String) -> [String] {
        model.spec.screen(named: screen)?.accepts.map(\.name.value) ?? []
    }
}

extension SequenceWriter {
    /// A random move of `moves`, half the time one that delivers a value when there is one: delivering
    /// moves are few among a screen's moves, and the promise of results needs many of them.
    static func moveIndex(in moves: [SpecNavigationModel.Move], _ generator: inout SplitMix64) -> Int? {
        let delivering = moves.indices.filter { index in
            guard case .transition(let transition, _) = moves[index] else { return false }
            return transition.steps.contains { $0.value.delivery != nil }
        }
        if !delivering.isEmpty, Bool.random(using: &generator) {
            return delivering.randomElement(using: &generator)
        }
        return moves.indices.randomElement(using: &generator)
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
