import RouteCompiler

extension SpecDiff {
    /// The changes of the generated API that the app's code may use: a source break.
    ///
    /// A screen is a case of `<Name>Route` and `<Name>Screen`, a navigator type and a `make…`
    /// requirement of the screen factory; its params are the case's labels and the method's
    /// arguments, so any param added, removed, retyped or reordered breaks the app's factory (and
    /// a required one every call that builds the route). A transition is a method of the navigators
    /// of its source screens, taking the params of the screens it shows.
    var apiChanges: [SpecChange] {
        if old.name != new.name {
            return [
                SpecChange(
                    kind: .api,
                    subject: new.name,
                    message: "every generated type is renamed: \(old.name)Route is now \(new.name)Route, and so on"
                )
            ]
        }
        var changes: [SpecChange] = []
        if old.rootKind != new.rootKind {
            changes.append(
                SpecChange(
                    kind: .api,
                    subject: "root",
                    message: "the root changed from \(old.rootKind) to \(new.rootKind): "
                        + "the initial state and its moves change"
                )
            )
        }
        for tab in old.tabs where !new.tabs.contains(tab) && old.rootKind == new.rootKind {
            changes.append(
                SpecChange(kind: .api, subject: tab, message: "tab '\(tab)' removed: \(new.name)Tab.\(tab) is gone")
            )
        }
        for screen in removedScreens {
            let type = SwiftNaming.navigatorTypeName(screen.name)
            changes.append(
                SpecChange(
                    kind: .api,
                    subject: screen.name,
                    message: "screen '\(screen.name)' removed\(renameHint(renamedScreens(screen))): "
                        + "\(new.name)Route.\(screen.name), \(new.name)Navigator.\(type) and "
                        + "\(SwiftNaming.prefixed("make", screen.name)) are gone"
                )
            )
        }
        for (before, after) in commonScreens {
            var reasons = Self.valueChanges(from: before.params, to: after.params, of: "param")
            if before.result != after.result {
                let describe = { (type: TypeReference?) in type?.swiftSource ?? "none" }
                reasons.append("result changed from \(describe(before.result)) to \(describe(after.result))")
            }
            guard !reasons.isEmpty else { continue }
            changes.append(
                SpecChange(
                    kind: .api,
                    subject: after.name,
                    message: "\(after.name): " + reasons.joined(separator: "; ")
                        + ": \(new.name)Route.\(after.name) and \(SwiftNaming.prefixed("make", after.name)) change"
                )
            )
        }
        for transition in old.transitions {
            guard let after = new.transition(named: transition.name) else {
                let renamed = addedTransitions.filter { $0.steps == transition.steps }.map(\.name)
                changes.append(
                    SpecChange(
                        kind: .api,
                        subject: transition.name,
                        message: "move '\(transition.name)' removed\(renameHint(renamed)): the navigators of "
                            + "\(Self.describe(transition.sources)) no longer offer it"
                    )
                )
                continue
            }
            var reasons = Self.valueChanges(from: transition.arguments, to: after.arguments, of: "argument")
            if let lost = lostSources(transition, after), !lost.isEmpty {
                reasons.append("no longer offered by \(Self.list(lost))")
            }
            guard !reasons.isEmpty else { continue }
            changes.append(
                SpecChange(
                    kind: .api,
                    subject: transition.name,
                    message: "move '\(transition.name)': " + reasons.joined(separator: "; ")
                )
            )
        }
        return changes
    }

    /// The screens that offered `old` and no longer offer `new`, by name; `nil` when none did.
    private func lostSources(_ old: SpecSurface.TransitionPart, _ new: SpecSurface.TransitionPart) -> [String]? {
        switch (old.sources, new.sources) {
        case (_, nil): return nil
        case (let before?, let after?): return before.subtracting(after).sorted()
        case (nil, let after?):
            return self.old.screens.map(\.name).filter { !after.contains($0) }
        }
    }

    /// How a list of labelled values (a screen's params, a method's arguments) changed for its callers.
    static func valueChanges(
        from old: [SpecSurface.Value],
        to new: [SpecSurface.Value],
        of what: String
    ) -> [String] {
        var reasons: [String] = []
        for value in old where !new.contains(where: { $0.name == value.name }) {
            let renamed = new.filter { candidate in
                !old.contains { $0.name == candidate.name } && candidate.type == value.type
            }
            let hint = renamed.count == 1 ? " (renamed to '\(renamed[0].name)'?)" : ""
            reasons.append("\(what) '\(value.described)' removed\(hint)")
        }
        for value in new {
            guard let previous = old.first(where: { $0.name == value.name }) else {
                reasons.append("\(what) '\(value.described)' added" + (value.hasDefault ? " (with a default)" : ""))
                continue
            }
            if previous.type != value.type {
                reasons.append(
                    "\(what) '\(value.name)' changed type "
                        + "from \(previous.type.swiftSource) to \(value.type.swiftSource)"
                )
            } else if previous.hasDefault && !value.hasDefault {
                reasons.append("\(what) '\(value.name)' lost its default")
            }
        }
        let kept = Set(old.map(\.name)).intersection(new.map(\.name))
        if old.map(\.name).filter(kept.contains) != new.map(\.name).filter(kept.contains) {
            reasons.append("\(what)s reordered: \(new.map(\.name).filter(kept.contains).joined(separator: ", "))")
        }
        return reasons
    }
}
