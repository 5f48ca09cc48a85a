import RouteCompiler

/// What `routegen diff` prints: the changes between two versions of a spec, in sections, as text
/// or as JSON for CI.
public struct SpecDiffReport: Sendable {
    /// The old version's path, as given.
    public var oldPath: String
    /// The new version's path, as given.
    public var newPath: String
    /// Every change, by kind.
    public var changes: [SpecChange]

    /// Whether something breaks for users who already have the app.
    public var breaks: Bool { changes.contains { $0.kind.breaks } }

    /// The report as text: a heading, then each section with its changes, or `none`.
    public var text: String {
        var lines = ["\(oldPath) → \(newPath)"]
        for kind in SpecChange.Kind.allCases {
            let changes = changes.filter { $0.kind == kind }
            lines.append("")
            lines.append("\(kind.title): \(changes.isEmpty ? "none" : String(changes.count))")
            lines += changes.map { "  - " + $0.message }
        }
        let breaking = changes.count { $0.kind.breaks }
        lines.append("")
        lines.append(
            breaking == 0
                ? "Nothing breaks." : "\(breaking) \(breaking == 1 ? "change breaks" : "changes break") the app."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON: the paths, whether something breaks, and each section's changes as
    /// `{"subject": …, "message": …}`.
    public var json: String {
        var members: [String: JSONValue] = [
            "old": .string(oldPath),
            "new": .string(newPath),
            "breaks": .bool(breaks),
        ]
        for kind in SpecChange.Kind.allCases {
            members[kind.rawValue] = .array(
                changes.filter { $0.kind == kind }.map {
                    .object(["subject": .string($0.subject), "message": .string($0.message)])
                }
            )
        }
        return JSONValue.object(members).text
    }
}
