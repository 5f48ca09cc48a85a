import RouteCompiler

extension ModelCheck {
    /// A warning at each `arrive: push` that can never apply, so that the link always arrives as `replace`
    /// does: RouteKit pushes a linked screen only when the link's plan does not present it and the top of
    /// the link's stack is a screen that a one-step transition pushes it from (``PushSourceIndex``, the
    /// sources the link table gives RouteKit).
    ///
    /// `arrive: present` needs no such check: validation refuses it unless a transition presents the
    /// screen, and then it always presents.
    func arrivalDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The screens each stack can show on top, gathered once for all links.
        var tops: [ModelFrame.Container: Set<Int>]?
        let pushSources = PushSourceIndex(spec: space.spec)
        for (screen, plan) in space.spec.plannedDeepLinks {
            guard let arrive = screen.arrive, arrive.value.value == .push else { continue }
            let shownOnTop = tops ?? stackTops()
            tops = shownOnTop
            guard
                let reason = pushFallbackReason(
                    screen.name.value,
                    plan: plan,
                    sources: pushSources.sources(of: screen.name.value),
                    tops: shownOnTop
                )
            else { continue }
            diagnostics.append(
                .warning(
                    "screen '\(screen.name.value)' arrives by 'push', but \(reason)",
                    at: arrive.value.location
                )
            )
        }
        return diagnostics
    }

    /// Why a link to `name`, pushed from `sources` (`nil`: from any screen), never arrives by `push`, with what
    /// to do about it; `nil` when it can.
    private func pushFallbackReason(
        _ name: String,
        plan: DeepLinkPlan,
        sources: [String]?,
        tops: [ModelFrame.Container: Set<Int>]
    ) -> String? {
        if sources?.isEmpty == true {
            return "no transition pushes it in one step (a transition whose only step is 'push: \(name)'), "
                + "so its link always arrives as 'replace' does; add one from the screens it should be pushed over, "
                + "or arrive by 'replace'"
        }
        if plan.presented != nil { return presentedReason(name, plan: plan) }
        // `from: "*"`: whatever is on top of the link's stack pushes it.
        guard let sources else { return nil }
        let shownOnTop = tops[space.container(of: plan.container)] ?? []
        guard !sources.contains(where: { space.spec.screenNumbers[$0].map(shownOnTop.contains) ?? true }) else {
            return nil
        }
        let pushedFrom = sources.map { "'\($0)'" }.joined(separator: ", ")
        let which = sources.count == 1 ? "which is" : "none of which is"
        return "it is pushed only from \(pushedFrom), \(which) never on top of \(describe(plan.container)), where its "
            + "link opens it (\(linkStack(name, plan: plan))), so the link always arrives as 'replace' does; "
            + "push it from a screen of that stack, or give it a 'backStack' through the screens it is pushed from"
    }

    /// The screens that each stack of the root container can show on top: the frames' tops, and the screens
    /// a frame leaves out under its top, which `back()` shows.
    private func stackTops() -> [ModelFrame.Container: Set<Int>] {
        var tops = space.heldBelowTop.filter { !$0.key.isPresented }
        for frame in space.frames where !frame.container.isPresented {
            tops[frame.container, default: []].insert(frame.top)
        }
        return tops
    }

    /// The reason of a link whose plan presents its screen: the push never applies.
    private func presentedReason(_ name: String, plan: DeepLinkPlan) -> String {
        "its link presents it (\(linkStack(name, plan: plan))), so it always arrives as 'replace' does; "
            + "give it a 'backStack' to open it pushed, or arrive by 'present'"
    }

    /// The screens a link opens, root first: `inbox → thread`, or `inbox, presenting thread`.
    private func linkStack(_ name: String, plan: DeepLinkPlan) -> String {
        let stack = plan.stack.isEmpty ? space.spec.rootScreen(of: plan.container).map { [$0] } ?? [] : plan.stack
        if plan.presented != nil { return stack.joined(separator: " → ") + ", presenting \(name)" }
        return (stack.last == name ? stack : stack + [name]).joined(separator: " → ")
    }

    /// A stack of the root container as the warnings name it.
    private func describe(_ container: DeepLinkPlan.Container) -> String {
        switch container {
        case .main: "the stack"
        case .tab(let tab): "tab \(tab)"
        case .primary: "the primary column"
        case .secondary: "the secondary column"
        }
    }
}
