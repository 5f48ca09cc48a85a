import Foundation
import Testing

@testable import RouteCompiler

/// The push sources indexed once per spec are those a scan of the transitions finds for each screen.
@Suite("Push source index")
struct PushSourceIndexTests {
    @Test(
        "the index answers as a scan of the transitions does, for every screen",
        arguments: RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs)
            + RepositoryPaths.specs(in: ModelCheckTests.directory)
    )
    func matchesPushSources(spec: URL) throws {
        var diagnostics = DiagnosticCollector()
        let parsed = try #require(
            GeneratorPipeline.parseAndValidate(try CorpusTests.source(spec), diagnostics: &diagnostics)
        )
        let index = PushSourceIndex(spec: parsed)
        for screen in parsed.screens {
            #expect(index.sources(of: screen.name.value) == Self.scannedSources(of: screen.name.value, in: parsed))
        }
    }

    @Test("a from-everywhere push makes every screen a source; a push of several steps makes none")
    func fromEverywhere() throws {
        let yaml = """
            name: A
            root: home
            screens: { home: {}, list: {}, note: {}, item: {} }
            transitions:
              list: { from: home, push: list }
              again: { from: [list, home], push: list }
              note: { from: "*", push: note }
              item: { from: list, steps: [popToRoot, push: item] }
            """
        var diagnostics = DiagnosticCollector()
        let spec = try #require(
            GeneratorPipeline.parseAndValidate(SpecSource(Array(yaml.utf8)), diagnostics: &diagnostics)
        )
        let index = PushSourceIndex(spec: spec)
        #expect(index.sources(of: "list") == ["home", "list"])
        #expect(index.sources(of: "note") == nil)
        #expect(index.sources(of: "item") == [])
    }

    /// The sources of `screen` found by scanning every transition: the one-step pushes of it.
    private static func scannedSources(of screen: String, in spec: RouteSpec) -> [String]? {
        var sources: [String] = []
        for transition in spec.transitions {
            guard transition.steps.count == 1, case .push(let pushed, _) = transition.steps[0].value,
                pushed.value == screen
            else { continue }
            switch transition.sources {
            case .all: return nil
            case .screens(let names):
                for name in names where !sources.contains(name.value) { sources.append(name.value) }
            }
        }
        return sources
    }
}
