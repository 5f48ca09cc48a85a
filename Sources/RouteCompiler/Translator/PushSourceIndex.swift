/// The screens that a one-step push transition pushes each screen from, indexed in one pass over the
/// transitions: what a link that arrives by `push` may be pushed on (the link table's `arrive:push:`
/// field), which the link table, `routegen links`, the model check and `routegen diff` ask of every
/// linked screen.
package struct PushSourceIndex {
    /// The sources of each pushed screen, in the order the transitions name them, each once.
    private var sources: [String: [String]] = [:]
    /// The screens that a `from: "*"` transition pushes: any screen is a source.
    private var pushedFromAnywhere: Set<String> = []

    /// The index of a spec's transitions.
    package init(spec: RouteSpec) {
        for transition in spec.transitions {
            guard transition.steps.count == 1, case .push(let pushed, _) = transition.steps[0].value else { continue }
            switch transition.sources {
            case .all:
                pushedFromAnywhere.insert(pushed.value)
            case .screens(let names):
                var list = sources[pushed.value] ?? []
                for name in names where !list.contains(name.value) { list.append(name.value) }
                sources[pushed.value] = list
            }
        }
    }

    /// The screens a transition pushes `screen` from, each once, in the order the transitions name them:
    /// `nil` when one of the transitions is `from: "*"` (any screen), empty when none pushes it in one step.
    package func sources(of screen: String) -> [String]? {
        pushedFromAnywhere.contains(screen) ? nil : sources[screen] ?? []
    }
}
