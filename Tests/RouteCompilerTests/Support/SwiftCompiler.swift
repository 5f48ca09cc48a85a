import Foundation

/// Runs `swiftc -typecheck` on generated code, against the RouteKit module of this build.
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

    /// Type-checks `sources` (file name → contents) together in Swift 6 mode, warnings as errors.
    static func typecheck(_ sources: [String: String]) throws -> Outcome {
        guard let modulesDirectory else {
            return Outcome(succeeded: false, output: "RouteKit.swiftmodule not found near \(CommandLine.arguments[0])")
        }
        return try typecheck(sources, arguments: ["-I", modulesDirectory.path])
    }

    /// Type-checks `sources` (file name → contents) together as module `App` in Swift 6 mode, warnings as
    /// errors, with `arguments` (such as `-I` directories) added.
    static func typecheck(_ sources: [String: String], arguments: [String]) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-typecheck-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (name, contents) in sources.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent(name)
            try Data(contents.utf8).write(to: file)
            files.append(file.path)
        }
        return try run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "App"] + arguments + files
        )
    }

    /// Runs `swiftc` with `arguments` and returns what it said.
    static func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(succeeded: process.terminationStatus == 0, output: String(decoding: output, as: UTF8.self))
    }
}
