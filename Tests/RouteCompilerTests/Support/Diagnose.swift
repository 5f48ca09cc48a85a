@testable import RouteCompiler

/// Compiles a spec written inline and returns its diagnostics as `line:column: severity: message` lines.
func diagnose(_ yaml: String) -> [String] {
    let result = GeneratorPipeline.compile(
        Array(yaml.utf8),
        options: GeneratorOptions(specFileName: "Test.routes.yaml")
    )
    return result.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
}

/// Compiles a spec written inline and returns its full diagnostics.
func diagnostics(of yaml: String) -> [Diagnostic] {
    GeneratorPipeline.compile(Array(yaml.utf8), options: GeneratorOptions(specFileName: "Test.routes.yaml")).diagnostics
}

/// Compiles a spec written inline and returns the generated Swift, or `nil` on errors.
func generate(_ yaml: String) -> String? {
    GeneratorPipeline.compile(Array(yaml.utf8), options: GeneratorOptions(specFileName: "Test.routes.yaml")).output?
        .contents
}
