import Foundation
import Testing

@testable import RouteCompiler

@Suite("Generator pipeline")
struct GeneratorPipelineTests {
    static let minimal = "name: App\nroot: home\nscreens:\n  home:\n"

    static func compile(
        _ yaml: String,
        fileName: String = "App.routes.yaml",
        accessLevel: GeneratorOptions.AccessLevel = .internal
    ) -> CompilationResult {
        GeneratorPipeline.compile(
            Array(yaml.utf8),
            options: GeneratorOptions(specFileName: fileName, accessLevel: accessLevel)
        )
    }

    /// The specs of the repository: the samples and the golden specs.
    static let repositorySpecs: [URL] = {
        let samples = RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
        let sampleNames = Set(samples.map(\.lastPathComponent))
        // The golden directory links to the samples; keep one copy of each.
        let golden = RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs).filter {
            !sampleNames.contains($0.lastPathComponent)
        }
        return samples + golden
    }()

    @Test("Diagnostics come sorted by position, whichever stage reported them")
    func diagnosticsSorted() {
        let result = Self.compile(
            """
            name: App
            root: home
            screens:
              home:
                title: "{missing}"
              orphan:
              bad:
                params:
                  n: Strin g
                colour: red
            transitions:
              back:
                from: home
                push: nowhere
            """
        )
        #expect(
            result.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
                "5:12: error: the title of screen 'home' interpolates '{missing}', which is not "
                    + "a param of the screen; the screen has no params (write '{{' for a literal brace)",
                "9:10: error: invalid type 'Strin g': a type cannot contain spaces",
                "10:5: error: unknown key 'colour' in screen 'bad'",
                "12:3: error: transition 'back' would shadow the built-in 'back()' of every navigator; rename it",
                "14:11: error: 'push' names 'nowhere', which is not a screen of this spec",
            ]
        )
        let locations = result.diagnostics.map(\.location)
        #expect(locations == locations.sorted())
        #expect(result.output == nil)
        #expect(result.hasErrors)
    }

    @Test("At one position, errors come before warnings, then in the order reported")
    func ties() {
        var collector = DiagnosticCollector()
        let here = RouteCompiler.SourceLocation(line: 3, column: 5)
        collector.warning("w1", at: here)
        collector.error("late", at: RouteCompiler.SourceLocation(line: 9, column: 1))
        collector.error("e1", at: here)
        collector.warning("w2", at: here)
        collector.error("e2", at: here)
        collector.warning("first", at: .start)
        #expect(collector.sorted.map(\.message) == ["first", "e1", "e2", "w1", "w2", "late"])
        #expect(collector.diagnostics.map(\.message) == ["w1", "late", "e1", "w2", "e2", "first"])
    }

    @Test("Warnings do not block the output")
    func warningsDoNotBlock() throws {
        let result = Self.compile(Self.minimal + "  orphan:\n")
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(!result.hasErrors)
        let output = try #require(result.output)
        #expect(output.name == "AppRoutes.swift")
        #expect(output.contents.contains("case orphan"))
    }

    @Test(
        "An error blocks the output, even next to valid parts",
        arguments: [
            "name: App\nroot: nowhere\nscreens:\n  home:\n",
            "name: App\nroot:\n  split: { primary: home, secondary: detail "
                + "}\nscreens:\n  home:\n  detail:\n    params: { id: Int }\n",
            "name: app\nroot: home\nscreens:\n  home:\n",
            "name: App\nroot: home\nscreens:\n  home:\n    titel: Home\n",
        ]
    )
    func errorBlocksOutput(yaml: String) {
        let result = Self.compile(yaml)
        #expect(result.hasErrors)
        #expect(result.output == nil)
    }

    @Test("The spec's name is known when the spec decodes, even with errors")
    func nameWithErrors() {
        #expect(Self.compile("name: App\nroot: nowhere\nscreens:\n  home:\n").name == "App")
        #expect(Self.compile(Self.minimal).name == "App")
    }

    @Test("Unreadable YAML gives an error and neither a name nor an output")
    func unreadable() {
        let result = Self.compile("name: [App\n")
        #expect(result.hasErrors)
        #expect(result.name == nil)
        #expect(result.output == nil)
    }

    @Test("The banner names the spec file, and only it; declarations name it in their remarks")
    func banner() throws {
        let contents = try #require(Self.compile(Self.minimal, fileName: "Shop.routes.yaml").output?.contents)
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Array(lines.prefix(3)) == [
                "// Generated by RouteGen from Shop.routes.yaml.",
                "// Do not edit: change the spec, then build again (or run `routegen generate`).",
                "",
            ]
        )
        let mentions = lines.dropFirst().filter { $0.contains("Shop.routes.yaml") }
        #expect(!mentions.isEmpty)
        #expect(
            mentions.allSatisfy { $0.drop { $0 == " " }.hasPrefix("/// - Remark: Generated from Shop.routes.yaml:") }
        )
    }

    @Test("The spec's name names the generated file and types, whatever the spec file is called")
    func names() throws {
        let output = try #require(
            Self.compile("name: Library\nroot: home\nscreens:\n  home:\n", fileName: "Other.routes.yaml").output
        )
        #expect(output.name == "LibraryRoutes.swift")
        for type in [
            "enum LibraryRoute:", "enum LibraryScreen:", "enum LibraryNavigator", "final class LibraryCoordinator",
        ] {
            #expect(output.contents.contains(type))
        }
    }

    @Test("The output ends with exactly one newline and has no trailing whitespace", arguments: repositorySpecs)
    func trailingNewline(spec: URL) throws {
        let bytes = SpecSource(path: spec.path, bytes: try Array(Data(contentsOf: spec)))
        let options = GeneratorOptions(specFileName: spec.lastPathComponent)
        let contents = try #require(GeneratorPipeline.compile(bytes, options: options).output?.contents)
        #expect(contents.hasSuffix("\n"))
        #expect(!contents.hasSuffix("\n\n"))
        let linesWithTrailingSpace = contents.split(separator: "\n").filter { $0.last == " " || $0.last == "\t" }
        #expect(linesWithTrailingSpace.isEmpty)
    }

    @Test(
        "Package and public access only add the modifier to internal output's declarations and write navigators' inits",
        arguments: [GeneratorOptions.AccessLevel.package, .public]
    )
    func accessLevels(level: GeneratorOptions.AccessLevel) throws {
        for spec in Self.repositorySpecs {
            let bytes = SpecSource(path: spec.path, bytes: try Array(Data(contentsOf: spec)))
            let name = spec.lastPathComponent
            let internalOutput = try #require(
                GeneratorPipeline.compile(bytes, options: GeneratorOptions(specFileName: name)).output
            )
            let output = try #require(
                GeneratorPipeline.compile(bytes, options: GeneratorOptions(specFileName: name, accessLevel: level))
                    .output
            )
            #expect(output.name == internalOutput.name)
            let internalLines = internalOutput.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let written = output.contents.split(separator: "\n", omittingEmptySubsequences: false)
            // Internal navigators use Swift's memberwise initializer; other modules need a written one.
            let lines = Self.removingNavigatorInitializers(written, level: level)
            #expect(written.count - lines.count == 5 * Self.navigatorCount(internalOutput.contents), "\(name)")
            try #require(lines.count == internalLines.count, "\(name)")
            var changed = 0
            for (internalLine, line) in zip(internalLines, lines) where internalLine != line {
                changed += 1
                let code = internalLine.drop { $0 == " " }
                let indentation = internalLine.prefix(internalLine.count - code.count)
                #expect(line == indentation + "\(level.rawValue) " + code, "\(name)")
            }
            #expect(changed > 0, "\(name)")
        }
    }

    /// `lines` without the navigators' written-out `init(context:)`, each with its doc comment and the
    /// blank line before it.
    private static func removingNavigatorInitializers(
        _ lines: [Substring],
        level: GeneratorOptions.AccessLevel
    )
        -> [Substring]
    {
        var kept: [Substring] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            if line.hasPrefix("        /// Creates the navigator of the "),
                lines[index + 1].hasPrefix("        \(level.rawValue) init(context: NavigatorContext<")
            {
                kept.removeLast()  // the blank line before the doc comment
                index += 4  // doc comment, `init(context:) {`, its body and `}`
                continue
            }
            kept.append(line)
            index += 1
        }
        return kept
    }

    /// The number of navigator structs in internal output.
    private static func navigatorCount(_ contents: String) -> Int {
        contents.split(separator: "\n").filter {
            $0.hasPrefix("    struct ") && $0.contains("ScreenNavigator")
        }
        .count
    }

    @Test("The access level prefixes the generated types", arguments: GeneratorOptions.AccessLevel.allCases)
    func accessLevelPrefix(level: GeneratorOptions.AccessLevel) throws {
        let contents = try #require(Self.compile(Self.minimal, accessLevel: level).output?.contents)
        let prefix = level == .internal ? "" : "\(level.rawValue) "
        #expect(contents.contains("\n\(prefix)enum AppRoute: Hashable, Codable, Sendable {\n"))
        #expect(contents.contains("\n\(prefix)enum AppScreen: "))
        #expect(contents.contains("\n\(prefix)final class AppCoordinator"))
        if level == .internal {
            #expect(!contents.contains("public "))
            #expect(!contents.contains("package "))
        }
    }

    @Test("The same spec gives byte-identical output on every run", arguments: repositorySpecs)
    func deterministic(spec: URL) throws {
        let bytes = SpecSource(path: spec.path, bytes: try Array(Data(contentsOf: spec)))
        let options = GeneratorOptions(specFileName: spec.lastPathComponent)
        let first = GeneratorPipeline.compile(bytes, options: options)
        let outputs = (0..<3).map { _ in GeneratorPipeline.compile(bytes, options: options) }
        #expect(first.output != nil)
        for result in outputs {
            #expect(result.output == first.output)
            #expect(result.diagnostics == first.diagnostics)
        }
    }

    @Test("Diagnostics are the same on every run")
    func deterministicDiagnostics() {
        let yaml =
            "name: app\nroot: nowhere\nscreens:\n  home:\n  a:\n  b:\ntransitions:\n  x: { from: [a, b], push: zz }\n"
        let first = Self.compile(yaml).diagnostics
        #expect(!first.isEmpty)
        for _ in 0..<3 { #expect(Self.compile(yaml).diagnostics == first) }
    }
}
