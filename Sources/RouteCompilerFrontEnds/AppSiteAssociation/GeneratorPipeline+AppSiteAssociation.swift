import RouteCompiler

/// The link patterns of a valid spec, for the association file and sample URLs that
/// `routegen links` writes.
public struct SpecLinkPatterns: Sendable {
    /// The patterns, in the order of the spec's screens.
    var patterns: [LinkPattern]

    /// Whether the spec has no deep link.
    public var isEmpty: Bool { patterns.isEmpty }

    /// One sample URL path per pattern, with typed sample values (``LinkSampleValue``): the
    /// round-trip corpus of `routegen links --urls`.
    public var sampleURLPaths: [String] { patterns.map(SampleLinkURL.path) }

    /// The `apple-app-site-association` file for the apps `appIDs` and the patterns of `specs`.
    public static func appSiteAssociation(appIDs: [String], specs: [SpecLinkPatterns]) -> String {
        AppSiteAssociation(appIDs: appIDs, links: specs.flatMap(\.patterns)).text
    }

    /// Why `appID` cannot name an app in an association file, or `nil` when it can.
    public static func problem(withAppID appID: String) -> String? { AppID.problem(with: appID) }
}

extension GeneratorPipeline {
    /// The link patterns of a spec and the files it includes, with its diagnostics; `nil` when the spec
    /// has errors. `includedFiles` gets the paths of the files it includes, as diagnostics print them.
    public static func linkPatterns(
        of source: SpecSource,
        includedFiles: inout [String]
    ) -> (patterns: SpecLinkPatterns?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        guard let spec = parseAndValidate(source, diagnostics: &diagnostics, includedFiles: &includedFiles),
            !diagnostics.hasErrors
        else {
            return (nil, diagnostics.sorted)
        }
        return (SpecLinkPatterns(patterns: LinkPattern.patterns(of: spec)), diagnostics.sorted)
    }
}
