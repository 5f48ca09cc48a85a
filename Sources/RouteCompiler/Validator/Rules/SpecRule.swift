/// One group of checks of a decoded spec.
///
/// A rule reports every problem it finds and never stops at the first; rules
/// run independently of each other, each skipping the parts that decoding
/// could not read.
protocol SpecRule: Sendable {
    /// Checks the spec and reports problems.
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector)
}

/// Runs every rule over a decoded spec.
enum SpecValidator {
    /// The rules, in the order their diagnostics are most useful.
    static let rules: [any SpecRule] = [
        NameRule(),
        RootRule(),
        TypeRule(),
        TitleRule(),
        PathRule(),
        DeepLinkRule(),
        TransitionRule(),
        ReachabilityRule(),
    ]

    /// Checks the spec with every rule.
    ///
    /// The rules only read the spec, so they check it at the same time; their diagnostics are
    /// reported in the rules' order, as if they had run one after another.
    static func validate(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        validate(spec, diagnostics: &diagnostics) {}
    }

    /// Checks the spec with every rule as ``validate(_:diagnostics:)`` does, and meanwhile does
    /// `work`, which only reads the spec, on a core the rules leave free: returns its result.
    ///
    /// `work` starts first, as it is meant to be the largest task: the rules fill in around it.
    static func validate<Result: Sendable>(
        _ spec: RouteSpec,
        diagnostics: inout DiagnosticCollector,
        meanwhile work: @Sendable () -> Result
    ) -> Result {
        let tasks: [ValidationTask] = [.work] + rules.map(ValidationTask.rule)
        let results = tasks.concurrentMap(diagnostics: &diagnostics) { task, report -> Result? in
            switch task {
            case .work: return work()
            case .rule(let rule):
                rule.check(spec, diagnostics: &report)
                return nil
            }
        }
        // The first task is the work, which always has a result.
        return results[0]!
    }
}

/// A task of ``SpecValidator/validate(_:diagnostics:meanwhile:)``: a rule, or the work done meanwhile.
private enum ValidationTask: Sendable {
    case work
    case rule(any SpecRule)
}

extension RouteSpec {
    /// Reports a reference to a screen that the spec does not declare, with a "did you mean".
    /// Returns the screen when it exists.
    ///
    /// - Parameter referrer: what names the screen, as in "'push'" or "the root of tab 'home'"; written
    ///   only for the message, so that a screen that exists costs no text.
    @discardableResult
    func resolveScreen(
        _ name: Located<String>,
        referrer: @autoclosure () -> String,
        diagnostics: inout DiagnosticCollector
    ) -> Screen? {
        if let screen = screen(named: name.value) { return screen }
        guard screensAreKnown else { return nil }
        diagnostics.error(
            "\(referrer()) names '\(name.value)', which is not a screen of this spec",
            at: name.location,
            fixIt: EditDistance.closest(to: name.value, in: screenNames).map(Diagnostic.FixIt.didYouMean)
        )
        return nil
    }

    /// The names of the types the generated file declares.
    var generatedTypeNames: [String] {
        guard let name = name?.value else { return [] }
        return [
            "Route", "Screen", "Tab", "Navigator", "ScreenNavigator", "ScreenFactory", "PlaceholderFactory",
            "Coordinator",
        ].map {
            name + $0
        }
    }
}
