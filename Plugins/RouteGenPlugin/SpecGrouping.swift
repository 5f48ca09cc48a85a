import Foundation

/// Splits a target's specs into the groups that get a build command each, so that editing one spec
/// runs the tool on that spec alone, not on every spec of the target.
///
/// A plugin cannot parse YAML, so it reads each spec's text for what it can prove: a spec is
/// compiled on its own when it has a top-level `name:` that no other spec of the target has, its
/// text does not say `include`, and no other spec's text names its file. Every other spec (one that
/// includes or is included, one whose name is written in a way this does not read, two specs with
/// one name) goes to one shared command, as all specs did before, so that the tool still compiles
/// only top-level specs and reports two specs with the same `name`. A spec file that cannot be read
/// goes there too, and the tool reports why.
enum SpecGrouping {
    /// The specs that each get a command of their own, and the rest, which share one.
    struct Groups: Equatable {
        var alone: [URL]
        var shared: [URL]
    }

    /// The groups of `specs`, whose texts `read` gives (`nil` when a file cannot be read).
    ///
    /// A single spec is grouped by the same rules: when it includes files, its command's inputs must
    /// be every file it may include (the spec files under `Routes/` for the fallback spec), which
    /// only the shared command has.
    static func groups(of specs: [URL], read: (URL) -> String? = Self.read) -> Groups {
        let texts = specs.map(read)
        let names = texts.map { $0.flatMap(topLevelName(in:)) }
        var alone: [URL] = []
        var shared: [URL] = []
        for (index, spec) in specs.enumerated() {
            let fileName = spec.lastPathComponent
            let isAlone =
                if let text = texts[index], let name = names[index] {
                    !text.contains("include")
                        && names.filter({ $0 == name }).count == 1
                        && !texts.enumerated().contains {
                            $0.offset != index && $0.element?.contains(fileName) != false
                        }
                } else {
                    false
                }
            if isAlone { alone.append(spec) } else { shared.append(spec) }
        }
        return Groups(alone: alone, shared: shared)
    }

    /// The value of a top-level `name: Identifier` line, the form specs write; `nil` for any other form.
    static func topLevelName(in text: String) -> String? {
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
        where line.hasPrefix("name:") {
            var value = line.dropFirst("name:".count)
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            let name = value.trimmingCharacters(in: .whitespaces)
            let isIdentifier =
                !name.isEmpty && name.first?.isNumber == false
                && name.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                }
            return isIdentifier ? name : nil
        }
        return nil
    }

    /// The text of a spec file, or `nil` when it cannot be read as UTF-8.
    static func read(_ file: URL) -> String? {
        try? String(contentsOf: file, encoding: .utf8)
    }
}
