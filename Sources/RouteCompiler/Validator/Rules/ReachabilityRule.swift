/// Warns about screens that nothing can show: no root, transition or deep link leads to them.
///
/// Not after an error: a misspelt `push:` or `from:` leaves out the transition that reaches a
/// screen, and the warning would then be about a spec the author did not write.
struct ReachabilityRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        guard spec.root != nil, !diagnostics.hasErrors else { return }
        for (number, screen) in spec.screens.enumerated() where !spec.reachability.isReached(number) {
            diagnostics.warning(
                "screen '\(screen.name.value)' cannot be reached: no root, transition or deep link leads to it",
                at: screen.name.location
            )
        }
    }
}
