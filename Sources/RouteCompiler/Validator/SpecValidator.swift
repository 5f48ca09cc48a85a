/// The pipeline's validation stage: runs every rule over a decoded spec.
enum SpecValidator {
    /// The rules, in the order their diagnostics are most useful.
    static let rules: [any SpecRule] = [
        NameRule(),
        RootRule(),
        TypeRule(),
        TitleRule(),
        PathRule(),
        DeepLinkRule(),
        TransitionRule(),
        PresentationRule(),
        GateRule(),
        DeliverRule(),
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
