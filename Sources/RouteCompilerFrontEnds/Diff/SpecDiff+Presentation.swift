import RouteCompiler

extension SpecDiff {
    /// How links arrive while the app runs: a link to the same screen that now pushes, presents or rebuilds
    /// its stack. The link still opens its screen, and nothing the app's code calls changes.
    var arrivalChanges: [SpecChange] {
        old.screens.compactMap { screen in
            guard let before = old.behavior.arrivals[screen.name], let after = new.behavior.arrivals[screen.name],
                before != after
            else { return nil }
            return SpecChange(
                kind: .changed,
                subject: screen.name,
                message: "a link to '\(screen.name)' opened while the app runs now arrives by \(after), not \(before)"
            )
        }
    }

    /// How moves present and animate, which bars screens show, and how the root behaves: changes that break
    /// no saved state, link or code.
    ///
    /// A saved state holds each presentation's style, detents and animation as they were shown, and each
    /// stack's screens, its root included: it restores as before, and shows the new settings from the next
    /// move on.
    var presentationChanges: [SpecChange] {
        moveLookChanges + barChanges + rootChanges
    }

    /// The root screens' required params, the arguments of the initial state: a source break when they change.
    var launchArgumentChanges: [SpecChange] {
        let before = old.behavior.launchArguments
        let after = new.behavior.launchArguments
        guard old.name == new.name, before != after else { return [] }
        let describe = { (arguments: [String]) in arguments.isEmpty ? "nothing" : arguments.joined(separator: ", ") }
        return [
            SpecChange(
                kind: .api,
                subject: "root",
                message: "the initial state now takes \(describe(after)), not \(describe(before)): "
                    + "every generated API that starts from it changes"
            )
        ]
    }

    /// The moves whose steps stay the same but present or animate their screens otherwise.
    private var moveLookChanges: [SpecChange] {
        old.transitions.compactMap { transition in
            guard let after = new.transition(named: transition.name), after.steps == transition.steps,
                let oldLook = old.behavior.moves[transition.name], let newLook = new.behavior.moves[transition.name],
                oldLook != newLook
            else { return nil }
            var reasons: [String] = []
            if oldLook.animated != newLook.animated {
                reasons.append(newLook.animated ? "is now animated" : "is no longer animated")
            }
            for (before, after) in zip(oldLook.shown, newLook.shown) where before != after {
                reasons += Self.lookChanges(from: before, to: after)
            }
            let restored =
                zip(oldLook.shown, newLook.shown).contains { $0.isPresented && $0 != $1 }
                ? "; states saved with it shown restore it as it was" : ""
            return SpecChange(
                kind: .changed,
                subject: transition.name,
                message: "move '\(transition.name)' " + reasons.joined(separator: "; ") + restored
            )
        }
    }

    /// How one step shows its screen differently.
    private static func lookChanges(
        from before: SpecSurface.Behavior.ShownScreen,
        to after: SpecSurface.Behavior.ShownScreen
    ) -> [String] {
        var reasons: [String] = []
        let screen = after.screen
        if let oldStyle = before.style, let newStyle = after.style, oldStyle != newStyle {
            var reason = "now presents \(screen) as \(newStyle.rawValue), not \(oldStyle.rawValue)"
            if oldStyle.userCanDismiss != newStyle.userCanDismiss {
                reason +=
                    newStyle.userCanDismiss ? ": users can now swipe it away" : ": users can no longer swipe it away"
            }
            reasons.append(reason)
        }
        if before.detents != after.detents {
            let describe = { (detents: [Detent]) in
                detents.isEmpty ? "full height" : list(detents.map(\.rawValue))
            }
            reasons.append("now rests \(screen) at \(describe(after.detents)), not \(describe(before.detents))")
        }
        if before.animation != after.animation {
            let verb = after.isPresented ? "presents" : "pushes"
            reasons.append(
                "now \(verb) \(screen) with \(after.animation?.rawValue ?? "the default animation"), "
                    + "not \(before.animation?.rawValue ?? "the default animation")"
            )
        }
        return reasons
    }

    /// The screens that now show or hide a bar.
    private var barChanges: [SpecChange] {
        let names = ["navigationBar": "the navigation bar", "toolbar": "the toolbar", "tabBar": "the tab bar"]
        return commonScreens.compactMap { before, after in
            let oldBars = old.behavior.bars[before.name] ?? []
            let newBars = new.behavior.bars[after.name] ?? []
            let changed = zip(oldBars, newBars).filter { $0.key == $1.key && $0.value != $1.value }.map(\.1)
            guard !changed.isEmpty else { return nil }
            let phrases = changed.map { bar in
                (bar.value == BarVisibility.hidden.rawValue ? "hides " : "shows ") + (names[bar.key] ?? bar.key)
            }
            return SpecChange(
                kind: .changed,
                subject: after.name,
                message: "screen '\(after.name)' now \(Self.list(phrases)) while it is on top"
            )
        }
    }

    /// The root's screens, the tab selected at launch and what a tap on the selected tab does, for a root of
    /// the same kind and tabs (another root is a saved-state break).
    private var rootChanges: [SpecChange] {
        guard old.rootKind == new.rootKind, old.tabs == new.tabs else { return [] }
        return old.behavior.root.compactMap { setting in
            guard let after = new.behavior.root.first(where: { $0.kind == setting.kind }),
                after.value != setting.value
            else { return nil }
            if setting.kind == .reselect {
                return SpecChange(
                    kind: .changed,
                    subject: "root",
                    message: after.value == TabReselect.none.rawValue
                        ? "a tap on the selected tab now does nothing; it popped the tab's stack to its root"
                        : "a tap on the selected tab now pops the tab's stack to its root; it did nothing"
                )
            }
            let kept = setting.isRootScreen ? ": saved states restore with their own" : ""
            return SpecChange(
                kind: .changed,
                subject: "root",
                message: "\(setting.described) is now \(after.value), not \(setting.value)\(kept)"
            )
        }
    }
}
