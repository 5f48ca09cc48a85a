import Foundation
import Testing

@testable import RouteCompiler

/// The reliability corpus: small specs, each about one way a spec can be wrong (`Invalid/`) or one
/// odd corner of a valid spec (`Valid/`), stored as files so that the fuzzer (`.ci/fuzz`) seeds
/// from them too.
///
/// Next to each `<name>.routes.yaml` is `<name>.expected`: every diagnostic of the spec as
/// `line:column: severity: message`, followed by its note and fix-it lines, as `routegen` prints
/// them without the path (a fix-it line also shows its replacement text in brackets). After an intended change of a
/// message, re-record with `RECORD_CORPUS=1 swift test --filter CorpusTests` and review the diff of the `.expected`
/// files.
@Suite("Corpus")
struct CorpusTests {
    static let directory = RepositoryPaths.root.appendingPathComponent("Tests/RouteCompilerTests/Corpus")
    static let invalidSpecs = RepositoryPaths.specs(in: directory.appendingPathComponent("Invalid"))
    static let validSpecs = RepositoryPaths.specs(in: directory.appendingPathComponent("Valid"))
    static let isRecording = ProcessInfo.processInfo.environment["RECORD_CORPUS"] == "1"

    /// The diagnostics as the lines of an `.expected` file.
    static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var lines = ["\(place(diagnostic.location)): \(diagnostic.severity.rawValue): \(diagnostic.message)"]
            if let note = diagnostic.note {
                lines.append("\(place(note.location ?? diagnostic.location)): note: \(note.message)")
            }
            if let fixIt = diagnostic.fixIt {
                lines.append(
                    "\(place(diagnostic.location)): note: \(fixIt.message) [replace with '\(fixIt.replacement)']"
                )
            }
            return lines.joined(separator: "\n") + "\n"
        }.joined()
    }

    /// A corpus spec as the pipeline reads it: its path is its file name, and the files it includes
    /// (under `Included/<name>/`, which the corpus does not list as specs of their own) are read
    /// relative to its folder, so `.expected` files print their paths from there.
    static func source(_ spec: URL) throws -> SpecSource {
        let folder = spec.deletingLastPathComponent().path
        let reader = SpecFileReader { path, root throws(SpecFileReader.Failure) in
            try SpecFileReader.fileSystem.read(folder + "/" + path, root.isEmpty ? folder : folder + "/" + root)
        }
        return SpecSource(path: spec.lastPathComponent, bytes: Array(try Data(contentsOf: spec)), reader: reader)
    }

    /// A location as `line:column`, or `path:line:column` in an included file.
    static func place(_ location: RouteCompiler.SourceLocation) -> String {
        location.file.map { "\($0):\(location)" } ?? "\(location)"
    }

    /// Compiles a corpus spec and compares its diagnostics with its `.expected` file.
    static func check(_ spec: URL) throws -> CompilationResult {
        let bytes = try source(spec)
        let options = GeneratorOptions(specFileName: spec.lastPathComponent)
        let result = GeneratorPipeline.compile(bytes, options: options)
        let actual = render(result.diagnostics)
        let again = GeneratorPipeline.compile(bytes, options: options)
        #expect(render(again.diagnostics) == actual && again.output == result.output, "compiling twice differs")

        let name = String(spec.lastPathComponent.dropLast(".routes.yaml".count))
        let expectation = spec.deletingLastPathComponent().appendingPathComponent(name + ".expected")
        if isRecording {
            try Data(actual.utf8).write(to: expectation)
            return result
        }
        let expected = try String(contentsOf: expectation, encoding: .utf8)
        #expect(
            actual == expected,
            """
            \(spec.lastPathComponent): diagnostics differ from \(name).expected (RECORD_CORPUS=1 re-records):
            \(TextDiff.describe(expected: expected, actual: actual))
            """
        )
        return result
    }

    @Test("the corpus has at least 60 invalid specs and every spec has its expectation")
    func corpusIsComplete() throws {
        #expect(Self.invalidSpecs.count >= 60)
        #expect(Self.validSpecs.count >= 5)
        for spec in Self.invalidSpecs + Self.validSpecs {
            let name = spec.lastPathComponent.dropLast(".routes.yaml".count)
            let expectation = spec.deletingLastPathComponent().appendingPathComponent(name + ".expected")
            #expect(FileManager.default.fileExists(atPath: expectation.path), "\(name).expected is missing")
        }
    }

    @Test("an invalid spec gets exactly its expected diagnostics, and no output", arguments: invalidSpecs)
    func invalidSpec(spec: URL) throws {
        let result = try Self.check(spec)
        #expect(result.hasErrors, "\(spec.lastPathComponent) has no error")
        #expect(result.output == nil)
    }

    @Test("a valid spec gets exactly its expected diagnostics (no error), and an output", arguments: validSpecs)
    func validSpec(spec: URL) throws {
        let result = try Self.check(spec)
        #expect(!result.hasErrors)
        #expect(result.output != nil)
    }

    /// The generated code of the valid specs type-checks without warnings. A spec with a
    /// `<name>.support.swift` (the declaration of its custom types, which may hide names for a whole
    /// module) is type-checked in a module of its own with it; the others together.
    @Test("the generated code of the valid specs type-checks without warnings")
    func validSpecsTypeCheck() throws {
        var sources: [String: String] = [:]
        for spec in Self.validSpecs {
            let bytes = Array(try Data(contentsOf: spec))
            let result = GeneratorPipeline.compile(
                bytes,
                options: GeneratorOptions(specFileName: spec.lastPathComponent)
            )
            let output = try #require(result.output, "\(spec.lastPathComponent) generates nothing")
            let name = String(spec.lastPathComponent.dropLast(".routes.yaml".count))
            let support = spec.deletingLastPathComponent().appendingPathComponent(name + ".support.swift")
            if let declarations = try? String(contentsOf: support, encoding: .utf8) {
                let outcome = try SwiftCompiler.typecheck([output.name: output.contents, "Support.swift": declarations])
                #expect(outcome.succeeded, "\(spec.lastPathComponent): \(outcome.output)")
            } else {
                sources[output.name] = output.contents
            }
        }
        let outcome = try SwiftCompiler.typecheck(sources)
        #expect(outcome.succeeded, "\(outcome.output)")
    }
}
