import Testing

@testable import RouteCompiler

@Suite("Rendering declarations that continue a file")
struct TextRendererContinuationTests {
    /// Type aliases whose text (thousands of lines) outgrows the least room the renderer makes, 64 KiB.
    private let declarations: [SwiftDeclaration] = (0..<4_000).map { index in
        .typeAlias(SwiftTypeAlias(name: "Alias\(index)", type: "Swift.Int"))
    }

    @Test(
        "The text is the file's after its head, whether it fits the room made for it or outgrows it",
        arguments: [1, 4_000]
    )
    func text(count: Int) {
        let declarations = Array(declarations.prefix(count))
        let file = SwiftFile(
            banner: ["Generated."],
            imports: [SwiftImport(module: "Foundation")],
            declarations: declarations
        )
        let continuation = TextRenderer.renderContinuationUTF8 { emit in
            for declaration in declarations { emit(declaration) }
        }
        #expect(TextRenderer.renderHeadUTF8(file) + continuation == Array(TextRenderer.render(file).utf8))
    }

    @Test("No declarations make no text")
    func empty() {
        #expect(TextRenderer.renderContinuationUTF8 { _ in }.isEmpty)
    }

    @Test("A buffer stays in its scratch storage until it outgrows it")
    func scratch() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { scratch in
            var buffer = UTF8Buffer(scratch: scratch)
            buffer.append("abcd")
            let fits = buffer.isInScratch
            buffer.append(UInt8(ascii: "e"))
            let outgrows = !buffer.isInScratch
            let text = buffer.string
            #expect(fits && outgrows)
            #expect(text == "abcde")
        }
    }
}
