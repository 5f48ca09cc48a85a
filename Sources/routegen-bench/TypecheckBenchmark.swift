import Foundation
import RouteCompiler

/// Item 2: what the generated code costs the app that compiles it, as `swiftc -typecheck` time.
enum TypecheckBenchmark {
    /// Prints the typecheck time of the generated file of each size, next to that of an empty file
    /// with the same imports (the compiler's fixed cost).
    static func run(sizes: [Int], modules: URL?, runs: Int) throws(BenchmarkError) {
        print("## Generated code: `swiftc -typecheck`\n")
        guard let modules = modules ?? BenchmarkFiles.modulesDirectory(nextTo: Bundle.main.executableURL) else {
            throw BenchmarkError(
                "RouteKit.swiftmodule not found next to routegen-bench; pass --modules <dir containing it>"
            )
        }
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "routegen-bench-\(ProcessInfo.processInfo.processIdentifier)"
        )
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkError("cannot create \(directory.path(percentEncoded: false)): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }

        let empty = try BenchmarkFiles.write(
            "import Foundation\nimport RouteKit\n",
            named: "Empty.swift",
            in: directory
        )
        guard case .passed(let fixedCost) = try fastestTypecheck(of: empty, modules: modules, runs: runs) else {
            throw BenchmarkError("swiftc cannot typecheck a file that imports RouteKit from \(modules.path)")
        }

        var table = Table(
            "screens",
            "generated",
            "lines",
            "typecheck (wall)",
            "CPU",
            "minus empty file",
            "slowest bodies"
        )
        table.append(
            "0 (imports only)",
            "–",
            "2",
            Format.milliseconds(fixedCost.wall) + " ms",
            Format.milliseconds(fixedCost.cpu) + " ms",
            "–",
            "–"
        )
        for screens in sizes {
            let result = GeneratorPipeline.compile(
                SpecSynthesizer.spec(screens: screens),
                options: GeneratorOptions(specFileName: "Bench.routes.yaml")
            )
            guard let output = result.output else {
                throw BenchmarkError("the synthesized spec of \(screens) screens has errors")
            }
            let file = try BenchmarkFiles.write(output.contents, named: "Bench\(screens)Routes.swift", in: directory)
            let size = Format.bytes(output.contents.utf8.count)
            let lines = Format.grouped(output.contents.split(separator: "\n", omittingEmptySubsequences: false).count)
            switch try fastestTypecheck(of: file, modules: modules, runs: runs) {
            case .passed(let time):
                let slowest = try slowestBodies(of: file, modules: modules, count: 2)
                table.append(
                    Format.grouped(screens),
                    size,
                    lines,
                    Format.milliseconds(time.wall) + " ms",
                    Format.milliseconds(time.cpu) + " ms",
                    Format.milliseconds(time.cpu - fixedCost.cpu) + " ms CPU",
                    slowest.map { "\($0.name) \(Format.milliseconds($0.seconds)) ms" }.joined(separator: ", ")
                )
            case .failed(let firstError, let time):
                table.append(
                    Format.grouped(screens),
                    size,
                    lines,
                    "fails",
                    Format.milliseconds(time.cpu) + " ms",
                    "–",
                    firstError
                )
            }
        }
        print(table.text)
        print(
            """

            `swiftc -typecheck -swift-version 6 -I <RouteKit module>` of the generated file, fastest of \(runs): wall \
            time, and CPU time (user + system), which a busy machine disturbs less. slowest bodies: from \
            `-Xfrontend -debug-time-function-bodies`.

            """
        )
    }

    /// The time of one typecheck.
    private struct Time {
        /// Wall-clock seconds.
        var wall: Double
        /// CPU seconds of the compiler (user and system).
        var cpu: Double
    }

    /// How typechecking a file went.
    private enum Outcome {
        /// No error or warning, in the fastest of the runs' time.
        case passed(Time)
        /// The compiler reported this first error (or warning), after this time.
        case failed(String, Time)
    }

    /// Typechecks `file` up to `runs` times and keeps the fastest time; stops at the first failure.
    private static func fastestTypecheck(of file: URL, modules: URL, runs: Int) throws(BenchmarkError) -> Outcome {
        var best = Time(wall: .infinity, cpu: .infinity)
        for _ in 0..<runs {
            let run = try swiftc(["-typecheck", "-swift-version", "6", "-I", modules.path, file.path])
            guard run.status == 0, run.output.isEmpty else {
                let problem = run.output.split(separator: "\n").first {
                    $0.contains("error:") || $0.contains("warning:")
                }
                let message = problem.map { String($0.split(separator: ": ", maxSplits: 1).last ?? $0) }
                return .failed(message ?? "swiftc exited with \(run.status)", run.time)
            }
            best = Time(wall: min(best.wall, run.time.wall), cpu: min(best.cpu, run.time.cpu))
        }
        return .passed(best)
    }

    /// The function bodies that took longest to typecheck, with their times.
    private static func slowestBodies(
        of file: URL,
        modules: URL,
        count: Int
    ) throws(BenchmarkError) -> [(name: String, seconds: Double)] {
        let output = try swiftc([
            "-typecheck", "-swift-version", "6", "-I", modules.path,
            "-Xfrontend", "-debug-time-function-bodies", file.path,
        ]).output
        // Lines look like `12.34ms\t/path/File.swift:10:9\tgetter title`.
        let bodies = output.split(separator: "\n").compactMap { line -> (name: String, seconds: Double)? in
            let fields = line.split(separator: "\t")
            guard fields.count >= 3, fields[0].hasSuffix("ms"), let milliseconds = Double(fields[0].dropLast(2)) else {
                return nil
            }
            // `getter Bench100Routes.(file).BenchRoute extension.title.getter@/path:557:23`
            //     → `BenchRoute extension.title.getter`
            let description = fields[2].split(separator: "@").first ?? fields[2]
            let name = description.split(separator: "(file).", maxSplits: 1).last ?? description
            return (String(name), milliseconds / 1_000)
        }
        return Array(bodies.sorted { $0.seconds > $1.seconds }.prefix(count))
    }

    /// Runs `swiftc` with `arguments`; returns its exit status, what it printed and how long it took.
    private static func swiftc(
        _ arguments: [String]
    ) throws(BenchmarkError) -> (status: Int32, output: String, time: Time) {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let cpuBefore = ChildProcessUsage.childrenUsage().cpu
        let start = ContinuousClock.now
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot run swiftc: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let time = Time(
            wall: (ContinuousClock.now - start).seconds,
            cpu: ChildProcessUsage.childrenUsage().cpu - cpuBefore
        )
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), time)
    }
}
