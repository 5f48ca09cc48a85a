import Testing

@testable import RouteCompiler

@Suite("YAMLLimits")
struct YAMLLimitsTests {
    @Test("the defaults are 8 MiB, 64 levels and 1,000,000 nodes")
    func defaults() {
        #expect(YAMLLimits.default == YAMLLimits(maxInputBytes: 8_388_608, maxDepth: 64, maxNodes: 1_000_000))
    }

    @Test("input over the size limit is an error at 1:1, before any parsing")
    func sizeLimit() {
        // Not even valid UTF-8: the size is checked first.
        let bytes = [UInt8](repeating: 0xFF, count: 101)
        let (root, diagnostics) = loadYAML(bytes: bytes, limits: YAMLLimits(maxInputBytes: 100))
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("the spec is 101 bytes; the limit is 100 bytes; split it into smaller specs", at: at(1, 1))
            ]
        )
        #expect(loadYAML("a: 1234\n", limits: YAMLLimits(maxInputBytes: 8)).diagnostics.isEmpty)
    }

    @Test("the collection that nests one level too deep is an error at its start")
    func depthLimit() {
        let limits = YAMLLimits(maxDepth: 3)
        #expect(loadYAML("a: [[x]]\n", limits: limits).diagnostics.isEmpty)
        let (root, diagnostics) = loadYAML("a: [[x]]\nb:\n  c:\n    d:\n      e: 1\n", limits: limits)
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("the spec nests lists and mappings more than 3 levels deep; flatten it", at: at(5, 7))
            ]
        )
    }

    @Test("an alias that would nest too deep is an error at the alias")
    func depthLimitThroughAlias() {
        let limits = YAMLLimits(maxDepth: 3)
        let (root, diagnostics) = loadYAML("a: &x [[1]]\nb: [*x]\n", limits: limits)
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("this alias nests lists and mappings more than 3 levels deep; flatten the spec", at: at(2, 5))
            ]
        )
    }

    @Test(
        "200,000 openers fail fast at the first one too deep",
        arguments: [("a: ", "[", at(1, 67)), ("a: ", "{", at(1, 67)), ("a:\n", "- ", at(2, 127))]
    )
    func deepNestingFailsFast(prefix: String, opener: String, location: RouteCompiler.SourceLocation) throws {
        let text = prefix + String(repeating: opener, count: 200_000)
        let result = loadYAML(text, limits: YAMLLimits(maxInputBytes: 1_000_000))
        #expect(result.node == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "the spec nests lists and mappings more than 64 levels deep; flatten it")
        #expect(diagnostic.location == location)
    }

    @Test("a bare flat spec over the node limit is an error at the node past it")
    func nodeLimit() {
        let (root, diagnostics) = loadYAML("a: 1\nb: 2\nc: 3\n", limits: YAMLLimits(maxNodes: 6))
        #expect(root == nil)
        #expect(diagnostics == [.error("the spec has more than 6 nodes; split it into smaller specs", at: at(3, 4))])
    }
}
