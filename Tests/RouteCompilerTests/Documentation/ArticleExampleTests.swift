import Foundation
import Testing

@testable import RouteCompiler

/// The Swift that the DocC articles show, checked against the code generated from the specs they show: app code
/// type-checks, and excerpts of generated code are what the generator writes.
@Suite("The articles' Swift blocks")
struct ArticleExampleTests {
    @Test("An article's block holds for its spec's generated code", arguments: try DocumentedExamples.articleExamples())
    func holds(_ example: DocumentedExamples.ArticleExample) throws {
        // An excerpt of another generated file, such as what `routegen tests` writes, names the checked-in file.
        if example.kind == .excerpt, let path = example.specName, path.contains("/") {
            let file = RepositoryPaths.root.appendingPathComponent(path)
            let missing = example.missingLines(in: try String(contentsOf: file, encoding: .utf8))
            #expect(missing.isEmpty, "\(example.source): not in \(path):\n\(missing.joined(separator: "\n"))")
            return
        }
        let (specs, types) = try Self.specs(of: example)
        var generated: [String: String] = [:]
        for (index, spec) in specs.enumerated() {
            let result = GeneratorPipeline.compile(
                Array(spec.utf8),
                options: GeneratorOptions(specFileName: "Spec\(index).routes.yaml")
            )
            let output = try #require(result.output, "\(example.source): \(result.diagnostics)")
            generated["Spec\(index).swift"] = output.contents
        }
        switch example.kind {
        case .article:
            let sources = generated.merging(types) { $1 }.merging(["main.swift": example.mainFile]) { $1 }
            // An example may show a value in a comment beside an expression whose result it does not use.
            let outcome = try SwiftCompiler.typecheck(sources, warningsAsErrors: false)
            let warnings = outcome.output.split(separator: "\n").filter {
                $0.contains(": warning: ") && !$0.contains(" is unused")
            }
            #expect(outcome.succeeded && warnings.isEmpty, "\(example.source):\n\(outcome.output)")
        case .excerpt:
            let missing = example.missingLines(in: generated.values.joined(separator: "\n"))
            #expect(missing.isEmpty, "\(example.source): not generated:\n\(missing.joined(separator: "\n"))")
        }
    }

    @Test("Every Swift block of the DocC articles says how it is checked")
    func everyBlockIsMarked() throws {
        // `article` and `excerpt` are checked here; the others by the tests that read them
        // (`DocumentedExamples.marked(_:)`); `none: <why>` marks a block that no test can check, such as a
        // manifest excerpt.
        let kinds =
            DocumentedExamples.ArticleExample.Kind.allCases.map(\.rawValue)
            + ["apple-stubs", "modular", "flow-test", "none:"]
        for document in DocumentedExamples.documents where document.lastPathComponent != "README.md" {
            let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
            var marker = ""
            for (number, line) in lines.enumerated() {
                if line.hasPrefix("<!-- check: ") { marker = line }
                guard line.hasPrefix("```swift") else { continue }
                let previous = number > 0 ? lines[number - 1] : ""
                let kind = String(marker.dropFirst("<!-- check: ".count).prefix { $0 != " " })
                let isMarked = previous == marker || (previous == "-->" && !marker.hasSuffix("-->"))
                #expect(
                    isMarked && kinds.contains(kind),
                    "\(document.lastPathComponent):\(number + 1): a Swift block without a known check line"
                )
                marker = ""
            }
        }
    }

    /// The sources of the specs an example uses, and of their custom types: the named spec of `Routes/` or of
    /// the golden specs, or the article's own.
    static func specs(
        of example: DocumentedExamples.ArticleExample
    ) throws -> (specs: [String], types: [String: String]) {
        guard let name = example.specName else { return (try DocumentedExamples.specs(in: example.document), [:]) }
        let file = [RepositoryPaths.sampleSpecs, RepositoryPaths.goldenSpecs]
            .map { $0.appendingPathComponent("\(name).routes.yaml") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        let spec = try #require(file, "\(example.source): no spec named \(name) in Routes/ or the golden specs")
        return ([try String(contentsOf: spec, encoding: .utf8)], RepositoryPaths.customTypeSources(forSpec: spec))
    }
}
