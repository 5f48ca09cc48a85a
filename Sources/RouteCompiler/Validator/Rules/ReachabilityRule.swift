/// Warns about screens that nothing can show: no root, transition or deep link leads to them.
struct ReachabilityRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        guard let root = spec.root else { return }
        var reached = Set(root.rootScreens.map(\.value))
        reached.formUnion(spec.screens.filter { $0.path != nil }.map(\.name.value))

        // Transitions from a set of screens, and those from every screen.
        var outgoing: [String: [String]] = [:]
        var fromEverywhere: [String] = []
        for transition in spec.transitions {
            let targets = transition.steps.compactMap { $0.value.shownScreen?.value }
            switch transition.sources {
            case .all: fromEverywhere += targets
            case .screens(let sources):
                for source in sources { outgoing[source.value, default: []] += targets }
            }
        }
        if !reached.isEmpty { reached.formUnion(fromEverywhere) }

        var pending = Array(reached)
        while let screen = pending.popLast() {
            for target in outgoing[screen] ?? [] where reached.insert(target).inserted {
                pending.append(target)
            }
        }
        for screen in spec.screens where !reached.contains(screen.name.value) {
            diagnostics.warning(
                "screen '\(screen.name.value)' cannot be reached: no root, transition or deep link leads to it",
                at: screen.name.location
            )
        }
    }
}
