/// The compiler's pipeline: parse (libyaml) → decode and validate → translate → render.
///
/// The CLI and the build plugin only read files and arguments and call
/// ``compile(_:options:)``; everything a spec means happens here.
public enum GeneratorPipeline {
    /// Compiles the bytes of one spec.
    ///
    /// - Returns: every diagnostic of the spec, sorted by position, and the
    ///   generated file when the spec has no error.
    public static func compile(_ bytes: [UInt8], options: GeneratorOptions) -> CompilationResult {
        var diagnostics = DiagnosticCollector()
        guard let spec = parseAndValidate(bytes, diagnostics: &diagnostics) else {
            return CompilationResult(specName: nil, diagnostics: diagnostics.sorted, output: nil)
        }
        guard !diagnostics.hasErrors, let translator = RouteTranslator(spec: spec, options: options) else {
            return CompilationResult(specName: spec.name, diagnostics: diagnostics.sorted, output: nil)
        }
        let file = translator.translateFile()
        let output = GeneratedFile(name: translator.names.fileName, contents: TextRenderer.render(file))
        return CompilationResult(specName: spec.name, diagnostics: diagnostics.sorted, output: output)
    }

    /// Parses and validates a spec, reporting every problem; returns the decoded spec
    /// (which may still have errors) or `nil` when it could not be read at all.
    static func parseAndValidate(_ bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> RouteSpec? {
        guard
            let document = YAMLLoader.loadDocument(bytes, diagnostics: &diagnostics),
            let spec = SpecDecoder.decode(document, diagnostics: &diagnostics)
        else { return nil }
        SpecValidator.validate(spec, diagnostics: &diagnostics)
        return spec
    }
}

/// The outcome of compiling one spec.
public struct CompilationResult: Sendable {
    /// The spec's `name` and where it is written, when it could be read.
    var specName: Located<String>?
    /// Every error, warning and note, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The generated file, or `nil` when the spec has an error.
    public var output: GeneratedFile?

    /// The spec's `name`, when it could be read.
    public var name: String? { specName?.value }

    /// Whether the spec has an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A generated Swift file.
public struct GeneratedFile: Hashable, Sendable {
    /// The file's name, such as `LibraryRoutes.swift`.
    public var name: String
    /// The file's text.
    public var contents: String
}
