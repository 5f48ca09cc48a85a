import Foundation
import Testing

@testable import RouteCompiler

/// Runs the Swift compiler on generated code: every golden spec's file compiles without
/// warnings and without a coroutine, and a move that the spec does not declare is a compile error.
@Suite("Generated code compiles")
struct GeneratedCodeCompilationTests {
    static func generated(_ specName: String) throws -> String {
        let url = RepositoryPaths.goldenSpecs.appendingPathComponent(specName)
        let result = GeneratorPipeline.compile(
            SpecSource(path: url.path, bytes: Array(try Data(contentsOf: url))),
            options: GeneratorOptions(specFileName: specName)
        )
        return try #require(result.output?.contents)
    }

    /// The generated code of the golden spec `specName` as `Routes.swift`, with the spec's custom types.
    static func goldenSources(_ specName: String) throws -> [String: String] {
        let types = RepositoryPaths.customTypeSources(
            forSpec: RepositoryPaths.goldenSpecs.appendingPathComponent(specName)
        )
        return types.merging(["Routes.swift": try generated(specName)]) { $1 }
    }

    @Test(
        "Every golden spec's code type-checks in Swift 6 with warnings as errors",
        arguments: RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs).map(\.lastPathComponent)
    )
    func typechecks(specName: String) throws {
        let outcome = try SwiftCompiler.typecheck(try Self.goldenSources(specName))
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test(
        "Every sample's, golden and corpus spec's code type-checks in Swift 5 mode with warnings as errors",
        arguments: RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.corpusValidSpecs)
    )
    func typechecksInSwift5(spec: URL) throws {
        let result = GeneratorPipeline.compile(
            SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec))),
            options: GeneratorOptions(specFileName: spec.lastPathComponent)
        )
        var sources = RepositoryPaths.customTypeSources(forSpec: spec)
        sources["Routes.swift"] = try #require(result.output?.contents)
        // A corpus spec that names custom types declares them in a support file beside it.
        let support = spec.deletingPathExtension().deletingPathExtension().appendingPathExtension("support.swift")
        if let contents = try? String(contentsOf: support, encoding: .utf8) { sources["Support.swift"] = contents }
        let outcome = try SwiftCompiler.typecheck(sources, swiftVersion: "5")
        #expect(outcome.succeeded, "\(spec.lastPathComponent):\n\(outcome.output)")
    }

    @Test(
        "Every golden spec's code lowers to LLVM IR without a yielding coroutine",
        arguments: RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs).map(\.lastPathComponent)
    )
    func declaresNoCoroutine(specName: String) throws {
        // One coroutine in a file, such as the one `Collection.map` brings into its caller's file, makes
        // LLVM run its coroutine passes over the call graph of the whole file: a cost of the whole
        // compile that grows with the spec, for a one-line `map`. The `async` forms of moves that present
        // a screen with a result are async functions, which Swift lowers to async coroutines: the only
        // ones allowed, as the contract asks for them (their cost is in Benchmarks.md).
        let outcome = try SwiftCompiler.lowerToIR(try Self.goldenSources(specName))
        #expect(outcome.succeeded, "\(outcome.output)")
        let coroutineLines = outcome.output.split(separator: "\n").filter {
            $0.contains("@llvm.coro.id") && !$0.contains("@llvm.coro.id.async")
        }
        #expect(coroutineLines.isEmpty, "\(coroutineLines.prefix(3).joined(separator: "\n"))")
    }

    @Test("Public generated code type-checks too")
    func publicAccess() throws {
        let url = RepositoryPaths.goldenSpecs.appendingPathComponent("Navigatron.routes.yaml")
        let result = GeneratorPipeline.compile(
            SpecSource(path: url.path, bytes: Array(try Data(contentsOf: url))),
            options: GeneratorOptions(specFileName: "Navigatron.routes.yaml", accessLevel: .public)
        )
        let outcome = try SwiftCompiler.typecheck(["Routes.swift": try #require(result.output?.contents)])
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test(
        "A move the spec does not declare does not compile",
        arguments: [
            // Contacts may show a contact, not hire one.
            (
                "Navigatron.routes.yaml", "NavigatronNavigator.Contacts", "navigator.hire(name: \"Ada\")",
                "has no member 'hire'"
            ),
            // A root screen that nothing pushes cannot go back.
            ("Navigatron.routes.yaml", "NavigatronNavigator.Contacts", "navigator.back()", "has no member 'back'"),
            // Only a presented screen can dismiss or finish.
            (
                "Navigatron.routes.yaml", "NavigatronNavigator.ContactEdit", "navigator.dismiss()",
                "has no member 'dismiss'"
            ),
            // The picker finishes with a String, not an Int.
            (
                "Navigatron.routes.yaml", "NavigatronNavigator.ContactPicker", "navigator.finish(42)",
                "cannot convert value of type 'Int'"
            ),
            // Arguments are typed by the target screen's params.
            (
                "Library.routes.yaml", "LibraryNavigator.Authors", "navigator.showBooks(author: 7)",
                "cannot convert value of type 'Int'"
            ),
            // A required param cannot be left out.
            (
                "Library.routes.yaml", "LibraryNavigator.Books", "navigator.showCover(author: \"A\")",
                "missing argument for parameter 'title'"
            ),
            // A move shared by a list of screens (written once, in a protocol) is not offered elsewhere.
            (
                "Library.routes.yaml", "LibraryNavigator.Authors", "navigator.backToAuthors()",
                "has no member 'backToAuthors'"
            ),
            ("Studio.routes.yaml", "StudioNavigator.StageEditor", "navigator.edit()", "has no member 'edit'"),
            // The navigator's context cannot make moves of its own outside generated code.
            (
                "Navigatron.routes.yaml", "NavigatronNavigator.Contacts",
                "navigator.context.perform([.push(.contactPicker)])", "inaccessible due to '@_spi' protection level"
            ),
            (
                "Navigatron.routes.yaml", "NavigatronNavigator.Contacts",
                "navigator.context.perform(step: .push(.contactPicker))", "inaccessible due to '@_spi' protection level"
            ),
        ]
    )
    func undeclaredMove(specName: String, navigator: String, move: String, error: String) throws {
        let snippet = """
            @MainActor func attempt(_ navigator: \(navigator)) {
                \(move)
            }
            """
        let outcome = try SwiftCompiler.typecheck([
            "Routes.swift": try Self.generated(specName), "Attempt.swift": snippet,
        ])
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains(error), "\(outcome.output)")
    }

    @Test("The declared moves compile")
    func declaredMoves() throws {
        let snippet = """
            @MainActor func attempt(
                _ contacts: NavigatronNavigator.Contacts,
                _ edit: NavigatronNavigator.ContactEdit,
                _ employees: NavigatronNavigator.Employees,
                _ picker: NavigatronNavigator.ContactPicker
            ) {
                contacts.showContact(name: "Ada")
                edit.hire(name: "Ada")
                edit.hire(name: "Ada", role: "Engineer")
                edit.back()
                employees.pickContact { (name: String?) in _ = name }
                employees.pickContact()
                picker.finish("Ada")
                picker.dismiss()
            }
            """
        let outcome = try SwiftCompiler.typecheck([
            "Routes.swift": try Self.generated("Navigatron.routes.yaml"), "Attempt.swift": snippet,
        ])
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("Shared moves compile on exactly the navigators of their screens")
    func sharedMoves() throws {
        let snippet = """
            @MainActor func attempt(
                _ stage: StudioNavigator.Stage,
                _ notes: StudioNavigator.Notes,
                _ editor: StudioNavigator.StageEditor,
                _ welcome: StudioNavigator.Welcome
            ) {
                stage.edit(number: 1) { (saved: Bool?) in _ = saved }
                notes.edit(number: 2, draft: "draft")
                editor.restart()
                welcome.restart()
                editor.finish(true)
            }
            """
        let outcome = try SwiftCompiler.typecheck([
            "Routes.swift": try Self.generated("Studio.routes.yaml"), "Attempt.swift": snippet,
        ])
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("A spec of more than 256 screens compiles with its switches split into parts")
    func splitSwitches() throws {
        var yaml = "name: Large\nroot: s0\nscreens:\n"
        for index in 0..<300 {
            yaml += "  s\(index):\n"
            if index % 10 != 0 { yaml += "    params: { id: Int, note: \"String?\" }\n" }
        }
        yaml += "transitions:\n"
        for index in 1..<300 { yaml += "  open\(index): { from: s\(index - 1), push: s\(index) }\n" }
        let result = GeneratorPipeline.compile(
            Array(yaml.utf8),
            options: GeneratorOptions(specFileName: "Large.routes.yaml")
        )
        let code = try #require(result.output?.contents)
        #expect(code.contains("try routePart1(screen, values)") && code.contains("visitPart1(&visitor)"))
        let outcome = try SwiftCompiler.typecheck(["Routes.swift": code])
        #expect(outcome.succeeded, "\(outcome.output)")
    }
}
