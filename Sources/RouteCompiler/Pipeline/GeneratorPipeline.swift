import Foundation

/// The compiler's pipeline: each stage a function whose output the next one takes.
///
/// 1. ``parse(_:diagnostics:)``: the spec's bytes → ``SpecDocument``, its YAML tree (libyaml).
/// 2. ``resolveIncludes(of:diagnostics:)`` → ``SpecDocuments``, with the tree of every file it includes.
/// 3. ``decode(_:diagnostics:)`` → ``RouteSpec``, the model of the spec, its files merged.
/// 4. ``validate(_:diagnostics:)`` → ``ValidatedSpec``, once every rule passes.
/// 5. ``translate(_:options:)`` → ``TranslatedFile``, the generated file as structured Swift.
/// 6. ``render(_:)`` → ``GeneratedFile``, its text.
///
/// Every stage reports what it finds to one collector and goes on where it can, so one run reports
/// every problem of the spec; the file is translated only when no stage reported an error. The CLI
/// and the build plugin only read files and arguments and call `compile(_:options:)`.
public enum GeneratorPipeline {
    /// Compiles the bytes of one spec.
    ///
    /// - Returns: every diagnostic of the spec, sorted by position, and the
    ///   generated file when the spec has no error.
    public static func compile(_ bytes: [UInt8], options: GeneratorOptions) -> CompilationResult {
        compile(SpecSource(bytes), options: options)
    }

    /// Compiles a spec and the files it includes.
    ///
    /// - Returns: every diagnostic of the spec and its included files, sorted by file and position,
    ///   and the generated file when none has an error.
    public static func compile(_ source: SpecSource, options: GeneratorOptions) -> CompilationResult {
        var diagnostics = DiagnosticCollector()
        guard let document = parse(source, diagnostics: &diagnostics) else {
            return CompilationResult(specName: nil, diagnostics: diagnostics.sorted, output: nil)
        }
        let documents = resolveIncludes(of: document, diagnostics: &diagnostics)
        guard let decoded = decode(documents, diagnostics: &diagnostics) else {
            return CompilationResult(specName: nil, diagnostics: diagnostics.sorted, output: nil)
        }
        let spec = FeatureResolver.resolve(decoded, source: source, diagnostics: &diagnostics)
        guard let validated = validate(spec, diagnostics: &diagnostics) else {
            return CompilationResult(
                specName: spec.name,
                diagnostics: diagnostics.sorted,
                output: nil,
                includedFiles: documents.includedPaths,
                featureFiles: spec.features.used.map(\.path)
            )
        }
        let translated = translate(validated, options: options)
        return CompilationResult(
            specName: spec.name,
            diagnostics: diagnostics.sorted,
            output: render(translated),
            includedFiles: documents.includedPaths,
            featureFiles: spec.features.used.map(\.path),
            factory: options.outlinesFactory ? translated.translator.factoryOutline() : nil
        )
    }

    /// Parses the top-level spec into its YAML tree; `nil` when it cannot be read at all.
    static func parse(_ source: SpecSource, diagnostics: inout DiagnosticCollector) -> SpecDocument? {
        YAMLLoader.loadDocument(source.bytes, diagnostics: &diagnostics).map { SpecDocument(source: source, root: $0) }
    }

    /// Reads and parses every file the spec includes, directly or not.
    static func resolveIncludes(of document: SpecDocument, diagnostics: inout DiagnosticCollector) -> SpecDocuments {
        IncludeResolver.resolve(document, diagnostics: &diagnostics)
    }

    /// Decodes the spec and its included files into one model; `nil` when the top-level spec is
    /// not a mapping. The model may still have errors.
    static func decode(_ documents: SpecDocuments, diagnostics: inout DiagnosticCollector) -> RouteSpec? {
        SpecDecoder.decode(documents, diagnostics: &diagnostics)
    }

    /// Checks the spec with every rule; `nil` when this or an earlier stage reported an error.
    static func validate(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) -> ValidatedSpec? {
        SpecValidator.validate(spec, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors, spec.name != nil, spec.root != nil || spec.feature != nil else { return nil }
        return ValidatedSpec(spec: spec)
    }

    /// Translates a validated spec into the structured Swift of its generated file.
    static func translate(_ validated: ValidatedSpec, options: GeneratorOptions) -> TranslatedFile {
        // An app's features' screens get Swift names; their moves are generated in their own modules.
        guard let translator = RouteTranslator(spec: FeatureTranslationSpec.make(validated.spec), options: options)
        else {
            preconditionFailure("a validated spec has a name and a root")
        }
        return TranslatedFile(name: translator.names.fileName, translator: translator)
    }

    /// Renders the generated file's text.
    static func render(_ file: TranslatedFile) -> GeneratedFile {
        let rendered = ConcurrentFileRendering.renderParts(file.translator)
        var generated = GeneratedFile(name: file.name, utf8Pieces: [rendered.head] + rendered.parts.map(\.text))
        generated.pieceParts = rendered.parts.map(\.part)
        return generated
    }

    /// Parses, decodes and validates a spec that includes no file, as the front ends other than
    /// `compile(_:options:)` do; returns the spec (which may still have errors) or `nil` when it
    /// could not be read at all.
    package static func parseAndValidate(_ bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> RouteSpec? {
        parseAndValidate(SpecSource(bytes), diagnostics: &diagnostics)
    }

    /// Parses a spec and the files it includes, merges and validates them, reporting every
    /// problem; returns the spec (which may still have errors) or `nil` when it could not be read.
    package static func parseAndValidate(
        _ source: SpecSource,
        diagnostics: inout DiagnosticCollector,
        includedFiles: inout [String]
    ) -> RouteSpec? {
        guard let document = parse(source, diagnostics: &diagnostics) else { return nil }
        let documents = resolveIncludes(of: document, diagnostics: &diagnostics)
        includedFiles = documents.includedPaths
        guard let decoded = decode(documents, diagnostics: &diagnostics) else { return nil }
        let spec = FeatureResolver.resolve(decoded, source: source, diagnostics: &diagnostics)
        SpecValidator.validate(spec, diagnostics: &diagnostics)
        return spec
    }

    /// Parses a spec and the files it includes, merges and validates them.
    package static func parseAndValidate(_ source: SpecSource, diagnostics: inout DiagnosticCollector) -> RouteSpec? {
        var included: [String] = []
        return parseAndValidate(source, diagnostics: &diagnostics, includedFiles: &included)
    }
}

/// The outcome of compiling one spec.
public struct CompilationResult: Sendable {
    /// The spec's `name` and where it is written, when it could be read.
    package var specName: Located<String>?
    /// Every error, warning and note, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The generated file, or `nil` when the spec has an error.
    public var output: GeneratedFile?
    /// The paths of the files the spec includes, directly or not, as diagnostics print them.
    public var includedFiles: [String] = []
    /// The paths of the feature specs an app spec uses (`uses:`), as diagnostics print them.
    public var featureFiles: [String] = []
    /// The `make…` requirements of the generated screen factory, when the spec has no error and
    /// ``GeneratorOptions/outlinesFactory`` asked for them.
    public var factory: FactoryOutline?

    /// The spec's `name`, when it could be read.
    public var name: String? { specName?.value }

    /// Whether the spec has an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A generated Swift file.
public struct GeneratedFile: Hashable, Sendable {
    /// The file's name, such as `LibraryRoutes.swift`.
    public var name: String
    /// The file's text as UTF-8, in the pieces it was rendered in, one after another.
    ///
    /// The parts of a large file are rendered at the same time, each into bytes of its own; the file
    /// keeps them as they are, since joining them would hold its text twice. ``utf8Pieces`` hands them
    /// out to be written one after another; ``utf8`` and ``data`` join them.
    private var pieces: [[UInt8]]
    /// The ``FilePart`` of each piece after the first (the head), when the file was rendered from the
    /// parts of a spec; empty otherwise. ``GeneratedFile/split()`` groups the pieces by it.
    var pieceParts: [FilePart] = []

    /// The file's text as UTF-8.
    public var utf8: [UInt8] {
        get { pieces.count == 1 ? pieces[0] : Array(pieces.joined()) }
        set {
            pieces = [newValue]
            pieceParts = []
        }
    }

    /// The file's text as UTF-8, in the pieces it was rendered in, one after another: to write the
    /// text without joining it first.
    public var utf8Pieces: [[UInt8]] { pieces }

    /// The file's text as UTF-8 in one buffer.
    public var data: Data {
        var data = Data(capacity: pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { data.append(contentsOf: piece) }
        return data
    }

    /// The file's text.
    public var contents: String {
        get { String(decoding: utf8, as: UTF8.self) }
        set { utf8 = Array(newValue.utf8) }
    }

    /// Creates a file from its text.
    public init(name: String, contents: String) {
        self.init(name: name, utf8: Array(contents.utf8))
    }

    /// Creates a file from the UTF-8 of its text.
    public init(name: String, utf8: [UInt8]) {
        self.init(name: name, utf8Pieces: [utf8])
    }

    /// Creates a file from the UTF-8 of its text in pieces, which follow each other in the file.
    package init(name: String, utf8Pieces: [[UInt8]]) {
        self.name = name
        self.pieces = utf8Pieces
    }

    /// Whether two files have the same name and text, however their text is split into pieces.
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.name == rhs.name && lhs.pieces.joined().elementsEqual(rhs.pieces.joined())
    }

    /// Hashes the name and the whole text, consistently with `==`, whatever the pieces.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(utf8)
    }
}
