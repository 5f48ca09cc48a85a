import Foundation
import Testing

@testable import RouteCompiler

@Suite("Scaffold")
struct ScaffoldTests {
    static func navigatron() throws -> [UInt8] {
        Array(try Data(contentsOf: RepositoryPaths.sampleSpecs.appendingPathComponent("Navigatron.routes.yaml")))
    }

    /// Type-checks scaffolded files with their spec's generated code and `others`.
    static func typecheck(
        _ scaffold: [GeneratedFile],
        of bytes: [UInt8],
        specFileName: String,
        with others: [String: String] = [:]
    ) throws -> SwiftCompiler.Outcome {
        let generated = try #require(
            GeneratorPipeline.compile(bytes, options: GeneratorOptions(specFileName: specFileName)).output
        )
        var sources = Dictionary(uniqueKeysWithValues: scaffold.map { ($0.name, $0.contents) }).merging(others) { $1 }
        sources[generated.name] = generated.contents
        return try SwiftCompiler.typecheck(sources)
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
        let outcome = try Self.typecheck(scaffold, of: bytes, specFileName: "Navigatron.routes.yaml")
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

    @Test(
        "With required root params, the factory file starts a coordinator at initial(…) with placeholders, and compiles"
    )
    func rootParams() throws {
        let bytes = Array(
            try Data(contentsOf: RepositoryPaths.goldenSpecs.appendingPathComponent("Kiosk.routes.yaml"))
        )
        let scaffold = try Scaffold.files(
            of: bytes,
            specFileName: "Kiosk.routes.yaml",
            screens: ["lobby"],
            factory: "AppScreens"
        )
        .files.get()
        let factory = try #require(scaffold.first { $0.name == "AppScreens.swift" })
        #expect(factory.contents.contains("func makeCoordinator() -> KioskCoordinator<AppScreens> {"))
        #expect(
            factory.contents.contains(
                #"    KioskCoordinator(factory: self, state: .initial(venue: "", lobbyMode: "", shopMode: ""))"#
            )
        )
        #expect(!factory.contents.contains("return KioskCoordinator"))
        #expect(factory.contents.contains("TODO: pass the real values"))
        let outcome = try Self.typecheck(scaffold, of: bytes, specFileName: "Kiosk.routes.yaml")
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("Placeholders of every type compile, a custom type's as a fatalError that names it")
    func placeholderTypes() throws {
        let bytes = Array(
            """
            name: Kinds
            root: home
            screens:
              home:
                params:
                  text: String
                  number: Int
                  ratio: Double
                  flag: Bool
                  id: UUID
                  link: URL
                  day: Date
                  maybe: Int?
                  list: "[String]"
                  choice: Choice
            """.utf8
        )
        let scaffold = try Scaffold.files(of: bytes, specFileName: "Kinds.routes.yaml", screens: [], factory: nil)
            .files.get()
        let factory = try #require(scaffold.first)
        #expect(factory.contents.contains(#"choice: { fatalError("TODO: pass a Choice for 'choice'") }()"#))
        let outcome = try Self.typecheck(
            scaffold,
            of: bytes,
            specFileName: "Kinds.routes.yaml",
            with: ["Choice.swift": "enum Choice: Hashable, Codable, Sendable { case one }"]
        )
        #expect(outcome.succeeded, "\(outcome.output)")
    }
}
