import Foundation
import Testing

@testable import RouteCompiler

/// The input limits (``YAMLLimits``) as a user meets them: a spec past a limit fails fast with
/// one clear error, and a large spec within the limits compiles in bounded time.
///
/// The timings are printed, so `swift test --filter LimitsBenchmarkTests` doubles as a benchmark.
@Suite("Corpus: limits and their cost")
struct LimitsBenchmarkTests {
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

    /// Compiles `bytes`, returning the result and the time it took.
    static func timedCompile(_ bytes: [UInt8]) -> (CompilationResult, Duration) {
        var result: CompilationResult?
        let duration = ContinuousClock().measure {
            result = GeneratorPipeline.compile(bytes, options: GeneratorOptions(specFileName: "Big.routes.yaml"))
        }
        return (result!, duration)
    }

    @Test("a 10 MB spec fails fast with one error at 1:1")
    func tenMegabytesFailsFast() {
        var bytes = Self.linkedSpec(screens: 2)
        let filler = Array("# filler comment line of a huge spec\n".utf8)
        while bytes.count < 10_000_000 { bytes += filler }
        let (result, duration) = Self.timedCompile(bytes)
        print("10 MB spec: rejected in \(duration)")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.location == .start)
        #expect(
            result.diagnostics.first?.message.contains("the limit is 8 MiB (8388608 bytes)") == true,
            "\(result.diagnostics)"
        )
        #expect(result.output == nil)
        #expect(duration < .seconds(1))
    }

    @Test("a 5 MB spec within the limits compiles in bounded time")
    func fiveMegabytesCompiles() {
        let bytes = Self.linkedSpec(screens: 100, docBytes: 50_000)
        #expect(bytes.count > 5_000_000 && bytes.count < YAMLLimits.default.maxInputBytes)
        let (result, duration) = Self.timedCompile(bytes)
        print("\(bytes.count / 1_000_000) MB spec with 100 screens: compiled in \(duration)")
        #expect(!result.hasErrors, "\(result.diagnostics.prefix(3))")
        #expect(result.output != nil)
        #expect(duration < .seconds(30))
    }

    @Test("compile time grows linearly with the number of screens")
    func linearInScreens() {
        // The fastest of three runs of the small spec, so that a busy machine distorts less.
        let small = Self.linkedSpec(screens: 100)
        let smallDuration = (0..<3).map { _ in Self.timedCompile(small).1 }.min()!
        let largeSpec = Self.linkedSpec(screens: 1_000)
        let largeRuns = (0..<3).map { _ in Self.timedCompile(largeSpec) }
        let largeDuration = largeRuns.map(\.1).min()!
        print("100 screens: \(smallDuration); 1,000 screens: \(largeDuration)")
        #expect(largeRuns[0].0.output != nil)
        // Linear growth is 10×; quadratic would be 100×. Allow 4× more than linear for a busy
        // machine (the fastest of three runs each), and a floor for timer resolution.
        #expect(largeDuration < max(smallDuration, .milliseconds(20)) * 40)
    }

    @Test("a chain of deep-linked screens deeper than the back-stack limit fails fast at each path")
    func longChain() {
        let (result, duration) = Self.timedCompile(Self.linkedSpec(screens: 1_000, chain: true))
        print("chain of 1,000 deep-linked screens: rejected in \(duration)")
        #expect(result.output == nil)
        let tooDeep = result.diagnostics.filter { $0.message.contains("the limit is \(SpecLimits.maxBackStackDepth)") }
        // Every link deeper than the limit is reported; the output would otherwise grow as the square.
        #expect(tooDeep.count == 1_000 - SpecLimits.maxBackStackDepth)
        #expect(duration < .seconds(20))
    }

    @Test("a chain within the back-stack limit compiles")
    func chainWithinLimit() {
        let (result, _) = Self.timedCompile(Self.linkedSpec(screens: SpecLimits.maxBackStackDepth, chain: true))
        #expect(!result.hasErrors, "\(result.diagnostics.prefix(3))")
    }
}
