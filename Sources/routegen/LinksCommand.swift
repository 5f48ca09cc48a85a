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
            may come from the query string.

            Examples:
              routegen links Routes/Navigatron.routes.yaml
            """
    )

    @OptionGroup var input: SpecFileOptions

    func run() throws {
        guard let inputs = input.readInputs() else { throw ExitCode.failure }
        var failed = false
        for (index, spec) in inputs.enumerated() {
            let (links, diagnostics) = GeneratorPipeline.deepLinks(of: spec.bytes)
            if report(diagnostics, path: spec.path) {
                failed = true
                continue
            }
            if index > 0 { print("") }
            print(Self.table(links, title: spec.path))
        }
        if failed { throw ExitCode.failure }
    }

    /// The links as aligned columns under a title.
    static func table(_ links: [DeepLinkSummary], title: String) -> String {
        guard !links.isEmpty else { return "\(title): no deep links" }
        let rows = links.map { link -> [String] in
            var opens = "\(link.container): " + link.stack.joined(separator: " › ")
            if let presented = link.presented { opens += " + presents \(presented)" }
            return [
                link.pattern, link.screen, opens,
                link.queryParams.isEmpty ? "" : "?" + link.queryParams.joined(separator: "&"),
            ]
        }
        let header = ["PATH", "SCREEN", "OPENS", "QUERY"]
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        return ([title] + [line(header)] + rows.map(line)).joined(separator: "\n")
    }
}
