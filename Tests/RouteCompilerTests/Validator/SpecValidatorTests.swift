import Testing

@testable import RouteCompiler

@Suite("Spec validator")
struct SpecValidatorTests {
    /// The decoded spec of `yaml`, which must decode without errors.
    func decoded(_ yaml: String) throws -> RouteSpec {
        var diagnostics = DiagnosticCollector()
        let document = try #require(GeneratorPipeline.parse(SpecSource(Array(yaml.utf8)), diagnostics: &diagnostics))
        let documents = GeneratorPipeline.resolveIncludes(of: document, diagnostics: &diagnostics)
        let spec = GeneratorPipeline.decode(documents, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        return try #require(spec)
    }

    @Test(
        "The validator reports what the rules report, one after another, in the rules' order",
        arguments: [
            "name: App\nroot: home\nscreens:\n  home:\n  detail:\ntransitions:\n  open: { from: home, push: detail }\n",
            "name: App\nroot: home\nscreens:\n  home:\n  lost:\ntransitions:\n "
                + " open: { from: [home, nowhere], push: missing }\n",
        ]
    )
    func rulesInOrder(yaml: String) throws {
        let spec = try decoded(yaml)
        var validated = DiagnosticCollector()
        SpecValidator.validate(spec, diagnostics: &validated)
        var ruleByRule = DiagnosticCollector()
        for rule in SpecValidator.rules { rule.check(spec, diagnostics: &ruleByRule) }
        #expect(validated.diagnostics.map(\.message) == ruleByRule.diagnostics.map(\.message))
    }

    @Test("The validation stage passes a spec on only when no stage reported an error")
    func validationStage() throws {
        var clean = DiagnosticCollector()
        let valid = try decoded("name: App\nroot: home\nscreens:\n  home:\n")
        #expect(GeneratorPipeline.validate(valid, diagnostics: &clean) != nil)

        var broken = DiagnosticCollector()
        let invalid = try decoded(
            "name: App\nroot: home\nscreens:\n  home:\ntransitions:\n  open: { from: home, push: gone }\n"
        )
        #expect(GeneratorPipeline.validate(invalid, diagnostics: &broken) == nil)
        #expect(broken.hasErrors)
    }
}
