/// An included file's path, checked and resolved against the top-level spec's folder.
///
/// Rules (the spec language reference's "Several files"): a path is relative to the file that includes it and
/// written with `/`; it names a spec file (`.routes.yaml` or `.routes.yml`), so that the build
/// plugin sees it among a target's specs; and it stays inside the top-level spec's folder (`..`
/// is fine while it does), so that every file of a spec lies under that folder.
struct IncludePath: Hashable {
    /// The path's components relative to the top-level spec's folder, without `.` or `..`.
    var components: [String]

    /// The path as diagnostics print it: the top-level spec's folder followed by the components.
    func displayPath(rootDirectory: String) -> String {
        let relative = components.joined(separator: "/")
        if rootDirectory.isEmpty { return relative }
        return rootDirectory.hasSuffix("/") ? rootDirectory + relative : rootDirectory + "/" + relative
    }

    /// The folder of this file, as components relative to the top-level spec's folder.
    var directory: [String] { Array(components.dropLast()) }

    /// Resolves `written`, included from a file in `directory`; returns a message on a broken rule.
    static func resolve(_ written: String, from directory: [String]) -> Result<IncludePath, IncludePathFailure> {
        if written.isEmpty {
            return .failure(
                .init("an included file's path is empty; write the path of a spec file, as in 'Orders.routes.yaml'")
            )
        }
        if written.hasPrefix("/") || written.hasPrefix("~") || written.contains(":") {
            return .failure(
                .init(
                    "'\(written)' is not a relative path; write the path from "
                        + "this file's folder, as in 'Orders/Orders.routes.yaml'"
                )
            )
        }
        if written.contains("\\") {
            return .failure(
                .init("'\(written)' contains '\\'; separate folders with '/', as in 'Orders/Orders.routes.yaml'")
            )
        }
        if !SpecBatch.specSuffixes.contains(where: written.hasSuffix) {
            return .failure(
                .init(
                    "'\(written)' is not a spec file; an included file is named "
                        + "'<Name>.routes.yaml' so that the build plugin finds it"
                )
            )
        }
        var components = directory
        for component in written.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else {
                    return .failure(
                        .init(
                            "'\(written)' leaves the top-level spec's folder; included files "
                                + "live in that folder or below it, so that the build plugin sees them"
                        )
                    )
                }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return .success(IncludePath(components: components))
    }
}

/// Why an include path is refused: a message for the diagnostic at the `include` entry.
struct IncludePathFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
