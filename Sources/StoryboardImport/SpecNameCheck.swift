import RouteCompiler

/// Asks the compiler whether it takes a name that the import made up from a storyboard.
///
/// Storyboard IDs, classes, titles and segue identifiers can become names that the compiler
/// refuses: a member that the generated enums already have (`allCases`, `deepLinks`, a tab named
/// `initial`), a navigator's `context`, a module that generated code names, a name over the
/// length limit. Rather than keep a copy of those rules, the check validates a small spec that
/// holds the name, as `routegen check` would, so the import never writes a name the compiler
/// refuses.
struct SpecNameCheck {
    /// What a name names.
    enum Kind: Hashable {
        case screen
        case tab
        case transition
    }

    /// The spec's `name`, which some rules compare names with (a navigator type may not hide a
    /// generated type).
    let specName: String
    private var verdicts: [Kind: [String: Bool]] = [:]

    init(specName: String) { self.specName = specName }

    /// Whether the compiler takes `name` as the name of a `kind`.
    mutating func accepts(_ name: String, as kind: Kind) -> Bool {
        if let verdict = verdicts[kind]?[name] { return verdict }
        var diagnostics = DiagnosticCollector()
        _ = GeneratorPipeline.parseAndValidate(Array(probe(name, as: kind).utf8), diagnostics: &diagnostics)
        let verdict = !diagnostics.hasErrors
        verdicts[kind, default: [:]][name] = verdict
        return verdict
    }

    /// What the compiler says against `specName` as a spec's `name`, or `nil` when it takes it.
    static func problem(withSpecName specName: String) -> String? {
        var diagnostics = DiagnosticCollector()
        let probe = "name: \(specName)\nroot: home\nscreens:\n  home:\n"
        _ = GeneratorPipeline.parseAndValidate(Array(probe.utf8), diagnostics: &diagnostics)
        return diagnostics.diagnostics.first { $0.severity == .error }?.message
    }

    /// A valid spec but for `name`, which it uses as a `kind`'s name.
    private func probe(_ name: String, as kind: Kind) -> String {
        // The other screens' names differ from `name`, so that only `name` can be wrong.
        let (first, second) = name == "first" || name == "second" ? ("one", "two") : ("first", "second")
        switch kind {
        case .screen:
            return "name: \(specName)\nroot: \(name)\nscreens:\n  \(name):\n"
        case .tab:
            return "name: \(specName)\nroot:\n  tabs:\n    - { id: \(name), title: T, screen: \(first) }\n"
                + "screens:\n  \(first):\n"
        case .transition:
            return "name: \(specName)\nroot: \(first)\nscreens:\n  \(first):\n  \(second):\n"
                + "transitions:\n  \(name): { from: \(first), push: \(second) }\n"
        }
    }
}
