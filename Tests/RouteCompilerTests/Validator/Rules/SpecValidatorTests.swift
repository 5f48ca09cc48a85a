import Testing

@testable import RouteCompiler

@Suite("Spec validator")
struct SpecValidatorTests {
    /// The decoded spec of `yaml`, which must decode without errors.
    func decoded(_ yaml: String) throws -> RouteSpec {
        var diagnostics = DiagnosticCollector()
        let loaded = IncludeResolver.load(SpecSource(Array(yaml.utf8)), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        return try #require(loaded).0
    }

    @Test(
        "Work done meanwhile returns its result, and the rules report what they report alone",
        arguments: [
            "name: App\nroot: home\nscreens:\n  home:\n  detail:\ntransitions:\n  open: { from: home, push: detail }\n",
            "name: App\nroot: home\nscreens:\n  home:\n  lost:\ntransitions:\n "
                + " open: { from: [home, nowhere], push: missing }\n",
        ]
    )
    func meanwhile(yaml: String) throws {
        let spec = try decoded(yaml)
        var alone = DiagnosticCollector()
        SpecValidator.validate(spec, diagnostics: &alone)
        var withWork = DiagnosticCollector()
        let result = SpecValidator.validate(spec, diagnostics: &withWork) { spec.screens.count }
        #expect(result == 2)
        #expect(withWork.sorted == alone.sorted)
        #expect(withWork.diagnostics.map(\.message) == alone.diagnostics.map(\.message))
    }
}
