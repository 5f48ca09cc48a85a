import RouteCompiler

/// Compares two versions of a spec for what the change breaks for users who already have the app:
/// saved states, deep links and the generated API, and what is only added.
struct SpecDiff {
    /// The old version.
    var old: SpecSurface
    /// The new version.
    var new: SpecSurface
    /// The screens that only the new version has, candidates for a removed screen's new name.
    let addedScreens: [SpecSurface.ScreenPart]
    /// The moves that only the new version has, candidates for a removed move's new name.
    let addedTransitions: [SpecSurface.TransitionPart]

    /// Compares `old` with `new`.
    init(old: SpecSurface, new: SpecSurface) {
        self.old = old
        self.new = new
        addedScreens = new.screens.filter { old.screen(named: $0.name) == nil }
        addedTransitions = new.transitions.filter { old.transition(named: $0.name) == nil }
    }

    /// Every change, by kind, each kind in the order of the specs' screens, transitions and links.
    var changes: [SpecChange] {
        savedStateChanges + deepLinkChanges + apiChanges + launchArgumentChanges + behaviorChanges + backStackChanges
            + arrivalChanges + presentationChanges + screenNameChanges + additions
    }

    /// What changes how the app behaves and breaks nothing: the steps of a move, the localization of titles.
    var behaviorChanges: [SpecChange] {
        var changes: [SpecChange] = []
        if old.localization != new.localization {
            changes.append(
                SpecChange(
                    kind: .changed,
                    subject: "localization",
                    message: "titles are "
                        + (new.localization.map { "now looked up in \($0)" } ?? "no longer localized")
                        + (old.localization.map { ", not in \($0)" } ?? "")
                )
            )
        }
        for transition in old.transitions {
            guard let after = new.transition(named: transition.name), after.steps != transition.steps else { continue }
            changes.append(
                SpecChange(
                    kind: .changed,
                    subject: transition.name,
                    message: "move '\(transition.name)' now does \(after.steps.joined(separator: ", ")), "
                        + "not \(transition.steps.joined(separator: ", "))"
                )
            )
        }
        return changes
    }

    /// The screens of both versions, by name, in the old spec's order.
    var commonScreens: [(old: SpecSurface.ScreenPart, new: SpecSurface.ScreenPart)] {
        old.screens.compactMap { screen in new.screen(named: screen.name).map { (screen, $0) } }
    }

    /// The screens of the old version that the new one no longer has.
    var removedScreens: [SpecSurface.ScreenPart] { old.screens.filter { new.screen(named: $0.name) == nil } }

    /// A hint for a removal when exactly one new screen or transition looks like its new name.
    func renameHint(_ candidates: [String]) -> String {
        candidates.count != 1 ? "" : " (renamed to '\(candidates[0])'?)"
    }

    /// What is only added: screens, transitions, tabs, link patterns, and moves that more screens offer.
    var additions: [SpecChange] {
        var changes: [SpecChange] = []
        for screen in addedScreens {
            changes.append(SpecChange(kind: .added, subject: screen.name, message: "screen '\(screen.name)' added"))
        }
        for tab in new.tabs where !old.tabs.contains(tab) && old.rootKind == new.rootKind {
            changes.append(SpecChange(kind: .added, subject: tab, message: "tab '\(tab)' added"))
        }
        for transition in new.transitions {
            guard let before = old.transition(named: transition.name) else {
                changes.append(
                    SpecChange(
                        kind: .added,
                        subject: transition.name,
                        message: "move '\(transition.name)' added, from \(Self.describe(transition.sources))"
                    )
                )
                continue
            }
            if let sources = transition.sources, let oldSources = before.sources {
                let gained = sources.subtracting(oldSources)
                if !gained.isEmpty {
                    changes.append(
                        SpecChange(
                            kind: .added,
                            subject: transition.name,
                            message: "move '\(transition.name)' now also offered by \(Self.list(gained.sorted()))"
                        )
                    )
                }
            } else if transition.sources == nil && before.sources != nil {
                changes.append(
                    SpecChange(
                        kind: .added,
                        subject: transition.name,
                        message: "move '\(transition.name)' now offered by every screen"
                    )
                )
            }
        }
        for link in new.links where !old.links(shapedLike: link.pattern).contains(where: { $0.pattern == link.pattern })
        {
            changes.append(
                SpecChange(
                    kind: .added,
                    subject: link.pattern.text,
                    message: "link \(link.pattern.text) added, opening \(link.screen)"
                )
            )
        }
        return changes
    }

    /// `every screen`, or the screens' names.
    static func describe(_ sources: Set<String>?) -> String {
        sources.map { list($0.sorted()) } ?? "every screen"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
