import RouteCompiler

/// The Swift Testing file that `routegen tests` writes for a spec.
public struct FlowTestFile: Sendable {
    /// The file's name: `<Name>GeneratedFlowTests.swift`.
    public var name: String
    /// The file's text.
    public var contents: String
}

extension GeneratorPipeline {
    /// The generated flow tests of a spec (``FlowTestWriter``), with the spec's diagnostics; no file when
    /// the spec has errors. With `testableImport`, the file imports that module `@testable`: the
    /// target whose build compiles the spec, for a test target that depends on it.
    public static func flowTests(
        _ source: SpecSource,
        testableImport: String? = nil
    ) -> (file: FlowTestFile?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        guard let spec = parseAndValidate(source, diagnostics: &diagnostics), !diagnostics.hasErrors,
            let name = spec.name?.value, let plan = FlowTestPlan(spec: spec)
        else { return (nil, diagnostics.sorted) }
        let specFileName = source.path.split(separator: "/").last.map(String.init) ?? source.path
        let writer = FlowTestWriter(
            spec: spec,
            plan: plan,
            specFileName: specFileName,
            testableImport: testableImport
        )
        return (
            FlowTestFile(name: FlowTestWriter.fileName(forSpecNamed: name), contents: writer.text()), diagnostics.sorted
        )
    }
}
