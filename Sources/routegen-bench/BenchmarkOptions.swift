import Foundation

/// The command line of `routegen-bench`.
struct BenchmarkOptions {
    /// The screen counts of the generation benchmark.
    var sizes = [10, 100, 250, 1_000, 10_000]
    /// The screen counts whose generated code is typechecked; empty to skip.
    var typecheckSizes = [100, 1_000]
    /// The directory holding `RouteKit.swiftmodule`, when not next to the executable.
    var modules: URL?
    /// Whether to benchmark RouteKit.
    var runtime = true
    /// About how many seconds each timed measurement may take.
    var budget = 1.0
    /// The `routegen` executable that the generation benchmark runs, when not next to this one.
    var routegen: URL?
    /// When set, the process only prints the synthesized spec of this many screens.
    var printedSpecScreens: Int?
    /// When set, the process only prints the app-shaped spec of this many screens (`--print-spec app`
    /// or `--print-spec app:<screens>`).
    var printedAppShapedScreens: Int?
    /// Whether to run only the compile-cost benchmark (generated code against a hand-written enum).
    var compileCost = false
    /// The screen counts of the compile-cost benchmark's synthesized specs.
    var compileCostSizes = [100, 1_000]
    /// How many times the compile-cost benchmark compiles each file.
    var compileRuns = 3
    /// Where the compile-cost benchmark keeps the files it compiles; `nil` for a temporary directory.
    var keptFiles: URL?
    /// When set, the process only runs this command and prints what it used (see `ChildProcessUsage`).
    var measuredCommand: [String]?

    static let usage = """
        usage: routegen-bench [--sizes 10,100,250,1000,10000] [--typecheck-sizes 100,1000 | --no-typecheck]
                              [--no-runtime] [--budget <seconds per measurement>] [--modules <dir>]
                              [--routegen <path>]
               routegen-bench --compile-cost [--compile-sizes 100,1000] [--compile-runs 3] [--keep-files <dir>]
                              [--modules <dir>]
               routegen-bench --print-spec <screens> | --print-spec app | --print-spec app:<screens>
        """

    /// Reads the options from `arguments` (without the program's name).
    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        func value(of option: String) throws(BenchmarkError) -> String {
            guard let value = remaining.popFirst() else { throw BenchmarkError("\(option) needs a value") }
            return value
        }
        func screenCounts(of option: String) throws(BenchmarkError) -> [Int] {
            let text = try value(of: option)
            let sizes = text.split(separator: ",").compactMap { Int($0) }
            guard !sizes.isEmpty, sizes.count == text.split(separator: ",").count, sizes.allSatisfy({ $0 > 0 }) else {
                throw BenchmarkError("\(option) takes positive screen counts separated by commas, not '\(text)'")
            }
            return sizes
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--sizes": sizes = try screenCounts(of: argument)
            case "--typecheck-sizes": typecheckSizes = try screenCounts(of: argument)
            case "--no-typecheck": typecheckSizes = []
            case "--no-runtime": runtime = false
            case "--print-spec":
                if let text = remaining.first, text == "app" || text.hasPrefix("app:") {
                    remaining.removeFirst()
                    let screens = text == "app" ? AppShapedSpec.screenCount : Int(text.dropFirst(4)) ?? 0
                    guard screens >= 20 else {
                        throw BenchmarkError("--print-spec app:<screens> takes at least 20 screens, not '\(text)'")
                    }
                    printedAppShapedScreens = screens
                } else {
                    printedSpecScreens = try screenCounts(of: argument).first
                }
            case "--routegen": routegen = URL(filePath: try value(of: argument))
            case "--compile-cost": compileCost = true
            case "--compile-sizes": compileCostSizes = try screenCounts(of: argument)
            case "--compile-runs": compileRuns = try screenCounts(of: argument).first ?? compileRuns
            case "--keep-files": keptFiles = URL(filePath: try value(of: argument))
            case ChildProcessUsage.option:
                measuredCommand = Array(remaining)
                remaining = []
            case "--modules": modules = URL(filePath: try value(of: argument))
            case "--budget":
                let text = try value(of: argument)
                guard let seconds = Double(text), seconds > 0 else {
                    throw BenchmarkError("--budget takes a positive number of seconds, not '\(text)'")
                }
                budget = seconds
            case "--help", "-h": throw BenchmarkError(Self.usage)
            default: throw BenchmarkError("unknown argument '\(argument)'\n\(Self.usage)")
            }
        }
    }
}
