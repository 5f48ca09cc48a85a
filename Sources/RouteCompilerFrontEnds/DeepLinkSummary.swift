import RouteCompiler

/// A deep link of a spec as `routegen links` lists it: its pattern, its screen, and the back
/// stack it opens with.
public struct DeepLinkSummary: Hashable, Sendable {
    /// The path pattern, such as `/employees/{name}`.
    public var pattern: String
    /// The linked screen.
    public var screen: String
    /// The stack the link opens: `main`, `tab <id>`, `primary` or `secondary`.
    public var container: String
    /// The screens of that stack from its root; the linked screen last unless it is presented.
    public var stack: [String]
    /// The linked screen when it is presented over the stack.
    public var presented: String?
    /// The params that come from the query string, as `name: Type`.
    public var queryParams: [String]
    /// Where the back stack comes from: `declared` (the screen's `backStack`), `transitions` (the
    /// shortest chain whose params the link carries), or `fallback` (no such chain, or no chain at all: over
    /// the stack's root, with a warning).
    public var backStackOrigin: String
    /// Whether the link keeps the root its stack has: a root screen with required params that the link
    /// does not carry.
    public var keepsRoot: Bool = false
    /// The gates that the linked screen requires: a link opened while one is closed waits behind its flow.
    public var gates: [String] = []
    /// The module that compiles the feature whose spec declares the linked screen, in an app spec
    /// that uses features; `nil` for the spec's own screens.
    public var module: String?
    /// How the link arrives while the app runs (`arrive:`): `replace`, `push from <screens>` (the
    /// screens a transition pushes it from; elsewhere it replaces), or `present as <style>`.
    public var arrival: String = "replace"
}

extension GeneratorPipeline {
    /// The deep links of a spec, one per pattern, in the order of its screens, with the spec's diagnostics;
    /// no links when the spec has errors.
    public static func deepLinks(of bytes: [UInt8]) -> (links: [DeepLinkSummary], diagnostics: [Diagnostic]) {
        deepLinks(of: SpecSource(bytes))
    }

    /// The deep links of a spec and the files it includes, with its diagnostics.
    public static func deepLinks(of source: SpecSource) -> (links: [DeepLinkSummary], diagnostics: [Diagnostic]) {
        var includedFiles: [String] = []
        return deepLinks(of: source, includedFiles: &includedFiles)
    }

    /// The deep links of a spec and the files it includes, with its diagnostics; `includedFiles`
    /// gets the paths of the files it includes, directly or not, as diagnostics print them.
    public static func deepLinks(
        of source: SpecSource,
        includedFiles: inout [String]
    ) -> (links: [DeepLinkSummary], diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        guard let spec = parseAndValidate(source, diagnostics: &diagnostics, includedFiles: &includedFiles),
            !diagnostics.hasErrors
        else {
            return ([], diagnostics.sorted)
        }
        let pushSources = PushSourceIndex(spec: spec)
        let links = spec.plannedDeepLinks.flatMap { screen, plan in
            screen.paths.map { summary(of: screen, path: $0.value, plan: plan, in: spec, pushSources: pushSources) }
        }
        return (links, diagnostics.sorted)
    }

    /// How a link to `screen` arrives, as `routegen links` shows it; `pushSources` indexes `spec`.
    static func arrivalText(of screen: Screen, in spec: RouteSpec, pushSources: PushSourceIndex) -> String {
        switch screen.arrive?.value.value {
        case nil, .replace?: return "replace"
        case .push?:
            guard let sources = pushSources.sources(of: screen.name.value) else { return "push from any screen" }
            return sources.isEmpty
                ? "replace (no transition pushes it)" : "push from " + sources.joined(separator: ", ")
        case .present?:
            return "present as " + (spec.arrivalStyle(of: screen.name.value)?.rawValue ?? "sheet")
        }
    }

    /// One pattern of a linked screen as `routegen links` lists it.
    private static func summary(
        of screen: Screen,
        path: PathPattern,
        plan: DeepLinkPlan,
        in spec: RouteSpec,
        pushSources: PushSourceIndex
    ) -> DeepLinkSummary {
        let container =
            switch plan.container {
            case .main: "main"
            case .tab(let tab): "tab \(tab)"
            case .primary: "primary"
            case .secondary: "secondary"
            }
        let origin =
            switch plan.origin {
            case .transitions: "transitions"
            case .declared: "declared"
            case .fallback, .unreached: "fallback"
            }
        let inPath = Set(path.paramNames)
        var summary = DeepLinkSummary(
            pattern: path.text,
            screen: screen.name.value,
            container: container,
            stack: plan.stack,
            presented: plan.presented?.screen,
            queryParams: screen.params.filter { !inPath.contains($0.name.value) && $0.type.value.isURLQueryWritable }
                .map { "\($0.name.value): \($0.type.value.swiftSource)" },
            backStackOrigin: origin,
            keepsRoot: spec.keepsRoot(plan, for: screen)
        )
        summary.gates = screen.requires.map(\.value)
        summary.module = screen.feature.flatMap { feature in
            spec.features.used.first { $0.name == feature }?.use.module.value
        }
        summary.arrival = arrivalText(of: screen, in: spec, pushSources: pushSources)
        return summary
    }
}
