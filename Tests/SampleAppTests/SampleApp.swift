import Foundation
import Testing

/// A sample app's executable, built next to the test binary, run in script mode.
struct SampleApp {
    /// The screens a scripted run printed, and how it ended.
    struct Run {
        /// The first screen and the screen after each step, as printed.
        let screens: [String]
        /// The headings of the steps, without the leading `» `.
        let steps: [String]
        /// Everything the run printed.
        let output: String
        /// The exit status.
        let status: Int32
    }

    /// The Library sample.
    static let library = SampleApp(name: "Library")
    /// The Navigatron sample.
    static let navigatron = SampleApp(name: "Navigatron")

    /// The executable's name.
    let name: String

    /// The path of the executable: in the first folder, from the test binary's up, that holds it.
    ///
    /// SwiftPM builds every executable into the folder of the test binary; `swift build` or
    /// `swift test` builds them.
    var path: String {
        get throws {
            let fileManager = FileManager.default
            var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            while folder.path != "/" {
                let candidate = folder.appendingPathComponent(name).path
                var isFolder: ObjCBool = false
                if fileManager.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
                    fileManager.isExecutableFile(atPath: candidate)
                {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
            throw SampleAppError(message: "\(name) is not built next to \(CommandLine.arguments[0])")
        }
    }

    /// The environment of a run: the test's, in the locale `language` asks for (`LANG`, as a shell sets
    /// it; `C.UTF-8`, English, by default), whatever the locale of the process running the tests.
    static func environment(language: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[name] = nil }
        environment["LANG"] = language
        return environment
    }

    /// Runs the app with `arguments` and `input` as standard input, in the locale `language`, and
    /// returns what it printed.
    func run(_ arguments: [String], input: String = "", language: String = "C.UTF-8") throws -> Run {
        let (text, status) = try execute(
            try path,
            arguments,
            input: input,
            environment: Self.environment(language: language)
        )
        var screens = [""]
        var steps: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("» ") {
                steps.append(String(line.dropFirst(2)))
                screens.append("")
            } else if !line.isEmpty {
                screens[screens.count - 1] += line + "\n"
            }
        }
        return Run(screens: screens, steps: steps, output: text, status: status)
    }

    /// Runs the app with the comma-separated `actions`.
    func run(actions: String) throws -> Run {
        try run(["--actions", actions])
    }
}

/// A sample app that cannot be run.
struct SampleAppError: Error, CustomStringConvertible {
    /// What went wrong.
    let message: String

    /// What went wrong, as printed.
    var description: String {
        message
    }
}

extension String {
    /// The lines of a printed screen.
    var lines: [String] {
        split(separator: "\n").map(String.init)
    }

    /// The title row of a screen: its second line, where the navigation bar is.
    var navigationBar: String {
        lines.count > 1 ? lines[1] : ""
    }

    /// The tab bar row of a screen: its line before the last.
    var tabBar: String {
        lines.count > 1 ? lines[lines.count - 2] : ""
    }
}
