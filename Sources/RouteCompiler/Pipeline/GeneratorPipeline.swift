import Foundation

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
        compile(SpecSource(bytes), options: options)
    }

    /// Compiles a spec and the files it includes.
    ///
    /// The model of the spec is freed on a background thread once the generated file is made (see
    /// ``waitUntilModelsAreFreed()``).
    ///
    /// - Returns: every diagnostic of the spec and its included files, sorted by file and position,
    ///   and the generated file when none has an error.
    public static func compile(_ source: SpecSource, options: GeneratorOptions) -> CompilationResult {
        var diagnostics = DiagnosticCollector()
        guard let (spec, included) = IncludeResolver.load(source, diagnostics: &diagnostics) else {
            return CompilationResult(specName: nil, diagnostics: diagnostics.sorted, output: nil)
        }
        // For a spec that decoded without errors, the translator's tables are made while the rules check
        // it, and used only if none reports an error.
        let decodedCleanly = !diagnostics.hasErrors
        let translator = SpecValidator.validate(spec, diagnostics: &diagnostics) {
            decodedCleanly ? RouteTranslator(spec: spec, options: options) : nil
        }
        guard !diagnostics.hasErrors, let translator else {
            return CompilationResult(
                specName: spec.name,
                diagnostics: diagnostics.sorted,
                output: nil,
                includedFiles: included
            )
        }
        let output = GeneratedFile(
            name: translator.names.fileName,
            utf8Pieces: ConcurrentFileRendering.render(translator)
        )
        let result = CompilationResult(
            specName: spec.name,
            diagnostics: diagnostics.sorted,
            output: output,
            includedFiles: included,
            factory: options.outlinesFactory ? translator.factoryOutline() : nil
        )
        // Writing the file need not wait for millions of small deallocations.
        BackgroundRelease.release((consume translator, consume spec))
        return result
    }

    /// Waits until the models of the specs compiled so far are freed.
    ///
    /// ``compile(_:options:)`` returns as soon as the generated file is made and frees its model of
    /// the spec on a background thread, so that writing the file overlaps it (a cost that grows with
    /// the spec). A benchmark calls this after writing the file, so that its time includes freeing
    /// the model and one run's freeing does not slow the next.
    public static func waitUntilModelsAreFreed() {
        BackgroundRelease.wait()
    }

    /// Parses and validates a spec that includes no file, reporting every problem; returns the
    /// decoded spec (which may still have errors) or `nil` when it could not be read at all.
    static func parseAndValidate(_ bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> RouteSpec? {
        parseAndValidate(SpecSource(bytes), diagnostics: &diagnostics)
    }

    /// Parses a spec and the files it includes, merges and validates them, reporting every
    /// problem; returns the spec (which may still have errors) or `nil` when it could not be read.
    static func parseAndValidate(
        _ source: SpecSource,
        diagnostics: inout DiagnosticCollector,
        includedFiles: inout [String]
    ) -> RouteSpec? {
        guard let (spec, included) = IncludeResolver.load(source, diagnostics: &diagnostics) else { return nil }
        includedFiles = included
        SpecValidator.validate(spec, diagnostics: &diagnostics)
        return spec
    }

    /// Parses a spec and the files it includes, merges and validates them.
    static func parseAndValidate(_ source: SpecSource, diagnostics: inout DiagnosticCollector) -> RouteSpec? {
        var included: [String] = []
        return parseAndValidate(source, diagnostics: &diagnostics, includedFiles: &included)
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
    /// The paths of the files the spec includes, directly or not, as diagnostics print them.
    public var includedFiles: [String] = []
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

    /// The file's text as UTF-8.
    public var utf8: [UInt8] {
        get { pieces.count == 1 ? pieces[0] : Array(pieces.joined()) }
        set { pieces = [newValue] }
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
    init(name: String, utf8Pieces: [[UInt8]]) {
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
