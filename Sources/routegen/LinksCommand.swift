import ArgumentParser
import Foundation
import RouteCompiler
import RouteCompilerFrontEnds

/// `routegen links`: lists the deep links of a spec and the back stacks they open with.
struct LinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "List a spec's deep links and the back stack each one opens with.",
        discussion: """
            Each line shows a path pattern, its screen, the stack it opens (main, a tab,
            or a side of the split view) with the screens below it, how it arrives
            while the app runs ('arrive': replace, push from the screens a transition
            pushes it from, or present), and the params that may come from the query
            string. A spec that another listed spec includes is
            listed with it, not on its own. A back stack that the screen declares
            ('backStack') is marked (declared); one that falls back to the stack's root
            because no chain reaches the screen, or none whose params come from the
            link, is marked (fallback). A root marked (kept) stays as the app's stack
            has it: it has required params that the link does not carry.

            --apple-app-site-association prints the 'applinks' JSON that the domain of
            the app's universal links serves at /.well-known/apple-app-site-association:
            one component per path pattern of the specs given, each '{param}' as '?*'
            (one character or more), for the apps named with --app-id. --urls prints one
            sample URL per pattern instead, its params filled with typed sample values
            (Int 42, Double 1.5, Bool true, String sample, a fixed UUID), which the app
            opens and writes back unchanged; a test or a device check reads them.

            Examples:
              routegen links Routes/Navigatron.routes.yaml
              routegen links Routes/Library.routes.yaml --apple-app-site-association \\
                --app-id ABCDE12345.com.example.library > apple-app-site-association
              routegen links Routes/Library.routes.yaml --urls \\
                --base-url https://example.com
            """
    )

    @OptionGroup var input: SpecFileOptions

    @Flag(
        name: .customLong("apple-app-site-association"),
        help: "Print the 'applinks' JSON of an apple-app-site-association file."
    )
    var appleAppSiteAssociation = false

    @Option(
        name: .customLong("app-id"),
        help: ArgumentHelp(
            "An app that opens the links, as <team ID>.<bundle ID> (repeatable; required with "
                + "--apple-app-site-association).",
            valueName: "app-id"
        )
    )
    var appIDs: [String] = []

    @Flag(help: "Print one sample URL per path pattern, with typed sample values.")
    var urls = false

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "With --urls, what each path follows, such as https://example.com or myapp:/",
            valueName: "url"
        )
    )
    var baseURL: String?

    func validate() throws {
        if appleAppSiteAssociation && urls {
            throw ValidationError("--apple-app-site-association and --urls print different files; pick one")
        }
        if appleAppSiteAssociation && appIDs.isEmpty {
            throw ValidationError(
                "--apple-app-site-association needs the apps that open the links: add --app-id <team ID>.<bundle ID>"
            )
        }
        if !appleAppSiteAssociation && !appIDs.isEmpty {
            throw ValidationError("--app-id names the apps of --apple-app-site-association; add that flag")
        }
        if let problem = appIDs.lazy.compactMap(SpecLinkPatterns.problem(withAppID:)).first {
            throw ValidationError("--app-id: \(problem)")
        }
        if baseURL != nil && !urls { throw ValidationError("--base-url goes with --urls; add that flag") }
    }

    func run() throws {
        guard let inputs = input.readInputs() else { throw ExitCode.failure }
        if appleAppSiteAssociation || urls { return try printPatterns(inputs) }
        var failed = false
        let results = inputs.map { spec in
            var included: [String] = []
            let (links, diagnostics) = GeneratorPipeline.deepLinks(of: spec, includedFiles: &included)
            return (
                spec: spec, links: links, diagnostics: diagnostics, included: Set(included.map(SpecBatch.normalized))
            )
        }
        var printed = false
        for result in results {
            // An included file's links are those of the spec that includes it, listed there.
            if let including = results.first(where: { $0.included.contains(SpecBatch.normalized(result.spec.path)) }) {
                if printed { print("") }
                print(
                    "\(VisibleText.escaped(result.spec.path)): included by "
                        + "\(VisibleText.escaped(including.spec.path)); its links are listed there"
                )
                printed = true
                continue
            }
            if DiagnosticReport.print(result.diagnostics, path: result.spec.path) {
                failed = true
                continue
            }
            if printed { print("") }
            print(Self.table(result.links, title: VisibleText.escaped(result.spec.path)))
            printed = true
        }
        if failed { throw ExitCode.failure }
    }

    /// Prints the association file, or the sample URLs, of the top-level specs among `inputs`; a spec
    /// that another one includes gives its links through that one.
    private func printPatterns(_ inputs: [SpecBatch.Input]) throws {
        var failed = false
        let results = inputs.map { spec in
            var included: [String] = []
            let (patterns, diagnostics) = GeneratorPipeline.linkPatterns(of: spec, includedFiles: &included)
            return (
                spec: spec, patterns: patterns, diagnostics: diagnostics, included: included.map(SpecBatch.normalized)
            )
        }
        let includedByAnother = Set(results.flatMap(\.included))
        var specs: [SpecLinkPatterns] = []
        for result in results where !includedByAnother.contains(SpecBatch.normalized(result.spec.path)) {
            failed = DiagnosticReport.print(result.diagnostics, path: result.spec.path) || failed
            guard let patterns = result.patterns else { continue }
            if patterns.isEmpty {
                StandardError.write("\(VisibleText.escaped(result.spec.path)): warning: the spec has no deep links")
            }
            specs.append(patterns)
        }
        if failed { throw ExitCode.failure }
        if appleAppSiteAssociation {
            print(SpecLinkPatterns.appSiteAssociation(appIDs: appIDs, specs: specs), terminator: "")
        } else {
            // `https://example.com/` loses its slash; `myapp:/` keeps it, to make `myapp://authors`.
            let base = baseURL.map { $0.hasSuffix("/") && !$0.hasSuffix(":/") ? String($0.dropLast()) : $0 } ?? ""
            for path in specs.flatMap(\.sampleURLPaths) { print(base + path) }
        }
    }

    /// The links as aligned columns under a title.
    static func table(_ links: [DeepLinkSummary], title: String) -> String {
        guard !links.isEmpty else { return "\(title): no deep links" }
        let rows = links.map { link -> [String] in
            // A root kept as the stack has it (required params the link does not carry) is marked.
            let stack = link.stack.enumerated().map { $0 == 0 && link.keepsRoot ? $1 + " (kept)" : $1 }
            var opens = "\(link.container): " + stack.joined(separator: " › ")
            if let presented = link.presented { opens += " + presents \(presented)" }
            // Where the back stack comes from, when not from the spec's transitions (v2).
            if link.backStackOrigin != "transitions" { opens += " (\(link.backStackOrigin))" }
            // A gated link waits behind its gate's flow while the gate is closed.
            if !link.gates.isEmpty { opens += " (gated: \(link.gates.joined(separator: ", ")))" }
            return [
                // A feature's screen with the module that compiles it.
                link.pattern, link.module.map { "\(link.screen) [\($0)]" } ?? link.screen, opens, link.arrival,
                link.queryParams.isEmpty ? "" : "?" + link.queryParams.joined(separator: "&"),
            ]
        }
        let header = ["PATH", "SCREEN", "OPENS", "ARRIVES", "QUERY"]
        // Linear in the table's size: each cell is counted once and padded by appending spaces (a
        // regular expression that trims trailing spaces, or `padding(toLength:)`, is quadratic in a wide column).
        let counted = ([header] + rows).map { $0.map { ($0, $0.count) } }
        let widths = (0..<header.count).map { column in counted.map { $0[column].1 }.max() ?? 0 }
        func line(_ cells: [(String, Int)]) -> String {
            var text = ""
            var pendingSpaces = 0
            for ((cell, count), width) in zip(cells, widths) {
                if !cell.isEmpty {
                    text += String(repeating: " ", count: pendingSpaces) + cell
                    pendingSpaces = 0
                }
                pendingSpaces += width - count + 2
            }
            return text
        }
        return ([title] + counted.map(line)).joined(separator: "\n")
    }
}
