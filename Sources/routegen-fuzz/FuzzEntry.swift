// The fuzz target: feeds arbitrary bytes through the whole pipeline, bytes → diagnostics or Swift,
// then a valid spec through the other commands (links, graph, strings, scaffold, preview's outline),
// and the bytes through the factory check, which reads them as an app's Swift file. Bytes that start
// as XML does (`<`) go through the storyboard import instead, whose spec the compiler must take.
//
// Built with `-Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING` (see `.ci/fuzz`), `main` starts
// libFuzzer's driver, which calls the pipeline with each input it makes. In a normal build there is
// no libFuzzer, so `main` instead replays the files named on its command line: a crash that the
// fuzzer found reproduces with `swift run routegen-fuzz crash-…`.

import Foundation
import RouteCompiler
import RouteCompilerFrontEnds
import StoryboardImport

/// Compiles one input and checks the pipeline's promises: an input either produces a file and no
/// error, or at least one error and no file; and compiling it again gives the same result.
func fuzzOneInput(_ bytes: [UInt8]) {
    if bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "<") {
        importStoryboard(bytes)
        return
    }
    let options = GeneratorOptions(specFileName: "Fuzz.routes.yaml")
    let result = GeneratorPipeline.compile(bytes, options: options)
    if result.hasErrors != (result.output == nil) {
        fatalError("an input with errors produced a file, or one without errors produced none")
    }
    for diagnostic in result.diagnostics {
        if diagnostic.location.line < 1 || diagnostic.location.column < 1 || diagnostic.message.isEmpty {
            fatalError("a diagnostic has a bad location or no message: \(diagnostic)")
        }
        checkLinesAreVisible(diagnostic.formatted(path: "Fuzz.routes.yaml"), of: "a diagnostic")
    }
    let again = GeneratorPipeline.compile(bytes, options: options)
    if again.diagnostics != result.diagnostics || again.output != result.output {
        fatalError("compiling the same input twice gave different results")
    }
    checkFactories(in: bytes)
    // The other commands read a valid spec further; an invalid one stops them where it stops `generate`.
    if !result.hasErrors { runOtherCommands(on: bytes) }
}

/// Imports the bytes as a storyboard: the import may fail, with located errors, but a spec it writes
/// must compile without an error.
func importStoryboard(_ bytes: [UInt8]) {
    let outcome = StoryboardImport.run(bytes: bytes, path: "Fuzz.storyboard", name: "Fuzz")
    for diagnostic in outcome.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        fatalError("an import error has a bad location: \(diagnostic)")
    }
    guard let spec = outcome.spec else {
        if outcome.diagnostics.isEmpty { fatalError("an import failed without an error") }
        return
    }
    let result = GeneratorPipeline.compile(
        Array(spec.utf8),
        options: GeneratorOptions(specFileName: "Fuzz.routes.yaml")
    )
    if result.hasErrors {
        let errors = result.diagnostics.filter { $0.severity == .error }.map { $0.formatted(path: "Fuzz.routes.yaml") }
        fatalError("the import wrote a spec the compiler refuses:\n\(errors.joined(separator: "\n"))\n\(spec)")
    }
}

/// Runs what `links`, `graph`, `strings`, `scaffold` and `preview` do with a valid spec: none may crash,
/// and a graph's lines must be visible text.
func runOtherCommands(on bytes: [UInt8]) {
    _ = GeneratorPipeline.deepLinks(of: bytes)
    for format in GraphFormat.allCases {
        guard let graph = GeneratorPipeline.graph(of: bytes, format: format).graph else {
            fatalError("a valid spec has no \(format) graph")
        }
        checkLinesAreVisible(graph, of: "the \(format) graph")
    }
    _ = StringCatalog.catalog(of: SpecSource(bytes), existing: nil)
    _ = Scaffold.files(of: bytes, specFileName: "Fuzz.routes.yaml", screens: nil, factory: nil)
    _ = GeneratorPipeline.outline(of: bytes)
}

/// Fails when a line of `text` holds a control or bidirectional character that would break or reorder it
/// on a terminal: what a spec's values and file names put there must be escaped.
func checkLinesAreVisible(_ text: String, of what: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false)
    where VisibleText.escaped(String(line)) != line {
        fatalError("\(what) has an invisible character in the line \(VisibleText.escaped(String(line)))")
    }
}

/// Reads the same bytes as an app's Swift file, as `generate --factory-source` does: the factory
/// check must never crash, and each error it reports must be located.
func checkFactories(in bytes: [UInt8]) {
    let outline = FactoryOutline(
        protocolName: "FuzzScreenFactory",
        requirements: [
            .init(name: "makeHome", labels: ["navigator"]), .init(name: "makeItem", labels: ["_", "navigator"]),
        ]
    )
    for finding in FactoryWitnessCheck.findings(
        in: [SwiftSourceFile(path: "Fuzz.swift", bytes: bytes)],
        against: [outline]
    ) {
        let location = finding.diagnostic.location
        if location.line < 1 || location.column < 1 || location.file != "Fuzz.swift" {
            fatalError("a factory finding has a bad location: \(finding.diagnostic)")
        }
    }
}

/// Replays inputs without libFuzzer, or, in a fuzzing build, hands control to libFuzzer.
@main
enum FuzzMain {
    static func main() {
        #if FUZZING
        // SwiftPM makes this function the executable's `main`, so libFuzzer's own `main` never
        // runs; start its driver here, with the command line, as that `main` would.
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(llvmFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput))
        #else
        replay(CommandLine.arguments.dropFirst())
        #endif
    }

    /// Compiles each file named in `arguments`, or each file of a directory named there.
    static func replay(_ arguments: ArraySlice<String>) {
        guard !arguments.isEmpty else {
            print("usage: routegen-fuzz <input file or directory>…  (.ci/fuzz builds and runs the fuzzer)")
            return
        }
        var count = 0
        for path in arguments {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    print("cannot read \(file)")
                    continue
                }
                fuzzOneInput(Array(data))
                count += 1
            }
        }
        print("replayed \(count) input(s) without a crash")
    }

    /// The file at `path`, or the files of the directory at `path`, sorted.
    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }
}

#if FUZZING
/// libFuzzer's callback: compiles one input. It is also exported under the name libFuzzer's own
/// `main` looks for, which the linker pulls in with libFuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOneInput(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's driver (`int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`).
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
