import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// The flow test of a consumer's own target, in the TestingFlows article, compiles against RouteKit and Navigatron's
/// generated code, as the plugin would give them to that target.
@Suite("The documented consumer flow test compiles")
struct ConsumerFlowTestExampleTests {
    @Test func compiles() throws {
        let examples = try DocumentedExamples.marked("flow-test")
        try #require(!examples.isEmpty)
        let spec = RepositoryPaths.sampleSpecs.appendingPathComponent("Navigatron.routes.yaml")
        let generated = try #require(
            GeneratorPipeline.compile(
                Array(try Data(contentsOf: spec)),
                options: GeneratorOptions(specFileName: spec.lastPathComponent)
            ).output?.contents
        )
        for example in examples {
            // Here the generated code and the test are one module, not `AppNavigation` and its tests.
            let test = example.code.replacingOccurrences(of: "@testable import AppNavigation\n", with: "")
            let outcome = try SwiftCompiler.typecheck(["Routes.swift": generated, "FlowTests.swift": test])
            #expect(outcome.succeeded, "\(example.source):\n\(outcome.output)")
        }
    }
}
