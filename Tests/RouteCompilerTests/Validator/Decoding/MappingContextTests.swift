import Testing

@testable import RouteCompiler

@Suite("MappingContext: a mapping's context is written only for a message")
struct MappingContextTests {
    @Test(
        "each context writes the text messages use",
        arguments: [
            (MappingContext.text("the spec"), "the spec"),
            (.screen("books"), "screen 'books'"),
            (.param("id", screen: "book"), "param 'id' of screen 'book'"),
            (.transition("showBook"), "transition 'showBook'"),
            (.step("push"), "the 'push' step"),
            ("'root'", "'root'"),
        ]
    )
    func description(context: MappingContext, expected: String) {
        #expect("\(context)" == expected)
    }

    @Test("a reader's messages name the context")
    func readerMessage() {
        var diagnostics = DiagnosticCollector()
        let node = YAMLNode(.sequence([]), at: .start)
        #expect(
            MappingReader(node, context: .param("id", screen: "book"), allowedKeys: ["type"], diagnostics: &diagnostics)
                == nil
        )
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "param 'id' of screen 'book' must be a mapping with the keys 'type'; found a list"
            ]
        )
    }
}
