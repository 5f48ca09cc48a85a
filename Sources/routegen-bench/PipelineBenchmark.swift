import Foundation
import RouteCompiler

/// Item 1: the whole pipeline against libyaml alone, on the same bytes, each writing the same output.
enum PipelineBenchmark {
    /// What one spec size measured.
    struct Measurement {
        /// The number of screens of the spec.
        var screens: Int
        /// The spec's size in bytes.
        var specBytes: Int
        /// The number of libyaml events in the spec.
        var events: Int
        /// The fastest libyaml parse plus writing the generated file's bytes, in seconds.
        var floor: Double
        /// The fastest pipeline run (parse → validate → translate → render) plus writing its file, in seconds.
        var pipeline: Double
        /// The number of runs of each.
        var runs: Int
        /// The generated file's size in bytes.
        var outputBytes: Int
        /// The peak memory of one pipeline run in a fresh process, when it could be read.
        var memory: PeakMemory.Usage?

        /// The pipeline's time as a multiple of libyaml's.
        var ratio: Double { pipeline / floor }
    }

    /// Measures the spec of `screens` screens, spending about `budget` seconds on timed runs.
    static func measure(screens: Int, budget: Double) throws(BenchmarkError) -> Measurement {
        let spec = SpecSynthesizer.spec(screens: screens)
        let options = GeneratorOptions(specFileName: "Bench.routes.yaml")
        guard let events = LibYAMLFloor.countEvents(in: spec) else {
            throw BenchmarkError("libyaml rejected the synthesized spec of \(screens) screens")
        }

        let first = GeneratorPipeline.compile(spec, options: options)
        guard let output = first.output, first.diagnostics.isEmpty else {
            let messages = first.diagnostics.prefix(3).map { $0.formatted(path: "Bench.routes.yaml") }
            throw BenchmarkError(
                "the synthesized spec of \(screens) screens does not compile cleanly:\n"
                    + messages.joined(separator: "\n")
            )
        }
        let outputBytes = output.utf8.count
        let outputData = output.data
        let file = FileManager.default.temporaryDirectory.appending(
            path: "routegen-bench-\(ProcessInfo.processInfo.processIdentifier)-\(screens).swift"
        )
        defer { try? FileManager.default.removeItem(at: file) }
        // The floor: libyaml's bare parse, then writing the bytes that the pipeline writes.
        func parseAndWrite() {
            _ = LibYAMLFloor.countEvents(in: spec)
            try? outputData.write(to: file)
        }
        // What `routegen generate` does with a spec once it has read it: the generated file's pieces
        // are written one after another, not joined first, while the pipeline frees its model of the
        // spec on another thread. The run ends when both are done (`routegen` itself exits without
        // waiting for the model to be freed).
        func generateAndWrite() {
            guard let output = GeneratorPipeline.compile(spec, options: options).output,
                FileManager.default.createFile(atPath: file.path(percentEncoded: false), contents: nil),
                let handle = try? FileHandle(forWritingTo: file)
            else { return }
            for piece in output.utf8Pieces { try? handle.write(contentsOf: piece) }
            try? handle.close()
            GeneratorPipeline.waitUntilModelsAreFreed()
        }

        let estimate = Stopwatch.seconds { generateAndWrite() }
        let runs = Stopwatch.runs(filling: budget, estimate: estimate)
        var floor = Double.infinity
        var pipeline = Double.infinity
        // Interleaved, so that a slow moment of the machine hits both sides alike.
        for _ in 0..<runs {
            floor = min(floor, Stopwatch.seconds { parseAndWrite() })
            pipeline = min(pipeline, Stopwatch.seconds { generateAndWrite() })
        }
        return Measurement(
            screens: screens,
            specBytes: spec.count,
            events: events,
            floor: floor,
            pipeline: pipeline,
            runs: runs,
            outputBytes: outputBytes,
            memory: try peakMemoryInChildProcess(screens: screens)
        )
    }

    /// Prints the table of every size, with how time per screen grows from one size to the next.
    static func run(sizes: [Int], budget: Double) throws(BenchmarkError) {
        print("## Generation: libyaml alone vs. the whole pipeline\n")
        var table = Table(
            "screens",
            "spec",
            "events",
            "libyaml + write",
            "pipeline + write",
            "ratio",
            "µs/screen",
            "growth",
            "output",
            "peak RSS (+run)",
            "runs"
        )
        var previous: Measurement?
        for screens in sizes {
            let measurement = try measure(screens: screens, budget: budget)
            let perScreen = measurement.pipeline / Double(screens)
            // Time per screen relative to the previous size: 1.0 is linear, the size ratio is quadratic.
            let growth = previous.map { perScreen / ($0.pipeline / Double($0.screens)) }
            table.append(
                Format.grouped(screens),
                Format.bytes(measurement.specBytes),
                Format.grouped(measurement.events),
                Format.milliseconds(measurement.floor) + " ms",
                Format.milliseconds(measurement.pipeline) + " ms",
                Format.fixed(measurement.ratio, digits: 2) + "×",
                Format.fixed(perScreen * 1e6, digits: 1),
                growth.map { Format.fixed($0, digits: 2) + "×" } ?? "–",
                Format.bytes(measurement.outputBytes),
                measurement.memory.map { Format.bytes($0.peak) + " (+" + Format.bytes($0.added) + ")" } ?? "n/a",
                String(measurement.runs)
            )
            previous = measurement
        }
        print(table.text)
        print(
            """

            libyaml + write: its event parser over the same bytes, deleting each event, then writing the \
            generated file's bytes to a file (the floor). pipeline + write: GeneratorPipeline.compile (parse → \
            validate → translate → render) and writing its output, as `routegen generate` does. Times are the \
            fastest of `runs` interleaved runs. growth: µs/screen over the previous row's (1.00× is linear). \
            peak RSS: the peak resident memory of a fresh process that synthesizes the spec and compiles it once, \
            and how much of it the compilation added.

            """
        )
    }

    /// The hidden option with which the benchmark runs itself to measure one spec's peak memory.
    static let peakMemoryOption = "--peak-memory-of"

    /// Measures the peak memory of compiling the spec of `screens` screens in this process, which has
    /// done nothing else, and prints it as `<peak bytes> <added bytes>`.
    static func printPeakMemory(screens: Int) throws(BenchmarkError) {
        let spec = SpecSynthesizer.spec(screens: screens)
        guard PeakMemory.resetPeak(), let before = PeakMemory.read() else {
            throw BenchmarkError("this system does not report peak memory")
        }
        let result = GeneratorPipeline.compile(spec, options: GeneratorOptions(specFileName: "Bench.routes.yaml"))
        guard let after = PeakMemory.read() else { throw BenchmarkError("this system does not report peak memory") }
        withExtendedLifetime(result) {
            print(after.peak, after.peak - before.current)
        }
    }

    /// Runs this executable again to measure the peak memory of compiling the spec of `screens` screens
    /// from a fresh heap; `nil` where the system does not report it.
    private static func peakMemoryInChildProcess(screens: Int) throws(BenchmarkError) -> PeakMemory.Usage? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = [peakMemoryOption, String(screens)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot run \(executable.path(percentEncoded: false)): \(error)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, numbers.count == 2 else { return nil }
        return PeakMemory.Usage(peak: numbers[0], added: numbers[1])
    }
}
