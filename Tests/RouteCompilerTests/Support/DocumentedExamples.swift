import Foundation
import Testing

/// The Swift examples of the README and the DocC catalog that tests compile.
///
/// An example is marked by a `<!-- check: <kind> -->` line right before its ```swift fence.
enum DocumentedExamples {
    /// The README and every DocC article, in a fixed order.
    static let documents: [URL] =
        [RepositoryPaths.root.appendingPathComponent("README.md")]
        + ((try? FileManager.default.contentsOfDirectory(
            at: RepositoryPaths.root.appendingPathComponent("Sources/RouteKit/RouteKit.docc"),
            includingPropertiesForKeys: nil
        )) ?? []).filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }

    /// The code of the examples marked `kind`, each with `file:line` of its first line.
    static func marked(_ kind: String) throws -> [(source: String, code: String)] {
        let marker = "<!-- check: \(kind) -->"
        var examples: [(source: String, code: String)] = []
        for document in documents {
            let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == marker {
                guard number + 1 < lines.count, lines[number + 1].hasPrefix("```swift") else { continue }
                let body = lines[(number + 2)...].prefix { !$0.hasPrefix("```") }
                examples.append(("\(document.lastPathComponent):\(number + 3)", body.joined(separator: "\n")))
            }
        }
        return examples
    }
}

extension DocumentedExamples {
    /// A Swift block of a DocC article that a test checks against the code generated from the specs it uses.
    ///
    /// It is marked by a comment right before its ```swift fence, which DocC does not render. The comment
    /// names the kind of check and, optionally, a spec of `Routes/` or of the golden specs; without one, the
    /// specs are the article's own YAML blocks that start with `name:`.
    ///
    /// - `<!-- check: article Navigatron -->`: app code, type-checked as a program's `main.swift`. Lines
    ///   between the marker and a closing `-->` declare what the example assumes (free variables, the app's
    ///   types); a given that leaves a brace open, such as `@MainActor func example() throws {`, wraps the
    ///   example, so that statements only a function may hold (`return`) type-check too:
    ///
    ///       <!-- check: article Navigatron
    ///       var coordinator: NavigatronCoordinator<AppScreens> { fatalError() }
    ///       -->
    ///
    ///   Givens that begin with an attribute are named instead, from ``ArticleGivens``, and follow the
    ///   comment's own: `<!-- check: article Navigatron with: NavigatronFlowTests -->`.
    /// - `<!-- check: excerpt Navigatron -->`: an excerpt of the generated code, each line of which the
    ///   generated code holds; see ``ArticleExample/missingLines(in:)``. An excerpt of another generated
    ///   file names its checked-in copy by its path in the repository instead of a spec.
    struct ArticleExample: Sendable, CustomTestStringConvertible {
        /// What the test checks.
        enum Kind: String, Sendable, CaseIterable {
            /// App code that must type-check.
            case article
            /// Lines that the generated code must hold.
            case excerpt
        }

        /// What the test checks.
        var kind: Kind
        /// The article.
        var document: URL
        /// `<article>:<line>` of the example's first line.
        var source: String
        /// The name of a spec in `Routes/` or of the golden specs that the example uses instead of the
        /// article's own.
        var specName: String?
        /// The declarations the example assumes.
        var givens: String
        /// The example's code.
        var code: String

        var testDescription: String { source }

        /// The example as a program's `main.swift`: its top-level statements type-check as an app's code does.
        var mainFile: String {
            let openBraces = givens.filter { $0 == "{" }.count - givens.filter { $0 == "}" }.count
            let closing = String(repeating: "}\n", count: max(openBraces, 0))
            return "import Foundation\nimport RouteKit\n\n\(givens)\n\n\(code)\n\(closing)"
        }

        /// The lines of the excerpt that `generated` does not hold.
        ///
        /// Blank lines, comments and lines with `…` (the excerpt's elisions) are not compared. A line matches
        /// a generated line with the same text, indentation aside; a declaration written without its body
        /// matches one with a body (`func savedState() throws -> Data` holds for
        /// `func savedState() throws -> Data {`), and a property written `{ get }` one with a getter.
        func missingLines(in generated: String) -> [String] {
            let lines = Set(generated.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            return code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
                guard !line.isEmpty, !line.hasPrefix("//"), !line.contains("…") else { return false }
                let declaration = line.hasSuffix(" { get }") ? String(line.dropLast(" { get }".count)) : line
                return !lines.contains(line) && !lines.contains(declaration + " {")
            }
        }
    }

    /// The Swift blocks of the DocC articles marked `<!-- check: article … -->` or `<!-- check: excerpt … -->`.
    static func articleExamples() throws -> [ArticleExample] {
        var examples: [ArticleExample] = []
        for document in documents where document.lastPathComponent != "README.md" {
            let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                guard let (kind, specName, named, isClosed) = try marker(line) else { continue }
                let inline = isClosed ? [] : Array(lines[(number + 1)...].prefix { $0 != "-->" })
                let fence = isClosed ? number + 1 : number + inline.count + 2
                let givens = inline + named
                guard fence < lines.count, lines[fence].hasPrefix("```swift") else { continue }
                let body = lines[(fence + 1)...].prefix { !$0.hasPrefix("```") }
                examples.append(
                    ArticleExample(
                        kind: kind,
                        document: document,
                        source: "\(document.lastPathComponent):\(fence + 2)",
                        specName: specName,
                        givens: givens.joined(separator: "\n"),
                        code: body.joined(separator: "\n")
                    )
                )
            }
        }
        return examples
    }

    /// The kind, spec name, named givens and whether the comment closes on its line, of a check marker line.
    private static func marker(_ line: String) throws -> (ArticleExample.Kind, String?, [String], Bool)? {
        guard line.hasPrefix("<!-- check: ") else { return nil }
        var words = line.dropFirst("<!-- check: ".count).split(separator: " ").map(String.init)
        let isClosed = words.last == "-->"
        if isClosed { words.removeLast() }
        guard let first = words.first, let kind = ArticleExample.Kind(rawValue: first) else { return nil }
        words.removeFirst()
        let specName = words.first.flatMap { $0 == "with:" ? nil : $0 }
        let names = words.drop { $0 != "with:" }.dropFirst()
        let givens = try names.map { name in
            try #require(ArticleGivens.named[name], "no given named \(name) in ArticleGivens")
        }
        return (kind, specName, givens, isClosed)
    }

    /// The specs of an article: its YAML blocks that start with `name:`.
    static func specs(in document: URL) throws -> [String] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        var specs: [String] = []
        for (number, line) in lines.enumerated() where line.hasPrefix("```yaml") {
            let body = lines[(number + 1)...].prefix { !$0.hasPrefix("```") }
            if body.first?.hasPrefix("name:") == true {
                specs.append(body.joined(separator: "\n") + "\n")
            }
        }
        return specs
    }
}
