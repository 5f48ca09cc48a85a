/// Checks that every linked screen's back stack can be built: the chain of transitions that
/// leads to it passes only through screens whose params the link carries or that have defaults.
struct DeepLinkRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        guard spec.root != nil else { return }
        for (name, plan) in spec.deepLinkPlans.sorted(by: { $0.key < $1.key }) {
            guard let path = spec.screen(named: name)?.path else { continue }
            if case .success(let plan) = plan, plan.stack.count > SpecLimits.maxBackStackDepth {
                diagnostics.error(
                    "the deep link of screen '\(name)' opens \(plan.stack.count) screens deep; the limit is \(SpecLimits.maxBackStackDepth); link a screen nearer a root, or add a transition that reaches it in fewer steps",
                    at: path.location
                )
            }
            guard case .failure(let failure) = plan else { continue }
            diagnostics.error(
                "the deep link of screen '\(name)' cannot build its back stack: screen '\(failure.screen)' below it needs the param '\(failure.param)', which the link does not carry; add a param '\(failure.param)' to '\(name)' or a default to '\(failure.param)' of '\(failure.screen)'",
                at: path.location
            )
        }
    }
}
