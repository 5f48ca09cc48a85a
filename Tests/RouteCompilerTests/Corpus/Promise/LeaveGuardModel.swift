@testable import RouteCompiler

/// The leave checks that a promise sequence sets on `leave: confirm` screens, followed as the contract
/// describes them (independently of RouteKit's code): what a change that would remove a guarded screen
/// does, and the change that waits for a late answer.
///
/// Each check answers `true` or `false` at once, or `late`: it waits for the sequence's next `answer`
/// command. A change removes a screen when afterwards its stack no longer holds its route at its place
/// over the same routes, or its presentation went (or was replaced); the checks of the screens it removes
/// are asked top first, one at a time, until one refuses, including checks set while an earlier one waited. A change
/// that arrives while checks run and needs checks itself is refused; one that needs none applies, and the waiting
/// change then applies only if the state is again the one it was made from.
struct LeaveGuardModel {
    /// A check set on a screen.
    struct Guard: Equatable {
        /// Tells this check from a later one set on the same screen.
        var id: Int
        var location: String
        var depth: Int
        var route: ModelRoute
        /// `true`, `false` or `late`.
        var answer: String
    }

    /// A change that waits for a late answer.
    struct Pending {
        /// The state the change was made from.
        var base: ModelState
        /// Whether the change is a reset (a link or a restored state) rather than a move.
        var isReset: Bool
        /// The state it makes when it applies.
        var applied: ModelState
        /// The checks that answered `true`.
        var allowed: Set<Int> = []
        /// The check that waits for its answer.
        var waiting = 0
    }

    /// What a change does with the checks.
    enum Outcome: Equatable {
        /// It applies now.
        case applies
        /// It does not apply now, and reports this failure (`nil`: it waits, reporting nothing).
        case held(String?)
    }

    /// The checks set, in the order they were set.
    private(set) var guards: [Guard] = []
    /// The change that waits, if any.
    private(set) var pending: Pending?
    /// The identifier of the next check.
    private var nextID = 0

    /// Sets a check on the top one of the equal routes of the stack at `location`, replacing its earlier check.
    mutating func set(_ answer: String, on route: ModelRoute, at location: String, in state: ModelState) {
        guard let depth = state.routes(at: location)?.lastIndex(of: route) else { return }
        guards.removeAll { $0.location == location && $0.depth == depth && $0.route == route }
        guards.append(Guard(id: nextID, location: location, depth: depth, route: route, answer: answer))
        nextID += 1
    }

    /// What a change from `old` to `new` does: applies, waits or is refused.
    mutating func request(from old: ModelState, to new: ModelState, isReset: Bool) -> Outcome {
        guard let first = removed(from: old, to: new, isReset: isReset).first else { return .applies }
        guard pending == nil else { return .held("leaveBusy") }
        switch ask(first, for: Pending(base: old, isReset: isReset, applied: new), in: old) {
        case .success: return .applies
        case .failure(let held): return .held(held.failure == "waiting" ? nil : held.failure)
        }
    }

    /// Records that a change from `old` to `new` applied: the checks of the screens it removed go.
    mutating func applied(from old: ModelState, to new: ModelState, isReset: Bool) {
        guards.removeAll { Self.isRemoved($0, from: old, to: new, isReset: isReset) }
    }

    /// The late check answers `allowed` while the state is `state`: the waiting change's new state, or the
    /// failure it reports, or `nil` when it still waits (or nothing waited).
    mutating func answer(_ allowed: Bool, in state: ModelState) -> Result<ModelState, HeldChange>? {
        guard var waiting = pending else { return nil }
        pending = nil
        guard allowed else { return .failure(HeldChange(failure: "leaveRefused")) }
        waiting.allowed.insert(waiting.waiting)
        guard state == waiting.base else { return .failure(HeldChange(failure: "staleLeave")) }
        guard
            let next = removed(from: waiting.base, to: waiting.applied, isReset: waiting.isReset).first(where: {
                !waiting.allowed.contains($0.id)
            })
        else {
            applied(from: waiting.base, to: waiting.applied, isReset: waiting.isReset)
            return .success(waiting.applied)
        }
        switch ask(next, for: waiting, in: state) {
        case .success(let new):
            applied(from: waiting.base, to: new, isReset: waiting.isReset)
            return .success(new)
        case .failure(let held) where held.failure == "waiting": return nil
        case .failure(let held): return .failure(held)
        }
    }

    /// Asks `first` and then every check of the screens the change removes that has not answered, as
    /// RouteKit does: the new state when all answer `true` at once, else the failure (`waiting` when a late
    /// check waits, which then is the pending change).
    private mutating func ask(
        _ first: Guard,
        for change: Pending,
        in state: ModelState
    ) -> Result<
        ModelState, HeldChange
    > {
        var change = change
        var next: Guard? = first
        while let leaveGuard = next {
            switch leaveGuard.answer {
            case "false": return .failure(HeldChange(failure: "leaveRefused"))
            case "late":
                change.waiting = leaveGuard.id
                pending = change
                return .failure(HeldChange(failure: "waiting"))
            default: change.allowed.insert(leaveGuard.id)
            }
            guard state == change.base else { return .failure(HeldChange(failure: "staleLeave")) }
            next = removed(from: change.base, to: change.applied, isReset: change.isReset).first {
                !change.allowed.contains($0.id)
            }
        }
        return .success(change.applied)
    }

    /// The guards of the screens that a change from `old` to `new` removes, top first.
    func removed(from old: ModelState, to new: ModelState, isReset: Bool) -> [Guard] {
        guards.filter { Self.isRemoved($0, from: old, to: new, isReset: isReset) }.sorted { first, second in
            let (layer, other) = (Self.layer(first.location), Self.layer(second.location))
            return layer != other ? layer > other : first.depth > second.depth
        }
    }

    /// Whether the change from `old` to `new` removes the screen of `guarded`.
    ///
    /// A reset keeps the presentations that stay at their index with the same style, presenter and root; a
    /// move dismisses presentations only from the top (no move of the random specs dismisses and presents
    /// again), so it keeps those at their index with the same style and presenter, even when a `replace`
    /// changed a presentation's root.
    static func isRemoved(_ guarded: Guard, from old: ModelState, to new: ModelState, isReset: Bool) -> Bool {
        if let index = ModelState.presentationIndex(guarded.location) {
            let kept = zip(old.presentations, new.presentations).prefix {
                $0.style == $1.style && $0.presenter == $1.presenter && (!isReset || $0.routes.first == $1.routes.first)
            }.count
            if index >= kept { return true }
        }
        guard let before = old.routes(at: guarded.location), let after = new.routes(at: guarded.location),
            before.count > guarded.depth, after.count > guarded.depth
        else { return true }
        return before[...guarded.depth] != after[...guarded.depth]
    }

    /// `0` for the root's stacks, `index + 1` for a presentation.
    private static func layer(_ location: String) -> Int {
        ModelState.presentationIndex(location).map { $0 + 1 } ?? 0
    }
}

/// A change that a leave check held back, with the failure it reports.
struct HeldChange: Error, Equatable {
    var failure: String
}
