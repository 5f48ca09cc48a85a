import Foundation
import Testing

@testable import RouteCompiler

/// The input limits (``YAMLLimits``) as a user meets them: a spec past a limit fails with one clear
/// error, and a large spec within the limits compiles.
///
/// They assert no timings: how long generation takes, and how it grows, is `routegen-bench`'s to
/// measure.
@Suite("Corpus: limits")
struct CorpusLimitsTests {
    /// A spec of `screens` screens with a deep link each, pushed from the root (a star) or each
    /// from the one before (a chain, whose deep links rebuild ever longer stacks).
    static func linkedSpec(screens: Int, chain: Bool = false, docBytes: Int = 0) -> [UInt8] {
        let doc = docBytes > 0 ? "    doc: " + String(repeating: "Long text. ", count: docBytes / 11) + "\n" : ""
        var text = "name: Big\nroot: s0\nscreens:\n"
        for index in 0..<screens {
            text += "  s\(index):\n    title: \"Screen \(index) — ✓\"\n    path: /s/\(index)\n" + doc
        }
        text += "transitions:\n"
        for index in 1..<screens {
            text += "  t\(index): { from: s\(chain ? index - 1 : 0), push: s\(index) }\n"
        }
        return Array(text.utf8)
    }

    /// Compiles `bytes` as `Big.routes.yaml`.
    static func compile(_ bytes: [UInt8]) -> CompilationResult {
        GeneratorPipeline.compile(bytes, options: GeneratorOptions(specFileName: "Big.routes.yaml"))
    }

    @Test("a 10 MB spec fails fast with one error at 1:1")
    func tenMegabytesFailsFast() {
        var bytes = Self.linkedSpec(screens: 2)
        let filler = Array("# filler comment line of a huge spec\n".utf8)
        while bytes.count < 10_000_000 { bytes += filler }
        let result = Self.compile(bytes)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.location == .start)
        #expect(
            result.diagnostics.first?.message.contains("the limit is 8 MiB (8388608 bytes)") == true,
            "\(result.diagnostics)"
        )
        #expect(result.output == nil)
    }

    @Test("a 5 MB spec within the limits compiles")
    func fiveMegabytesCompiles() {
        let bytes = Self.linkedSpec(screens: 100, docBytes: 50_000)
        #expect(bytes.count > 5_000_000 && bytes.count < YAMLLimits.default.maxInputBytes)
        let result = Self.compile(bytes)
        #expect(!result.hasErrors, "\(result.diagnostics.prefix(3))")
        #expect(result.output != nil)
    }

    @Test("a chain of deep-linked screens deeper than the back-stack limit fails at each path")
    func longChain() {
        let result = Self.compile(Self.linkedSpec(screens: 1_000, chain: true))
        #expect(result.output == nil)
        let tooDeep = result.diagnostics.filter { $0.message.contains("the limit is \(SpecLimits.maxBackStackDepth)") }
        // Every link deeper than the limit is reported; the output would otherwise grow as the square.
        #expect(tooDeep.count == 1_000 - SpecLimits.maxBackStackDepth)
    }

    @Test("a chain within the back-stack limit compiles")
    func chainWithinLimit() {
        let result = Self.compile(Self.linkedSpec(screens: SpecLimits.maxBackStackDepth, chain: true))
        #expect(!result.hasErrors, "\(result.diagnostics.prefix(3))")
    }
}
