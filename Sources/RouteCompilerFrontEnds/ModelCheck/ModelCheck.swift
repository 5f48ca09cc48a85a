import RouteCompiler

/// The model checks of `routegen check`: warnings about what a user of the app can get into, found on the
/// frames of ``ModelStateSpace``.
///
/// - A **trap**: a screen the user can reach but never leave to a root: no move (a transition, `back()`,
///   a tab, the primary column of a split view) leads from it to a root container's stack at its root.
///   A feature spec's root is the app: its entries (which have `back()` and `dismiss()`) and its exits
///   lead there.
/// - An **undismissable presentation**: a presented screen from which no move, no `dismiss()` and no
///   swipe leads back (a full-screen cover whose screen is also pushed elsewhere has no `dismiss()`).
/// - A **dead transition**: one that no frame it starts from can make, since a step is refused there.
/// - A **link that always falls back**: an `arrive: push` that never applies, so the link always arrives
///   as `replace` does.
///
/// Only `routegen check` runs them, after the spec validates: generation and the build plugin never pay
/// for the search.
struct ModelCheck {
    let space: ModelStateSpace

    init(spec: RouteSpec) { space = ModelStateSpace(spec: spec) }

    /// Every model-check warning of the spec.
    func diagnostics() -> [Diagnostic] {
        trapDiagnostics() + deadTransitionDiagnostics() + arrivalDiagnostics()
    }

    /// Whether each frame can get back to a root: a frame at a container's launch root, a frame whose
    /// presentation can be dismissed, and every frame with a move to one of these.
    func escapes() -> [Bool] {
        let frames = space.frames
        var predecessors = Array(repeating: [Int](), count: frames.count)
        for (index, targets) in space.successors.enumerated() {
            for target in targets { predecessors[target].append(index) }
        }
        var escapes = Array(repeating: false, count: frames.count)
        var queue: [Int] = []
        let entries = Set(space.featureEntries)
        for (index, frame) in frames.enumerated() {
            let isHome =
                !frame.container.isPresented && frame.isAtRoot && space.launchRoot(of: frame.container) == frame.top
            if isHome || entries.contains(frame.top) || space.canDismiss[index] || space.leavesFeature[index] {
                escapes[index] = true
                queue.append(index)
            }
        }
        var next = 0
        while next < queue.count {
            for predecessor in predecessors[queue[next]] where !escapes[predecessor] {
                escapes[predecessor] = true
                queue.append(predecessor)
            }
            next += 1
        }
        return escapes
    }

    /// A warning for the first frame (by the search's order) of each screen that cannot get back to a root.
    private func trapDiagnostics() -> [Diagnostic] {
        let escapes = escapes()
        var reported = Set<Int>()
        var diagnostics: [Diagnostic] = []
        for (index, frame) in space.frames.enumerated() where !escapes[index] && reported.insert(frame.top).inserted {
            let screen = space.spec.screens[frame.top]
            let name = screen.name.value
            let exit =
                space.successors[index].isEmpty
                ? "no move leaves \(name)" : "no move from \(name) leads back to a root"
            // Only a full-screen cover can fail to be dismissed: a sheet is always swiped down.
            let message =
                frame.container.isPresented
                ? "presented screen '\(name)' cannot be dismissed: \(shown(index)); \(exit), it has no dismiss() "
                    + "and a full-screen cover cannot be swiped down"
                : "screen '\(name)' is a trap: \(shown(index)); \(exit)"
            diagnostics.append(.warning(message, at: screen.name.location))
        }
        return diagnostics
    }

    /// The path that shows a frame: "from launch: authors → books → cover".
    private func shown(_ index: Int) -> String {
        var first = index
        while case .move(let parent) = space.arrivals[first] { first = parent }
        let origin =
            if case .link = space.arrivals[first] {
                "from a deep link"
            } else if space.spec.features.declaration != nil {
                "from an entry"
            } else {
                "from launch"
            }
        return "\(origin): " + space.path(to: index).joined(separator: " → ")
    }

    /// A warning at each transition that no reached frame can make, when one of its screens is reached
    /// (a transition from a screen nothing shows is left to the unreachable-screen warning).
    private func deadTransitionDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, transition) in space.spec.transitions.enumerated() where !space.madeTransitions[index] {
            guard let refusal = space.firstRefusals[index] else { continue }
            let screen = space.spec.screens[space.frames[refusal.frame].top].name.value
            let step = transition.steps[refusal.step].value
            diagnostics.append(
                .warning(
                    "transition '\(transition.name.value)' can never be made: its step '\(step.keyword.rawValue)' "
                        + "is refused from every screen it starts from (\(shown(refusal.frame)); "
                        + "\(reason(for: step, at: screen)))",
                    at: transition.name.location
                )
            )
        }
        return diagnostics
    }

    /// Why a step is refused at a screen.
    private func reason(for step: Step, at screen: String) -> String {
        switch step {
        case .pop: "nothing is below \(screen)"
        case .dismiss: "nothing is presented under \(screen)"
        case .popTo(let target, _): "\(target.value) is never below \(screen)"
        default: "it cannot be applied at \(screen)"
        }
    }
}
