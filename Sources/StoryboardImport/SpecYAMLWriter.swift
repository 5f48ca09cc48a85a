import RouteCompiler

/// Writes an ``ImportedSpec`` as route spec YAML, with its notes as `#` comments in place.
///
/// Names are identifiers and go unquoted; every other string is double-quoted with YAML's escapes,
/// so a title holding `#`, `:` or quotes reaches the spec unchanged.
enum SpecYAMLWriter {
    /// The presentation styles that this compiler's `style` takes; the storyboard's others are
    /// written as the nearest of these, with the storyboard's own style in a comment beside it.
    static let acceptedStyles: Set<String> = ["sheet", "fullScreen"]

    /// The spec's text.
    static func text(of spec: ImportedSpec) -> String {
        var lines: [String] = []
        lines.append(
            "# Imported by `routegen import storyboard` from \(spec.sources.map(fileName).joined(separator: ", "))."
        )
        lines.append("# Lines starting with \"# import:\" say what the storyboards hold that the spec does not carry.")
        lines.append("name: \(spec.name)")
        lines += spec.rootComments.map { "# " + line($0) }
        switch spec.root {
        case .screen(let screen):
            lines.append("root: \(screen)")
        case .tabs(let tabs):
            lines += ["root:", "  tabs:"]
            for tab in tabs {
                lines.append("    - id: \(tab.id)")
                lines.append("      title: \(quoted(tab.title))")
                if let icon = tab.icon { lines.append("      icon: \(quoted(icon))") }
                lines.append("      screen: \(tab.screen)")
            }
        case .split(let primary, let secondary):
            lines += ["root:", "  split:", "    primary: \(primary)"]
            if let secondary { lines.append("    secondary: \(secondary)") }
        }
        lines.append("screens:")
        for screen in spec.screens {
            lines.append("  \(screen.name):")
            lines += screen.comments.map { "    # " + line($0) }
            if let title = screen.title { lines.append("    title: \(quoted(titleText(title)))") }
            lines.append("    doc: \(quoted(screen.doc))")
        }
        if !spec.transitions.isEmpty { lines.append("transitions:") }
        for transition in spec.transitions {
            lines.append("  \(transition.name):")
            lines += transition.comments.map { "    # " + line($0) }
            let from = transition.from.count == 1 ? transition.from[0] : "[\(transition.from.joined(separator: ", "))]"
            lines.append("    from: \(from)")
            if transition.dismissesFirst {
                lines += [
                    "    steps:", "      - dismiss", "      - \(transition.step.keyword): \(transition.step.screen)",
                ]
            } else {
                lines.append("    \(transition.step.keyword): \(transition.step.screen)")
            }
            lines += styleLines(of: transition)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `style` line of a presentation and the comment for what the spec's style does not say.
    private static func styleLines(of transition: ImportedTransition) -> [String] {
        var storyboard: [String] = []
        var lines: [String] = []
        if let style = transition.style {
            if acceptedStyles.contains(style) {
                if style != "sheet" { lines.append("    style: \(style)") }
            } else {
                let nearest = ["overFullScreen", "overCurrentContext"].contains(style) ? "fullScreen" : "sheet"
                if nearest != "sheet" { lines.append("    style: \(nearest)") }
                storyboard.append("style \(style)")
            }
        }
        if let effect = transition.transition, effect != "coverVertical" { storyboard.append("transition \(effect)") }
        if !storyboard.isEmpty {
            lines.insert("    # import: the storyboard's \(storyboard.joined(separator: ", ")) (spec v3)", at: 0)
        }
        return lines
    }

    /// A title with its braces doubled, since a spec title interpolates `{param}`.
    private static func titleText(_ title: String) -> String {
        TitleTemplate.escapingBraces(in: title)
    }

    /// `text` on one line, for a comment.
    private static func line(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// `text` as a YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029
                {
                    result +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
