/// Checks `arrive` and `analyticsName`: an arrival needs a `path`, `arrive: present` needs a transition
/// that presents the screen, and every screen's analytics name is its own.
struct ArrivalRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        var presented: Set<String> = []
        for transition in spec.transitions {
            for step in transition.steps {
                if case .present(let screen, _) = step.value { presented.insert(screen.value) }
            }
        }
        for screen in spec.screens {
            guard let arrive = screen.arrive else { continue }
            let name = screen.name.value
            if screen.paths.isEmpty {
                diagnostics.error(
                    "screen '\(name)' has 'arrive' but no 'path': only a deep link arrives; "
                        + "add a 'path', or remove 'arrive'",
                    at: arrive.key
                )
            } else if arrive.value.value == .present, !presented.contains(name) {
                diagnostics.error(
                    "screen '\(name)' arrives by 'present', but no transition presents it; add a "
                        + "transition that presents '\(name)', or arrive by 'push' or 'replace'",
                    at: arrive.value.location
                )
            }
        }
        checkAnalyticsNames(spec, diagnostics: &diagnostics)
    }

    /// Reports an analytics name that an earlier screen's analytics name, or another screen's own name
    /// (the stable name of a screen without `analyticsName`), already is.
    private func checkAnalyticsNames(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        var earlier: [String: Screen] = [:]
        for screen in spec.screens {
            guard let name = screen.analyticsName else { continue }
            if let first = earlier[name.value] {
                diagnostics.error(
                    "screen '\(screen.name.value)' has the analytics name '\(name.value)' of screen "
                        + "'\(first.name.value)'; analytics names must be unique",
                    at: name.location,
                    note: Diagnostic.Note("'\(name.value)' is first given here", at: first.analyticsName!.location)
                )
                continue
            }
            earlier[name.value] = screen
            if let other = spec.screen(named: name.value), other.name.value != screen.name.value,
                other.analyticsName == nil
            {
                diagnostics.error(
                    "screen '\(screen.name.value)' has the analytics name '\(name.value)', the stable name "
                        + "of screen '\(name.value)', which has no 'analyticsName'; analytics names must be unique",
                    at: name.location,
                    note: Diagnostic.Note("screen '\(name.value)' is declared here", at: other.name.location)
                )
            }
        }
    }
}
