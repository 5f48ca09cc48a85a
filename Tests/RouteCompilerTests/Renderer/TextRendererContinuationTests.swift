import Testing

@testable import RouteCompiler

@Suite("Rendering declarations that continue a file")
struct TextRendererContinuationTests {
    /// Type aliases whose text is thousands of lines.
    private let declarations: [SwiftDeclaration] = (0..<4_000).map { index in
        .typeAlias(SwiftTypeAlias(name: "Alias\(index)", type: .named("Int", module: "Swift")))
    }

    @Test(
        "The text is the file's after its head, for one declaration or thousands",
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
}
