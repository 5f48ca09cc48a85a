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
        let (_, translator) = try GoldenFileTests.translator(forSpecNamed: specName)

        let joined = String(decoding: Array(ConcurrentFileRendering.render(translator).joined()), as: UTF8.self)

        let oneGo = TextRenderer.render(translator.translateFile())
        #expect(joined == oneGo, "\(TextDiff.describe(expected: oneGo, actual: joined))")
    }
}
