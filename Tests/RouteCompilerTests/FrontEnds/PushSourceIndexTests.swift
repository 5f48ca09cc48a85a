import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// The push sources that the front ends index once are those that the link table gives RouteKit.
@Suite("Push source index")
struct PushSourceIndexTests {
    @Test(
        "the index answers as RouteSpec.pushSources(of:) for every screen",
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
            #expect(index.sources(of: screen.name.value) == parsed.pushSources(of: screen.name.value))
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
}
