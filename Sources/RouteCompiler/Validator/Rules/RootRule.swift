/// Checks the root container: its screens exist, tab ids are unique, and the selected tab exists.
///
/// The root screen, a tab's root and the split's primary may have params without defaults (the app
/// gives them to `NavigationState.initial(…)`); the split's secondary, shown at launch from the spec
/// alone, must be buildable without arguments.
struct RootRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        guard let root = spec.root else { return }
        switch root.kind {
        case .stack(let screen):
            checkRootScreen(screen, role: "the root", in: spec, diagnostics: &diagnostics)
        case .tabs(let tabBar):
            var ids: [String: SourceLocation] = [:]
            for tab in tabBar.tabs {
                if let first = ids[tab.id.value] {
                    diagnostics.error(
                        "tab id '\(tab.id.value)' is used twice; every tab needs its own id",
                        at: tab.id.location,
                        note: Diagnostic.Note("first used here", at: first)
                    )
                } else {
                    ids[tab.id.value] = tab.id.location
                }
                checkRootScreen(
                    tab.screen,
                    role: "the root of tab '\(tab.id.value)'",
                    in: spec,
                    diagnostics: &diagnostics
                )
            }
            if let selected = tabBar.selected, ids[selected.value] == nil {
                diagnostics.error(
                    "'selected' names the tab '\(selected.value)', which is not a tab of the root",
                    at: selected.location,
                    fixIt: EditDistance.closest(to: selected.value, in: tabBar.tabs.map(\.id.value)).map(
                        Diagnostic.FixIt.didYouMean
                    )
                )
            }
        case .split(let split):
            checkRootScreen(split.primary, role: "the split view's primary", in: spec, diagnostics: &diagnostics)
            if let secondary = split.secondary {
                checkRootScreen(
                    secondary,
                    role: "the split view's secondary",
                    in: spec,
                    needsDefaults: true,
                    diagnostics: &diagnostics
                )
            }
        }
    }

    private func checkRootScreen(
        _ name: Located<String>,
        role: String,
        in spec: RouteSpec,
        needsDefaults: Bool = false,
        diagnostics: inout DiagnosticCollector
    ) {
        guard let screen = spec.resolveScreen(name, referrer: role, diagnostics: &diagnostics) else { return }
        if needsDefaults, let required = screen.params.first(where: { !$0.declaresDefault }) {
            diagnostics.error(
                "screen '\(name.value)' is \(role), shown at launch without "
                    + "arguments, so its param '\(required.name.value)' needs a default",
                at: name.location,
                note: Diagnostic.Note("'\(required.name.value)' is declared here", at: required.name.location)
            )
        }
    }
}
