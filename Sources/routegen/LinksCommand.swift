import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen links`: lists the deep links of a spec and the back stacks they open with.
struct LinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "List a spec's deep links and the back stack each one opens with.",
        discussion: """
            Each line shows a path pattern, its screen, the stack it opens (main, a tab,
            or a side of the split view) with the screens below it, and the params that
            may come from the query string. A spec that another listed spec includes is
            listed with it, not on its own. A back stack that the screen declares
            ('backStack') is marked (declared); one that falls back to the stack's root
            because no chain reaches the screen, or none whose params come from the
            link, is marked (fallback). A root marked (kept) stays as the app's stack
            has it: it has required params that the link does not carry.

            Examples:
              routegen links Routes/Navigatron.routes.yaml
            """
    )

    @OptionGroup var input: SpecFileOptions

    func run() throws {
        guard let inputs = input.readInputs() else { throw ExitCode.failure }
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
                link.pattern, link.screen, opens,
                link.queryParams.isEmpty ? "" : "?" + link.queryParams.joined(separator: "&"),
            ]
        }
        let header = ["PATH", "SCREEN", "OPENS", "QUERY"]
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
