import Foundation
import Testing

@testable import RouteCompiler

@Suite("Scaffold")
struct ScaffoldTests {
    static func navigatron() throws -> [UInt8] {
        Array(try Data(contentsOf: RepositoryPaths.sampleSpecs.appendingPathComponent("Navigatron.routes.yaml")))
    }

    @Test("A factory file and one file per screen, named after the factory")
    func files() throws {
        let files = try Scaffold.files(
            of: Self.navigatron(),
            specFileName: "Navigatron.routes.yaml",
            screens: nil,
            factory: nil
        ).files.get()
        #expect(
            files.map(\.name) == [
                "NavigatronScreens.swift", "NavigatronScreens+Contacts.swift", "NavigatronScreens+Contact.swift",
                "NavigatronScreens+ContactEdit.swift", "NavigatronScreens+Employees.swift",
                "NavigatronScreens+Employee.swift", "NavigatronScreens+ContactPicker.swift",
            ]
        )
        let edit = try #require(files.first { $0.name == "NavigatronScreens+ContactEdit.swift" })
        #expect(edit.contents.contains("Its navigator offers `hire(name:role:)`, `back()`."))
        #expect(
            edit.contents.contains(
                "func makeContactEdit(name: String, navigator: NavigatronNavigator.ContactEdit) -> Screen {"
            )
        )
    }

    @Test("Scaffolded files compile with the generated code, placeholders and all")
    func compiles() throws {
        let bytes = try Self.navigatron()
        let scaffold = try Scaffold.files(
            of: bytes,
            specFileName: "Navigatron.routes.yaml",
            screens: ["contact", "contactPicker"],
            factory: "AppScreens"
        )
        .files.get()
        let generated = try #require(
            GeneratorPipeline.compile(bytes, options: GeneratorOptions(specFileName: "Navigatron.routes.yaml")).output
        )
        var sources = Dictionary(uniqueKeysWithValues: scaffold.map { ($0.name, $0.contents) })
        sources[generated.name] = generated.contents
        let outcome = try SwiftCompiler.typecheck(sources)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("An unknown screen is refused with a suggestion")
    func unknownScreen() throws {
        let result = Scaffold.files(
            of: try Self.navigatron(),
            specFileName: "N.routes.yaml",
            screens: ["contct"],
            factory: nil
        )
        #expect(throws: Scaffold.Failure.unknownScreen("contct", suggestion: "contact")) { try result.files.get() }
    }
}
