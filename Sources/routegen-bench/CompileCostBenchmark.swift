import Foundation
import RouteCompiler

/// What the generated code costs an app's debug build, next to the route enum a developer would
/// write by hand for the same spec.
///
/// Each shape's generated code, split into the files the build plugin writes
/// (``GeneratedFileGroup``), and its hand-written reference (the route enum's cases with their
/// labeled associated values, synthesized `Hashable & Sendable`, nothing else) are compiled the way a
/// debug build compiles them: `swiftc -c -Onone -swift-version 6 -j 2 -enable-batch-mode`, against
/// this build's RouteKit module. The two compiles alternate, run after run, so that a busy moment of
/// the machine hits both; the ratio of each run is reported with its spread.
enum CompileCostBenchmark {
    /// A spec whose generated code is measured.
    struct Shape {
        /// What the row shows.
        var label: String
        /// The spec's YAML.
        var spec: [UInt8]
    }

    /// The shapes the issue measures: synthesized specs of 100 and 1,000 screens, and the app-shaped spec.
    static func shapes(sizes: [Int]) -> [Shape] {
        sizes.map {
            Shape(label: "synthesized, \(Format.grouped($0)) screens", spec: SpecSynthesizer.spec(screens: $0))
        }
            + [
                Shape(
                    label: "app-shaped: 90 screens, 120 transitions (40 `*`), 20 presented",
                    spec: AppShapedSpec.spec()
                )
            ]
    }

    /// What one compile measured, run after run.
    private struct Runs {
        var wall: [Double] = []
        var cpu: [Double] = []
        var peakMemory: [Int] = []
    }

    /// Compiles every shape's generated file and reference `runs` times and prints the table.
    ///
    /// With `keep`, the Swift files are written there (and kept) for hand-editing experiments.
    static func run(sizes: [Int], modules: URL?, runs: Int, keep: URL?) throws(BenchmarkError) {
        print("## Generated code: debug compile against a hand-written route enum\n")
        guard let modules = modules ?? BenchmarkFiles.modulesDirectory(nextTo: Bundle.main.executableURL) else {
            throw BenchmarkError(
                "RouteKit.swiftmodule not found next to routegen-bench; pass --modules <dir containing it>"
            )
        }
        let directory =
            keep
            ?? FileManager.default.temporaryDirectory.appending(
                path: "routegen-compile-cost-\(ProcessInfo.processInfo.processIdentifier)"
            )
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkError("cannot create \(directory.path(percentEncoded: false)): \(error)")
        }
        defer { if keep == nil { try? FileManager.default.removeItem(at: directory) } }

        var table = Table(
            "spec",
            "generated",
            "lines",
            "CPU",
            "wall",
            "peak RSS",
            "reference",
            "CPU",
            "wall",
            "peak RSS",
            "ratio (CPU)",
            "per run",
            "ratio (wall)"
        )
        var generatedTimes: [String: Double] = [:]
        for (index, shape) in shapes(sizes: sizes).enumerated() {
            let result = GeneratorPipeline.compile(
                shape.spec,
                options: GeneratorOptions(specFileName: "Shape\(index).routes.yaml")
            )
            guard let output = result.output, let name = result.name else {
                let messages = result.diagnostics.prefix(3).map { $0.formatted(path: "Shape\(index).routes.yaml") }
                throw BenchmarkError(
                    "the spec of '\(shape.label)' has errors:\n" + messages.joined(separator: "\n")
                )
            }
            let reference = try referenceEnum(of: output.contents, name: name)
            var generatedFiles: [URL] = []
            for file in output.split() {
                generatedFiles.append(
                    try BenchmarkFiles.write(
                        file.contents,
                        named: "Shape\(index)." + file.name,
                        in: directory
                    )
                )
            }
            let referenceFile = try BenchmarkFiles.write(
                reference,
                named: "Shape\(index)Reference.swift",
                in: directory
            )
            var generated = Runs()
            var handWritten = Runs()
            // One uncounted compile of each first, so that no run pays for loading the compiler and the
            // RouteKit module from disk.
            var warmUp = Runs()
            try compile(generatedFiles, modules: modules, into: &warmUp)
            try compile([referenceFile], modules: modules, into: &warmUp)
            for _ in 0..<runs {
                try compile(generatedFiles, modules: modules, into: &generated)
                try compile([referenceFile], modules: modules, into: &handWritten)
            }
            let ratios = zip(generated.cpu, handWritten.cpu).map { $0 / $1 }
            generatedTimes[shape.label] = generated.cpu.min()
            table.append(
                shape.label,
                Format.bytes(output.contents.utf8.count),
                Format.grouped(lineCount(output.contents)),
                spread(generated.cpu),
                spread(generated.wall),
                Format.bytes(generated.peakMemory.max() ?? 0),
                Format.bytes(reference.utf8.count),
                spread(handWritten.cpu),
                spread(handWritten.wall),
                Format.bytes(handWritten.peakMemory.max() ?? 0),
                Format.fixed((generated.cpu.min() ?? 0) / (handWritten.cpu.min() ?? 1), digits: 1) + "×",
                Format.fixed(ratios.min() ?? 0, digits: 1) + "–" + Format.fixed(ratios.max() ?? 0, digits: 1) + "×",
                Format.fixed((generated.wall.min() ?? 0) / (handWritten.wall.min() ?? 1), digits: 1) + "×"
            )
        }
        print(table.text)
        if sizes.count >= 2,
            let small = generatedTimes["synthesized, \(Format.grouped(sizes[0])) screens"],
            let large = generatedTimes["synthesized, \(Format.grouped(sizes[1])) screens"]
        {
            print(
                "\ngrowth of the generated code's compile CPU time from \(Format.grouped(sizes[0])) to "
                    + "\(Format.grouped(sizes[1])) screens: \(Format.fixed(large / small, digits: 1))× "
                    + "(\(Format.fixed(Double(sizes[1]) / Double(sizes[0]), digits: 1))× the screens)"
            )
        }
        print(
            """

            `swiftc -c -Onone -swift-version 6 -j 2 -enable-batch-mode -I <RouteKit module>` of the files the \
            build plugin writes (generated) or of one file (reference), \(runs) \
            runs each after an uncounted one, generated and reference alternating, each into a new object \
            file as in a clean build. CPU: user + system \
            time of the driver and the \
            frontend, fastest–slowest; a busy machine disturbs it far less than wall time. wall: fastest–slowest. \
            peak RSS: the largest resident memory of the driver or the frontend (getrusage of children). ratio \
            (CPU): fastest generated over fastest reference; per run: the spread of each run's pair; ratio \
            (wall): the same for wall time. reference: the \
            route enum's cases only, with synthesized `Hashable & Sendable`.

            """
        )
    }

    /// The hand-written reference of a generated file: its route enum's cases, `Hashable & Sendable`,
    /// with their defaults written in place (`page: Int = 1`) rather than read from `Defaults`.
    static func referenceEnum(of generated: String, name: String) throws(BenchmarkError) -> String {
        let header = "enum \(name)Route: Hashable, Codable, Sendable {"
        let lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasSuffix(header) }),
            let end = lines[start...].firstIndex(where: { $0.hasPrefix("}") })
        else {
            throw BenchmarkError("the generated file has no `\(header)`")
        }
        let values = defaultValues(in: lines)
        let cases = lines[(start + 1)..<end].filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ") }
            .map { line in
                var line = String(line)
                for match in line.matches(of: /= Defaults\.(\w+)/).reversed() {
                    guard let value = values[String(match.output.1)] else { continue }
                    line.replaceSubrange(match.range, with: "= " + value)
                }
                return line
            }
        return "import Foundation\n\nenum \(name)Route: Hashable, Sendable {\n" + cases.joined(separator: "\n")
            + "\n}\n"
    }

    /// The value of each property of the generated `Defaults` enum: the line that follows its
    /// `static var <name>: <Type> {`.
    private static func defaultValues(in lines: [Substring]) -> [String: String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("    enum Defaults") }) else { return [:] }
        let block = lines[start...].prefix { $0 != "    }" }
        var values: [String: String] = [:]
        for (line, next) in zip(block, block.dropFirst()) {
            guard let match = line.wholeMatch(of: /\s+static var (\w+): .* \{/) else { continue }
            values[String(match.output.1)] = next.trimmingCharacters(in: .whitespaces)
        }
        return values
    }

    /// Compiles `files` as one module once, as a clean debug build does, and appends what it used to
    /// `runs`.
    ///
    /// The object files are removed first: when one exists and was compiled from the same LLVM IR,
    /// Swift skips LLVM for it (it compares a hash of the IR with the one the object file holds), which
    /// only a rebuild of an unchanged file gets; a clean build, or a build after the spec changed, runs it.
    private static func compile(_ files: [URL], modules: URL, into runs: inout Runs) throws(BenchmarkError) {
        guard let directory = files.first?.deletingLastPathComponent() else { return }
        for file in files {
            try? FileManager.default.removeItem(at: file.deletingPathExtension().appendingPathExtension("o"))
        }
        let usage = try ChildProcessUsage.measure(
            [
                "swiftc", "-c", "-Onone", "-swift-version", "6", "-j", "2", "-enable-batch-mode",
                "-module-name", "BenchApp", "-I", modules.path(percentEncoded: false),
                "-working-directory", directory.path(percentEncoded: false),
            ] + files.map { $0.path(percentEncoded: false) }
        )
        guard usage.status == 0, !usage.output.contains("warning:") else {
            let problem = usage.output.split(separator: "\n").first {
                $0.contains("error:") || $0.contains("warning:")
            }
            throw BenchmarkError(
                "\(files[0].lastPathComponent) does not compile cleanly: "
                    + "\(problem ?? "swiftc exited with \(usage.status)")"
            )
        }
        runs.wall.append(usage.wall)
        runs.cpu.append(usage.cpu)
        runs.peakMemory.append(usage.peakMemory)
    }

    /// `fastest–slowest` of `times`, in seconds.
    private static func spread(_ times: [Double]) -> String {
        guard let fastest = times.min(), let slowest = times.max() else { return "–" }
        return Format.fixed(fastest, digits: 2) + "–" + Format.fixed(slowest, digits: 2) + " s"
    }

    /// The number of lines of `text`.
    private static func lineCount(_ text: String) -> Int {
        text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
