import Foundation
import Testing

@testable import RouteCompiler

@Suite("Generator config")
struct GeneratorConfigTests {
    @Test(
        "accessModifier sets the access level; an empty or comment-only file means the defaults",
        arguments: [
            ("accessModifier: public", GeneratorOptions.AccessLevel?.some(.public)),
            ("accessModifier: package", .package),
            ("accessModifier: internal", .internal),
            ("", nil),
            ("# nothing yet\n", nil),
        ]
    )
    func accessModifier(text: String, level: GeneratorOptions.AccessLevel?) throws {
        let parsed = GeneratorConfig.parse(Array(text.utf8))
        #expect(parsed.diagnostics.isEmpty)
        #expect(try #require(parsed.config).accessLevel == level)
    }

    @Test("A misspelled value gets a fix-it; a quoted value is a string like any other")
    func misspelled() throws {
        let parsed = GeneratorConfig.parse(Array("accessModifier: Public\n".utf8))
        #expect(parsed.config == nil)
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.location.line == 1 && diagnostic.location.column == 17)
        #expect(diagnostic.fixIt?.replacement == "public")
        #expect(GeneratorConfig.parse(Array("accessModifier: \"package\"\n".utf8)).config?.accessLevel == .package)
    }

    @Test("The plugin looks for the same file names as the compiler (it cannot link the compiler)")
    func pluginFileNames() throws {
        let plugin = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("Plugins/RouteGenPlugin/RouteGenPlugin.swift"),
            encoding: .utf8
        )
        let list = GeneratorConfig.fileNames.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(plugin.contains("static let configFileNames = [\(list)]"))
    }
}
