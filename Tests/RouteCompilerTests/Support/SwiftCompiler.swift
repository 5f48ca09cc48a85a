import Foundation

/// Runs `swiftc` on generated code, against the RouteKit module of this build: type-checks it, or builds and runs it.
///
/// Each run compiles its files in one frontend (`-wmo`). The driver's default, a frontend per file,
/// parses and type-checks every file's declarations again in each frontend, which costs the tests several
/// times the CPU for the same diagnostics.
enum SwiftCompiler {
    /// What the compiler said.
    struct Outcome {
        /// Whether type-checking succeeded.
        var succeeded: Bool
        /// The compiler's diagnostics.
        var output: String
    }

    /// The directory holding `RouteKit.swiftmodule`, found next to the running test binary.
    static let modulesDirectory: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            for candidate in [directory.appendingPathComponent("Modules"), directory] {
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("RouteKit.swiftmodule").path)
                {
                    return candidate
                }
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    /// The outcome of every run when ``modulesDirectory`` was not found.
    private static var modulesNotFound: Outcome {
        Outcome(succeeded: false, output: "RouteKit.swiftmodule not found near \(CommandLine.arguments[0])")
    }

    /// Builds `sources` (file name → contents, one of them `main.swift`) into a program linked with this
    /// build's RouteKit, in Swift 6 mode with warnings as errors, and runs it with `arguments`.
    ///
    /// - Returns: The compiler's diagnostics when the build fails, or the program's standard output.
    static func run(_ sources: [String: String], arguments: [String]) throws -> Outcome {
        guard let modulesDirectory else { return modulesNotFound }
        // SwiftPM puts RouteKit's object files in `RouteKit.build`, next to `Modules`: one per source file
        // that `sources` lists, so that the object of a renamed or deleted file is not linked.
        let objectsDirectory = modulesDirectory.deletingLastPathComponent().appendingPathComponent("RouteKit.build")
        let objects = try String(contentsOf: objectsDirectory.appendingPathComponent("sources"), encoding: .utf8)
            .split(separator: "\n").map { source in
                objectsDirectory.appendingPathComponent(URL(fileURLWithPath: String(source)).lastPathComponent + ".o")
                    .path
            }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try write(sources, to: directory)
        let program = directory.appendingPathComponent("program").path
        let build = try swiftc(
            ["-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", modulesDirectory.path, "-o", program]
                + files + objects
        )
        guard build.succeeded else { return build }
        return try execute(program, arguments)
    }

    /// Type-checks `sources` (file name → contents) together in Swift 6 (or `swiftVersion`) mode, warnings as errors
    /// unless `warningsAsErrors` is `false`.
    static func typecheck(
        _ sources: [String: String],
        swiftVersion: String = "6",
        warningsAsErrors: Bool = true
    ) throws -> Outcome {
        guard let modulesDirectory else { return modulesNotFound }
        return try typecheck(
            sources,
            arguments: ["-I", modulesDirectory.path],
            swiftVersion: swiftVersion,
            warningsAsErrors: warningsAsErrors
        )
    }

    /// Type-checks `sources` (file name → contents) together as module `App` in Swift 6 (or `swiftVersion`)
    /// mode, warnings as errors unless `warningsAsErrors` is `false`, with `arguments` (such as `-I` directories)
    /// added.
    static func typecheck(
        _ sources: [String: String],
        arguments: [String],
        swiftVersion: String = "6",
        warningsAsErrors: Bool = true
    ) throws -> Outcome {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try write(sources, to: directory)
        let strictness = warningsAsErrors ? ["-warnings-as-errors"] : []
        return try swiftc(
            ["-typecheck", "-wmo", "-swift-version", swiftVersion] + strictness + ["-module-name", "App"] + arguments
                + files
        )
    }

    /// Lowers `sources` (file name → contents) together as module `App` to LLVM IR as a debug build
    /// does, before LLVM's own passes run (`-emit-irgen -Onone`), against this build's RouteKit.
    ///
    /// - Returns: The IR when lowering succeeds, or the compiler's diagnostics.
    static func lowerToIR(_ sources: [String: String]) throws -> Outcome {
        guard let modulesDirectory else { return modulesNotFound }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try write(sources, to: directory)
        let irFile = directory.appendingPathComponent("App.ll")
        let lowering = try swiftc(
            [
                "-emit-irgen", "-Onone", "-wmo", "-swift-version", "6", "-module-name", "App", "-I",
                modulesDirectory.path, "-o", irFile.path,
            ] + files
        )
        guard lowering.succeeded else { return lowering }
        return Outcome(succeeded: true, output: try String(contentsOf: irFile, encoding: .utf8))
    }

    /// Runs `swiftc` with `arguments` and returns what it said.
    static func swiftc(_ arguments: [String]) throws -> Outcome {
        try execute("/usr/bin/env", ["swiftc"] + arguments)
    }

    /// A new empty temporary directory.
    private static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-swiftc-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A stand-in for the `Bundle.module` accessor that SwiftPM generates for a target with resources
    /// (`resource_bundle_accessor.swift`), which code compiled outside a package lacks: generated
    /// code of a spec with `localization: { bundle: module }` names it.
    static let resourceBundleAccessor = """
        import Foundation

        extension Foundation.Bundle {
            static var module: Bundle { Bundle.main }
        }

        """

    /// Writes `sources` into `directory` and returns their paths, sorted by name; adds
    /// ``resourceBundleAccessor`` when a source names `bundle: .module`.
    private static func write(_ sources: [String: String], to directory: URL) throws -> [String] {
        var sources = sources
        if sources.values.contains(where: { $0.contains("bundle: .module") }),
            sources["ResourceBundleAccessor.swift"] == nil
        {
            sources["ResourceBundleAccessor.swift"] = resourceBundleAccessor
        }
        return try sources.sorted(by: { $0.key < $1.key }).map { name, contents in
            let file = directory.appendingPathComponent(name)
            try Data(contents.utf8).write(to: file)
            return file.path
        }
    }

    /// Runs `executable` with `arguments` and collects its standard output and error.
    private static func execute(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(succeeded: process.terminationStatus == 0, output: String(decoding: output, as: UTF8.self))
    }
}
