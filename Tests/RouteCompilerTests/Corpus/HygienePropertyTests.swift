import Foundation
import Testing

@testable import RouteCompiler

/// The hygiene property: whatever the spec's names, a spec is either rejected with located errors or
/// generates code that compiles without warnings.
///
/// The names tried are every identifier of the golden files' generated code (Swift's, Foundation's,
/// RouteKit's and the generated code's own) and the names Swift declares for the generated types or
/// that generated code names on Swift's types (``HygieneSpecs/swiftNames``), each as a screen name, a param name, a tab
/// id, a transition name and a custom type name (see ``HygieneSpecs``). `swift test` tries a fixed sample
/// of them; `HYGIENE_FULL=1 swift test --filter HygienePropertyTests` (run by `.ci/run`) tries all.
@Suite("Corpus: hygiene of generated names")
struct HygienePropertyTests {
    /// Whether to try every identifier rather than the sample.
    static let isFullRun = ProcessInfo.processInfo.environment["HYGIENE_FULL"] == "1"

    /// The identifiers of the fast run: the names of issues 13 and 36 and Swift's names for the generated
    /// types (``HygieneSpecs/swiftNames``), then every 40th other identifier.
    static func sampleIdentifiers(_ all: [String]) -> [String] {
        let issueNames =
            [
                "routeKit", "mainActor", "screen", "tab", "codingKeys", "int", "Self", "Any", "HygieneNavigator",
                "String", "Swift", "Foundation", "RouteKit", "MainActor", "Sendable", "CodingKeys", "Never", "Void",
                "double", "Double", "uuid", "url", "date",
            ] + HygieneSpecs.swiftNames.filter { $0 != "CodingKeys" }
        let sample = all.enumerated().filter { $0.offset % 40 == 0 }.map(\.element)
        return issueNames + sample.filter { !issueNames.contains($0) }
    }

    /// What happened to one spec.
    enum Outcome: Equatable {
        case rejected
        case compiled
        case failed(String)
    }

    @Test("every spec naming things like generated code does is rejected with a location or compiles")
    func namesAreHygienic() async throws {
        let start = ContinuousClock.now
        let golden = try HygieneSpecs.identifiers()
        let identifiers = Self.isFullRun ? golden : Self.sampleIdentifiers(golden)
        let cases = HygieneSpecs.cases(for: identifiers)

        var failures: [String] = []
        var rejected = 0
        var batches: [[(HygieneSpecs.Case, GeneratedFile)]] = [[]]
        var isolated: [(HygieneSpecs.Case, GeneratedFile)] = []
        var shared: [(HygieneSpecs.Case, GeneratedFile)] = []
        for testCase in cases {
            let bytes = Array(testCase.yaml.utf8)
            let result = GeneratorPipeline.compile(bytes, options: GeneratorOptions(specFileName: "H.routes.yaml"))
            guard let output = result.output else {
                rejected += 1
                let lineCount = testCase.yaml.split(separator: "\n", omittingEmptySubsequences: false).count
                let unlocated = result.diagnostics.filter { $0.severity == .error && $0.location.line > lineCount }
                if !result.hasErrors || !unlocated.isEmpty {
                    failures.append("\(testCase): rejected without a located error: \(result.diagnostics)")
                }
                continue
            }
            // A custom type is declared in the module, where it hides its name for the whole module: a
            // name that generated code uses gets a module of its own; the others share one.
            if testCase.position == .customType, SwiftNaming.wellKnownModules[testCase.identifier] != nil {
                isolated.append((testCase, output))
            } else if testCase.position == .customType {
                shared.append((testCase, output))
            } else {
                if batches[batches.count - 1].count == 100 { batches.append([]) }
                batches[batches.count - 1].append((testCase, output))
            }
        }
        let modules =
            batches.filter { !$0.isEmpty }.map { batch in
                (batch, "struct HygieneValue: Hashable, Codable, Sendable { static let none = HygieneValue() }\n")
            } + isolated.map { ([$0], $0.0.support) }
            + (shared.isEmpty
                ? []
                : [
                    (
                        shared,
                        "struct HygieneValue: Hashable, Codable, Sendable { static let none = HygieneValue() }\n"
                            + shared.map(\.0.support).joined()
                    )
                ])
        let outcomes = try await Self.typecheck(modules)
        failures += outcomes
        let compiled = cases.count - rejected
        let elapsed = ContinuousClock.now - start
        print(
            """
            hygiene: \(identifiers.count) identifiers × \(HygieneSpecs.Position.allCases.count) positions \
            = \(cases.count) specs \
            (\(Self.isFullRun ? "full run" : "sample; HYGIENE_FULL=1 for all \(golden.count)")): \
            \(compiled) compiled, \(rejected) rejected, \(failures.count) failed, \(modules.count) swiftc runs, \
            \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))
            """
        )
        #expect(failures.isEmpty, "\(failures.count) specs broke hygiene:\n\(failures.joined(separator: "\n"))")
    }

    /// Type-checks each module (its generated files and its support file), two at a time; returns a
    /// failure line for each spec whose file has a diagnostic.
    static func typecheck(_ modules: [([(HygieneSpecs.Case, GeneratedFile)], String)]) async throws -> [String] {
        try await withThrowingTaskGroup(of: [String].self) { group in
            var next = 0
            var failures: [String] = []
            func add() {
                guard next < modules.count else { return }
                let (files, support) = modules[next]
                next += 1
                group.addTask {
                    var sources = ["HygieneSupport.swift": support]
                    for (_, file) in files { sources[file.name] = file.contents }
                    let outcome = try SwiftCompiler.typecheck(sources)
                    if outcome.succeeded { return [] }
                    let lines = outcome.output.split(separator: "\n")
                    var failed = files.compactMap { testCase, file -> String? in
                        let errors = lines.filter {
                            $0.contains("/\(file.name):") && ($0.contains(": error:") || $0.contains(": warning:"))
                        }
                        return errors.isEmpty ? nil : "\(testCase): \(errors.prefix(3).joined(separator: " | "))"
                    }
                    if failed.isEmpty { failed = ["\(files.map { "\($0.0)" }): \(outcome.output.prefix(2000))"] }
                    return failed
                }
            }
            add()
            add()
            while let result = try await group.next() {
                failures += result
                add()
            }
            return failures
        }
    }
}
