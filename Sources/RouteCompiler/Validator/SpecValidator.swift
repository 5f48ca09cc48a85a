/// The pipeline's validation stage: runs every rule over a decoded spec.
enum SpecValidator {
    /// The rules, in the order their diagnostics are most useful.
    static let rules: [any SpecRule] = [
        NameRule(),
        RootRule(),
        TypeRule(),
        TitleRule(),
        PathRule(),
        TransitionRule(),
        PresentationRule(),
        GateRule(),
        DeliverRule(),
        // After every rule that finds errors in the root and the transitions, which it skips its
        // warnings after.
        DeepLinkRule(),
        ArrivalRule(),
        ReachabilityRule(),
        FeatureRule(),
    ]

    /// Checks the spec with every rule, one after another.
    static func validate(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        guard !spec.features.used.isEmpty else {
            for rule in rules { rule.check(spec, diagnostics: &diagnostics) }
            return
        }
        var merged = DiagnosticCollector()
        for rule in rules { rule.check(spec, diagnostics: &merged) }
        FeatureRule.keepAppDiagnostics(merged.diagnostics, of: spec, into: &diagnostics)
    }
}
