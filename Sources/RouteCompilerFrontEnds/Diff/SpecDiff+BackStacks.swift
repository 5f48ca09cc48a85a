import RouteCompiler

extension SpecSurface {
    /// What a link to each linked screen shows when it opens from launch, by screen: the stack it
    /// builds, bottom first, and where (`tab schedule: home → sessionList → sessionDetail`), as the
    /// deep-link planner plans it from the screen's `backStack` or its shortest chain.
    static func linkArrivals(of spec: RouteSpec) -> [String: String] {
        var arrivals: [String: String] = [:]
        for (screen, plan) in spec.plannedDeepLinks {
            let name = screen.name.value
            let container: String
            switch plan.container {
            case .main: container = "the stack"
            case .tab(let tab): container = "tab \(tab)"
            case .primary: container = "the primary column"
            case .secondary: container = "the secondary column"
            }
            let stack = plan.stack.isEmpty ? spec.rootScreen(of: plan.container).map { [$0] } ?? [] : plan.stack
            if let presented = plan.presented {
                arrivals[name] =
                    "\(container): \(stack.joined(separator: " → ")), presenting \(presented.screen)"
            } else {
                // A planned stack ends with the linked screen; a link no chain reaches opens over the root.
                arrivals[name] =
                    "\(container): " + (stack.last == name ? stack : stack + [name]).joined(separator: " → ")
            }
        }
        return arrivals
    }
}

extension SpecDiff {
    /// The links whose screen opens over another back stack: what a user's deep link now shows under it.
    /// A link keeps working, so the change breaks nothing; a product team may still want to know.
    var backStackChanges: [SpecChange] {
        old.screens.compactMap { screen in
            guard let before = old.linkArrivals[screen.name], let after = new.linkArrivals[screen.name],
                before != after
            else { return nil }
            return SpecChange(
                kind: .changed,
                subject: screen.name,
                message: "a link to '\(screen.name)' now shows \(after), not \(before)"
            )
        }
    }
}
