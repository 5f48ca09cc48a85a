import Foundation
import RouteCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Generation: how long `routegen generate` takes on specs of growing size, and the memory it uses.
///
/// Each spec is timed two ways: `routegen generate` as a build runs it (a process of its own, which
/// reads the spec and writes the file), and the pipeline in this process (``GeneratorPipeline``
/// plus writing the file), whose time per screen shows how generation grows without the process's
/// fixed start-up cost.
enum GenerationBenchmark {
    /// A spec to measure.
    struct Spec {
        /// The spec's label in the table.
        var label: String
        /// The number of screens.
        var screens: Int
        /// The spec's YAML.
        var bytes: [UInt8]
    }

    /// What one spec measured.
    struct Measurement {
        /// The fastest `routegen generate` run, in seconds.
        var fastest: Double
        /// The median `routegen generate` run, in seconds.
        var median: Double
        /// The fastest run of the pipeline in this process, writing the file, in seconds.
        var inProcess: Double
        /// The peak resident memory of one `routegen generate` run, in bytes.
        var peakMemory: Int
        /// The generated file's size in bytes.
        var outputBytes: Int
        /// The number of timed runs of each kind.
        var runs: Int
    }

    /// The goal: `routegen generate` of a 1,000-screen spec in at most this many seconds.
    static let goalSeconds = 0.1

    /// The specs measured: synthesized ones of `sizes` screens, then the app-shaped one.
    static func specs(sizes: [Int]) -> [Spec] {
        sizes.map { Spec(label: Format.grouped($0), screens: $0, bytes: SpecSynthesizer.spec(screens: $0)) }
            + [Spec(label: "app-shaped", screens: AppShapedSpec.screenCount, bytes: AppShapedSpec.spec())]
    }

    /// Measures `spec` with the `routegen` executable at `routegen`, spending about `budget` seconds
    /// on timed runs of each kind.
    static func measure(_ spec: Spec, routegen: URL, budget: Double) throws(BenchmarkError) -> Measurement {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "routegen-bench-\(ProcessInfo.processInfo.processIdentifier)-\(spec.screens)"
        )
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appending(path: "Generated")
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkError("cannot create \(output.path(percentEncoded: false)): \(error)")
        }
        let specFile = directory.appending(path: "Bench.routes.yaml")
        do {
            try Data(spec.bytes).write(to: specFile)
        } catch {
            throw BenchmarkError("cannot write \(specFile.path(percentEncoded: false)): \(error)")
        }
        let arguments = [
            "generate", specFile.path(percentEncoded: false), "-o", output.path(percentEncoded: false), "-q",
        ]
        let options = GeneratorOptions(specFileName: "Bench.routes.yaml")
        guard let file = GeneratorPipeline.compile(spec.bytes, options: options).output else {
            throw BenchmarkError("the \(spec.label)-screen spec does not compile")
        }
        let generated = output.appending(path: file.name)

        // A build runs `routegen generate` after the spec changed, so the file is written every time.
        func generate() throws(BenchmarkError) -> Double {
            try? FileManager.default.removeItem(at: generated)
            return try run(routegen, arguments)
        }
        func generateInProcess() {
            guard let file = GeneratorPipeline.compile(spec.bytes, options: options).output else { return }
            try? file.data.write(to: generated)
        }

        let estimate = try generate()
        let runs = Stopwatch.runs(filling: budget, estimate: estimate, minimum: 5, maximum: 200)
        var times: [Double] = []
        var inProcess = Double.infinity
        // Interleaved, so that a slow moment of the machine hits both alike.
        for _ in 0..<runs {
            times.append(try generate())
            inProcess = min(inProcess, Stopwatch.seconds { generateInProcess() })
        }
        times.sort()
        let usage = try ChildProcessUsage.measure([routegen.path(percentEncoded: false)] + arguments)
        return Measurement(
            fastest: times[0],
            median: times[times.count / 2],
            inProcess: inProcess,
            peakMemory: usage.peakMemory,
            outputBytes: file.data.count,
            runs: runs
        )
    }

    /// Runs `executable` with `arguments`, its output discarded, and returns its wall-clock seconds.
    ///
    /// The process is started with `posix_spawn` and awaited with `waitpid`: `Process.waitUntilExit()`
    /// polls, which rounds a run of a few milliseconds up to the polling interval.
    private static func run(_ executable: URL, _ arguments: [String]) throws(BenchmarkError) -> Double {
        let path = executable.path(percentEncoded: false)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let start = ContinuousClock.now
        guard posix_spawn(&pid, path, &actions, nil, argv, environment) == 0 else {
            throw BenchmarkError("cannot run \(path)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let seconds = (ContinuousClock.now - start).seconds
        guard status == 0 else {
            throw BenchmarkError("`routegen \(arguments.joined(separator: " "))` failed")
        }
        return seconds
    }

    /// The `routegen` executable: `routegen` if given, else the one next to this executable.
    static func routegenExecutable(_ routegen: URL?) throws(BenchmarkError) -> URL {
        let candidate = routegen ?? Bundle.main.executableURL?.deletingLastPathComponent().appending(path: "routegen")
        guard let candidate, FileManager.default.isExecutableFile(atPath: candidate.path(percentEncoded: false)) else {
            throw BenchmarkError(
                "no routegen executable next to routegen-bench: run `swift build -c release --product routegen` "
                    + "first, or pass --routegen <path>"
            )
        }
        return candidate
    }

    /// Prints the table of every spec, with how time per screen grows from one size to the next.
    static func run(sizes: [Int], routegen: URL?, budget: Double) throws(BenchmarkError) {
        let executable = try routegenExecutable(routegen)
        print("## Generation: `routegen generate`\n")
        var table = Table(
            "screens",
            "spec",
            "routegen generate",
            "median",
            "peak RSS",
            "in process",
            "µs/screen",
            "growth",
            "output",
            "runs"
        )
        var previous: (screens: Int, seconds: Double)?
        var atGoalSize: Double?
        for spec in specs(sizes: sizes) {
            let measurement = try measure(spec, routegen: executable, budget: budget)
            let perScreen = measurement.inProcess / Double(spec.screens)
            let isSynthesized = spec.label != "app-shaped"
            // Time per screen relative to the previous size: 1.0 is linear, the size ratio is quadratic.
            let growth = isSynthesized ? previous.map { perScreen / ($0.seconds / Double($0.screens)) } : nil
            table.append(
                spec.label,
                Format.bytes(spec.bytes.count),
                Format.milliseconds(measurement.fastest) + " ms",
                Format.milliseconds(measurement.median) + " ms",
                Format.bytes(measurement.peakMemory),
                Format.milliseconds(measurement.inProcess) + " ms",
                Format.fixed(perScreen * 1e6, digits: 1),
                growth.map { Format.fixed($0, digits: 2) + "×" } ?? "–",
                Format.bytes(measurement.outputBytes),
                String(measurement.runs)
            )
            if isSynthesized { previous = (spec.screens, measurement.inProcess) }
            if isSynthesized, spec.screens == 1_000 { atGoalSize = measurement.fastest }
        }
        print(table.text)
        let goal = atGoalSize.map {
            " Goal: at most \(Format.milliseconds(goalSeconds)) ms at 1,000 screens: "
                + ($0 <= goalSeconds ? "met" : "missed") + "."
        }
        print(
            """

            routegen generate: the fastest and the median wall time of the executable writing the file into an \
            empty directory, as a build does after the spec changed; peak RSS: its peak resident memory. in \
            process: the fastest run of GeneratorPipeline.compile and writing the file inside this process, \
            without start-up; µs/screen and growth come from it (1.00× is linear).\(goal ?? "")

            """
        )
    }
}
