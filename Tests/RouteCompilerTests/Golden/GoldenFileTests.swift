import Foundation
import Testing

@testable import RouteCompiler

/// Compares the generated Swift of every sample and golden spec with its
/// reference file, byte for byte.
///
/// After an intended change of the generator, re-record the references with
/// `RECORD_GOLDEN=1 swift test --filter GoldenFileTests` and review the diff.
@Suite("Golden files")
struct GoldenFileTests {
    static let specs =
        RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs) + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs)
    static let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"

    /// The model of the golden spec `specName` and its translator, for tests of what the translator makes.
    static func translator(forSpecNamed specName: String) throws -> (spec: RouteSpec, translator: RouteTranslator) {
        let spec = try #require(specs.first { $0.lastPathComponent == specName })
        var diagnostics = DiagnosticCollector()
        let source = SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec)))
        let validated = try #require(GeneratorPipeline.parseAndValidate(source, diagnostics: &diagnostics))
        let translator = try #require(
            RouteTranslator(spec: validated, options: GeneratorOptions(specFileName: specName))
        )
        return (validated, translator)
    }

    @Test("Generated code matches its reference", arguments: specs.map(\.lastPathComponent))
    func matchesReference(specName: String) throws {
        let spec = try #require(Self.specs.first { $0.lastPathComponent == specName })
        let result = GeneratorPipeline.compile(
            SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec))),
            options: GeneratorOptions(specFileName: specName)
        )
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { $0.formatted(path: specName) })")
        let output = try #require(result.output)
        let reference = RepositoryPaths.goldenExpected.appendingPathComponent(output.name)
        if Self.isRecording {
            try FileManager.default.createDirectory(
                at: RepositoryPaths.goldenExpected,
                withIntermediateDirectories: true
            )
            try Data(output.contents.utf8).write(to: reference)
            return
        }
        let expected = try String(contentsOf: reference, encoding: .utf8)
        #expect(
            output.contents == expected,
            """
            \(output.name) differs from its reference (RECORD_GOLDEN=1 re-records):
            \(TextDiff.describe(expected: expected, actual: output.contents))
            """
        )
    }

    /// The build plugin's tool writes the same declarations in one file per ``GeneratedFileGroup``:
    /// each starts with the whole file's head, and their declarations, one file after another, are
    /// the reference's. Only the moves and results files may be empty: a spec may have no move of
    /// one screen alone, and no `async` forms.
    @Test("The split files hold the reference's declarations", arguments: specs.map(\.lastPathComponent))
    func splitMatchesReference(specName: String) throws {
        let spec = try #require(Self.specs.first { $0.lastPathComponent == specName })
        let output = try #require(
            GeneratorPipeline.compile(
                SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec))),
                options: GeneratorOptions(specFileName: specName)
            ).output
        )
        let head = try #require(output.utf8Pieces.first)
        let files = output.split()
        #expect(files.map(\.name) == GeneratedFileGroup.allCases.map { $0.fileName(forWholeFile: output.name) })
        // The results file holds the `async` forms of result-presenting moves: its head alone without them.
        let hasAsyncForms = output.contents.contains(") async -> ")
        // The moves file holds extensions of single navigators, `extension <Name>Navigator.<Screen> {`;
        // the shared moves extend protocols, `extension <Name>Navigator.<Moves> where Self: …`.
        let navigator = "extension \(output.name.dropLast("Routes.swift".count))Navigator."
        let hasOwnMoves = output.contents.split(separator: "\n").contains {
            $0.hasPrefix(navigator) && !$0.contains(" where ")
        }
        for (group, file) in zip(GeneratedFileGroup.allCases, files) {
            #expect(file.utf8.starts(with: head), "\(file.name) starts with the file's head")
            let expectsDeclarations =
                switch group {
                case .moves: hasOwnMoves
                case .results: hasAsyncForms
                default: true
                }
            #expect((file.utf8.count > head.count) == expectsDeclarations, "\(file.name) has declarations")
        }
        #expect(Array(files.map { $0.utf8.dropFirst(head.count) }.joined()) == Array(output.utf8.dropFirst(head.count)))
    }

    @Test("Generation is deterministic", arguments: specs.map(\.lastPathComponent))
    func deterministic(specName: String) throws {
        let spec = try #require(Self.specs.first { $0.lastPathComponent == specName })
        let source = SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec)))
        let options = GeneratorOptions(specFileName: specName)
        let first = GeneratorPipeline.compile(source, options: options).output
        let second = GeneratorPipeline.compile(source, options: options).output
        #expect(first != nil)
        #expect(first == second)
    }
}
