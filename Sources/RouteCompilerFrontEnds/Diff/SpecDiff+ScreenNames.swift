import RouteCompiler

extension SpecDiff {
    /// The screens whose title or analytics name changed: what users read and what the app's analytics
    /// count, neither of which a saved state, a link or the app's code depends on.
    var screenNameChanges: [SpecChange] {
        commonScreens.flatMap { before, after -> [SpecChange] in
            var changes: [SpecChange] = []
            let screen = after.name
            switch (old.behavior.titles[before.name], new.behavior.titles[screen]) {
            case (let oldTitle?, let newTitle?) where oldTitle != newTitle:
                changes.append(titleChange(screen, "is now titled \"\(newTitle)\", not \"\(oldTitle)\""))
            case (let oldTitle?, nil):
                changes.append(titleChange(screen, "no longer has a title; it was \"\(oldTitle)\""))
            case (nil, let newTitle?):
                changes.append(titleChange(screen, "is now titled \"\(newTitle)\"; it had no title"))
            default:
                break
            }
            if let oldName = old.behavior.analyticsNames[before.name],
                let newName = new.behavior.analyticsNames[screen], oldName != newName
            {
                changes.append(
                    SpecChange(
                        kind: .changed,
                        subject: screen,
                        message: "screen '\(screen)' now appears in analytics events as '\(newName)', not "
                            + "'\(oldName)': reports that count '\(oldName)' no longer see it"
                    )
                )
            }
            return changes
        }
    }

    /// A change of `screen`'s title, described by `what`.
    private func titleChange(_ screen: String, _ what: String) -> SpecChange {
        SpecChange(kind: .changed, subject: screen, message: "screen '\(screen)' \(what)")
    }
}
