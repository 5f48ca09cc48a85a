/// Warns about screens that nothing can show: no root, transition or deep link leads to them.
struct ReachabilityRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        guard spec.root != nil else { return }
        for (number, screen) in spec.screens.enumerated() where !spec.reachability.isReached(number) {
            diagnostics.warning(
                "screen '\(screen.name.value)' cannot be reached: no root, transition or deep link leads to it",
                at: screen.name.location
            )
        }
    }
}
