/// Checks every linked screen's back stack: a declared `backStack` names screens, starts at the root of a
/// stack and passes only through screens whose params the link carries or that have defaults; without one,
/// a link that no chain's params come from, or that no chain reaches, opens over its stack's root, with a
/// warning.
struct DeepLinkRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        for screen in spec.screens {
            guard let backStack = screen.backStack else { continue }
            if screen.paths.isEmpty {
                diagnostics.error(
                    "screen '\(screen.name.value)' has a 'backStack' but no 'path'; a back stack is "
                        + "what a deep link opens under the screen, so add a 'path' or remove 'backStack'",
                    at: backStack.location
                )
            }
            checkBackStack(backStack, of: screen, in: spec, diagnostics: &diagnostics)
        }
        // A plan follows the spec's root and transitions: after an error (a misspelt key, a tab that
        // does not exist) it would describe a spec the author did not write.
        guard spec.root != nil, !diagnostics.hasErrors else { return }
        // Most plans report nothing: only those that do are put in name order, for messages in a stable order.
        let reported = spec.plannedDeepLinks.filter { _, plan in
            switch plan.origin {
            case .fallback, .unreached: true
            case .transitions, .declared: plan.stack.count > SpecLimits.maxBackStackDepth
            }
        }
        for (screen, plan) in reported.sorted(by: { $0.screen.name.value < $1.screen.name.value }) {
            guard let location = screen.pathLocation else { continue }
            let name = screen.name.value
            if plan.stack.count > SpecLimits.maxBackStackDepth {
                diagnostics.error(
                    "the deep link of screen '\(name)' opens \(plan.stack.count) screens "
                        + "deep; the limit is \(SpecLimits.maxBackStackDepth); link a screen "
                        + "nearer a root, or add a transition that reaches it in fewer steps",
                    at: location
                )
            }
            let root = plan.stack.first ?? name
            switch plan.origin {
            case .fallback(let failure):
                diagnostics.warning(
                    "the deep link of screen '\(name)' opens it over '\(root)': the chain of "
                        + "transitions to it passes screen '\(failure.screen)', whose param '\(failure.param)' "
                        + "the link does not carry; add a param '\(failure.param)' to '\(name)', a default "
                        + "to '\(failure.param)' of '\(failure.screen)', or a 'backStack' to '\(name)'",
                    at: location
                )
            case .unreached:
                diagnostics.warning(
                    "the deep link of screen '\(name)' opens it over '\(root)': no chain of "
                        + "transitions from a root's stack leads to it; add a transition that "
                        + "shows '\(name)' from a screen of a stack, or a 'backStack' to '\(name)'",
                    at: location
                )
            case .transitions, .declared:
                break
            }
        }
    }

    /// Checks the entries of a `backStack`: screens that exist, the first one the root of a stack, every
    /// param filled by the link, a default, or `nil`.
    private func checkBackStack(
        _ backStack: Located<[Located<String>]>,
        of target: Screen,
        in spec: RouteSpec,
        diagnostics: inout DiagnosticCollector
    ) {
        let rootScreens: [String] =
            switch spec.root?.kind {
            case .stack(let screen)?: [screen.value]
            case .tabs(let tabBar)?: tabBar.tabs.map(\.screen.value)
            case .split(let split)?: [split.primary.value]
            case nil: []
            }
        if backStack.value.count + 1 > SpecLimits.maxBackStackDepth {
            diagnostics.error(
                "the back stack of screen '\(target.name.value)' has \(backStack.value.count) "
                    + "screens; the limit is \(SpecLimits.maxBackStackDepth - 1)",
                at: backStack.location
            )
        }
        for (index, entry) in backStack.value.enumerated() {
            guard
                let screen = spec.resolveScreen(
                    entry,
                    referrer: "the back stack of '\(target.name.value)'",
                    diagnostics: &diagnostics
                )
            else { continue }
            if index == 0, spec.root != nil, !rootScreens.contains(entry.value) {
                diagnostics.error(
                    "the back stack of screen '\(target.name.value)' starts with '\(entry.value)', which is not the "
                        + "root of a stack; start it with \(MappingReader.list(rootScreens, conjunction: "or"))",
                    at: entry.location,
                    fixIt: rootScreens.count == 1
                        ? Diagnostic.FixIt(replacement: rootScreens[0], message: "start it with '\(rootScreens[0])'")
                        : nil
                )
            }
            // A root screen whose required params the link does not carry keeps the root the stack has.
            if index == 0, spec.root?.screensWithLaunchArguments.contains(entry.value) == true { continue }
            if let param = screen.params.first(where: { !DeepLinkPlanner.canFill($0, from: target) }) {
                diagnostics.error(
                    "screen '\(entry.value)' in the back stack of '\(target.name.value)' needs "
                        + "the param '\(param.name.value)', which the link does not carry; add a "
                        + "param '\(param.name.value): \(param.type.value.swiftSource)' to "
                        + "'\(target.name.value)' or a default to '\(param.name.value)' of '\(entry.value)'",
                    at: entry.location,
                    note: Diagnostic.Note("'\(param.name.value)' is declared here", at: param.name.location)
                )
            }
        }
    }
}
