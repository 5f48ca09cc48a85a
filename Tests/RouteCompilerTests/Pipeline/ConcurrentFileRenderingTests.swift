import Foundation
import Testing

@testable import RouteCompiler

@Suite("Concurrent file rendering")
struct ConcurrentFileRenderingTests {
    @Test("Every part of the file starts exactly once")
    func startOrderHoldsEveryPart() {
        let order = ConcurrentFileRendering.startOrder
        #expect(order.count == FilePart.allCases.count)
        #expect(Set(order) == Set(FilePart.allCases))
    }

    @Test(
        "Parts rendered at the same time join into the file rendered in one go",
        arguments: GoldenFileTests.specs.map(\.lastPathComponent)
    )
    func joinedPartsMatchOneGo(specName: String) throws {
        let spec = try #require(GoldenFileTests.specs.first { $0.lastPathComponent == specName })
        var diagnostics = DiagnosticCollector()
        let source = SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec)))
        let validated = try #require(GeneratorPipeline.parseAndValidate(source, diagnostics: &diagnostics))
        let translator = try #require(
            RouteTranslator(spec: validated, options: GeneratorOptions(specFileName: specName))
        )

        let joined = String(decoding: Array(ConcurrentFileRendering.render(translator).joined()), as: UTF8.self)

        let oneGo = TextRenderer.render(translator.translateFile())
        #expect(joined == oneGo, "\(TextDiff.describe(expected: oneGo, actual: joined))")
    }
}
