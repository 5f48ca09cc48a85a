import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// The model checks of `routegen check`: the `Corpus/ModelCheck` specs, each with its byte-exact warnings in
/// `<name>.expected` (the corpus format; `RECORD_CORPUS=1` re-records), and no warning on the samples or the
/// golden specs.
@Suite("Model checks")
struct ModelCheckTests {
    static let directory = CorpusTests.directory.appendingPathComponent("ModelCheck")
    static let specs = RepositoryPaths.specs(in: directory)

    @Test("the model-check corpus has traps, undismissable covers, dead transitions, fallen-back links and features")
    func corpusIsComplete() {
        let names = Self.specs.map(\.lastPathComponent)
        for prefix in ["trap-", "cover-", "dead-", "arrival-", "feature-"] {
            #expect(names.contains { $0.hasPrefix(prefix) }, "no '\(prefix)' spec")
        }
    }

    @Test("a model-check spec gets exactly its expected warnings", arguments: specs)
    func corpusSpec(spec: URL) throws {
        let source = try CorpusTests.source(spec)
        let compiled = GeneratorPipeline.compile(
            source,
            options: GeneratorOptions(specFileName: spec.lastPathComponent)
        )
        #expect(!compiled.hasErrors, "\(spec.lastPathComponent) has errors")
        let warnings = GeneratorPipeline.modelCheck(source)
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let actual = CorpusTests.render(warnings)
        let name = String(spec.lastPathComponent.dropLast(".routes.yaml".count))
        let expectation = Self.directory.appendingPathComponent(name + ".expected")
        if CorpusTests.isRecording {
            try Data(actual.utf8).write(to: expectation)
            return
        }
        let expected = try String(contentsOf: expectation, encoding: .utf8)
        #expect(
            actual == expected,
            """
            \(spec.lastPathComponent): warnings differ from \(name).expected (RECORD_CORPUS=1 re-records):
            \(TextDiff.describe(expected: expected, actual: actual))
            """
        )
    }

    /// The specs of the fixture packages that `.ci/feature-app` and `.ci/modular-app` build: feature
    /// specs and the apps that use them.
    static let fixtureSpecs: [URL] = {
        let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures")
        let files =
            FileManager.default.enumerator(
                at: fixtures,
                includingPropertiesForKeys: nil,
                // Not the packages' own `.build` folders, where a build leaves checkouts of RouteGen.
                options: .skipsHiddenFiles
            )?.allObjects ?? []
        return files.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(".routes.yaml") }
            .sorted { $0.path < $1.path }
    }()

    /// The samples, the golden specs (which `GeneratedCodeTests` compiles) and the fixture packages' specs
    /// are real apps' navigation: a warning there is a rule that is wrong.
    @Test(
        "no sample, golden or fixture spec gets a model-check warning",
        arguments: RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs) + fixtureSpecs
    )
    func noFalseWarnings(spec: URL) throws {
        let source = try CorpusTests.source(spec)
        let warnings = GeneratorPipeline.modelCheck(source)
        #expect(warnings.isEmpty, "\(spec.lastPathComponent):\n\(CorpusTests.render(warnings))")
    }

    @Test("a spec with errors gets no model-check warning: its errors come first")
    func specWithErrors() {
        let spec =
            "name: A\nroot: home\nscreens:\n  home:\ntransitions:\n  close:\n    from: nowhere\n    steps: [pop]\n"
        #expect(GeneratorPipeline.modelCheck(SpecSource(Array(spec.utf8))).isEmpty)
    }

    /// The article's example is what `routegen check` prints for its spec.
    @Test("the DocC article's example warnings are the real ones")
    func articleExample() throws {
        let article = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Sources/RouteKit/RouteKit.docc/CheckingASpecsModel.md"
            ),
            encoding: .utf8
        )
        let blocks = article.components(separatedBy: "```")
        let yaml = try #require(blocks.first { $0.hasPrefix("yaml\nname: Shelf") }).dropFirst("yaml\n".count)
        let printed = article.split(separator: "\n").filter { $0.hasPrefix("Shelf.routes.yaml:") }.map(String.init)
        let warnings = GeneratorPipeline.modelCheck(SpecSource(Array(yaml.utf8)))
        #expect(printed == warnings.map { $0.formatted(path: "Shelf.routes.yaml") })
    }

    /// The article's arrival warning is the one the corpus records for its spec.
    @Test("the DocC article's arrival warning is the corpus spec's")
    func articleArrivalExample() throws {
        let article = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Sources/RouteKit/RouteKit.docc/CheckingASpecsModel.md"
            ),
            encoding: .utf8
        )
        let printed = article.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("Mail.routes.yaml:") }
        let expected = try String(
            contentsOf: Self.directory.appendingPathComponent("arrival-push-from-other-tab.expected"),
            encoding: .utf8
        ).split(separator: "\n").map { "Mail.routes.yaml:" + $0 }
        #expect(!printed.isEmpty)
        #expect(printed == expected)
    }
}
