import RouteCompiler

extension SpecDiff {
    /// The changes that make saved navigation states fail to restore.
    ///
    /// RouteKit's archive holds the spec's name, the root container with its tabs, and each route as
    /// `{"<screen>": {"<param>": …}}`; a restore is refused as a whole when any of it no longer
    /// reads (`StateRestorationError`): another spec name, root kind or tab list, a screen the route
    /// enum lacks, a param that is not optional and missing from the data (a default is not used,
    /// as with Swift's synthesized `Decodable`), or a value of another type. A param the new
    /// spec drops is ignored.
    var savedStateChanges: [SpecChange] {
        if old.name != new.name {
            return [
                SpecChange(
                    kind: .savedStates,
                    subject: new.name,
                    message:
                        "the spec's name changed from '\(old.name)' to '\(new.name)': every saved state "
                        + "belongs to another spec now"
                )
            ]
        }
        if old.rootKind != new.rootKind || old.tabs != new.tabs {
            let what =
                old.rootKind != new.rootKind
                ? "the root changed from \(old.rootKind) to \(new.rootKind)"
                : "the tabs changed from [\(old.tabs.joined(separator: ", "))] to [\(new.tabs.joined(separator: ", "))]"
            return [SpecChange(kind: .savedStates, subject: "root", message: "\(what): no saved state fits it")]
        }
        var changes = removedScreens.map { screen in
            SpecChange(
                kind: .savedStates,
                subject: screen.name,
                message:
                    "screen '\(screen.name)' removed\(renameHint(renamedScreens(screen))): \(affected(screen.name))"
            )
        }
        for (before, after) in commonScreens {
            var reasons: [String] = []
            for param in after.params {
                guard let previous = before.params.first(where: { $0.name == param.name }) else {
                    if !param.type.isOptional {
                        reasons.append(
                            "param '\(param.described)' added, which a restore needs"
                                + (param.hasDefault ? " (its default is not used)" : "")
                        )
                    }
                    continue
                }
                if !Self.reads(previous.type, as: param.type) {
                    reasons.append(
                        "param '\(param.name)' changed type "
                            + "from \(previous.type.swiftSource) to \(param.type.swiftSource)"
                    )
                }
            }
            guard !reasons.isEmpty else { continue }
            changes.append(
                SpecChange(
                    kind: .savedStates,
                    subject: after.name,
                    message: "\(after.name): " + reasons.joined(separator: "; ") + ": " + affected(after.name)
                )
            )
        }
        return changes
    }

    /// Whether data written for a param of type `old` reads as `new`: the same type, or its optional.
    static func reads(_ old: TypeReference, as new: TypeReference) -> Bool {
        old == new || new == .optional(old)
    }

    /// Which saved states hold `screen`, in the old app: every one for a screen that starts a stack
    /// at launch, else those showing it or a screen shown over it.
    func affected(_ screen: String) -> String {
        if old.rootScreens.contains(screen) { return "every saved state holds it" }
        let shown = old.screensShown(over: screen)
        let count = shown.count == 1 ? "1 screen" : "\(shown.count) screens"
        // A long list names its first screens and counts the others.
        let named = shown.count <= 5 ? Self.list(shown) : Self.list(shown.prefix(4) + ["\(shown.count - 4) more"])
        return "states showing \(named) (\(count)) no longer restore"
    }

    /// The new screens with the removed screen's params, in order: it may have been renamed to one.
    func renamedScreens(_ screen: SpecSurface.ScreenPart) -> [String] {
        addedScreens.filter { $0.params == screen.params && $0.result == screen.result }.map(\.name)
    }
}
