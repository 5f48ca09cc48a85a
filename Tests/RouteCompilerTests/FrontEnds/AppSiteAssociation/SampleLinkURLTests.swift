import Foundation
import Testing

@testable import RouteCompiler

/// `routegen links --urls`: one sample URL per pattern with typed values, and the corpus of the
/// golden specs that `GeneratedCodeTests` opens and writes back.
@Suite("Sample link URLs")
struct SampleLinkURLTests {
    @Test("Typed samples fill the path and the query; a default is avoided, not left out")
    func samples() throws {
        let patterns = try AppSiteAssociationTests.patterns(
            """
            name: Samples
            root: home
            screens:
              home: { path: / }
              item:
                params:
                  id: UUID
                  count: Int
                  ratio: { type: Double, default: 1.5 }
                  on: { type: Bool, default: true }
                  name: { type: String?, default: null }
                  limit: { type: Int, default: 42 }
                path: ["/items/{id}/{count}", "/i/{id}/{count}"]
            transitions:
              open: { from: home, push: item }
            """
        )
        #expect(
            patterns.sampleURLPaths == [
                "/",
                "/items/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/42?ratio=2.5&on=false&name=sample&limit=43",
                "/i/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/42?ratio=2.5&on=false&name=sample&limit=43",
            ]
        )
    }

    /// The specs whose corpus `GeneratedCodeTests/LinkCorpus.swift` holds.
    static let corpusSpecs = ["Birds", "Conference", "Kiosk", "Library", "Studio"]

    /// `LinkCorpus.swift` as the current `routegen links --urls` writes its URLs.
    static func corpusFile() throws -> String {
        var text = """
            // The sample URLs that `routegen links <spec> --urls` writes for golden specs, one per path
            // pattern. RouteCompilerTests' "Sample link URLs" suite checks that the tool still writes them
            // (RECORD_CORPUS=1 re-records this file); `LinkCorpusTests` opens each one and writes it back.

            /// The sample URL paths of golden specs, by spec name.
            enum LinkCorpus {

            """
        for name in corpusSpecs {
            let spec = RepositoryPaths.goldenSpecs.appendingPathComponent("\(name).routes.yaml")
            let paths = try AppSiteAssociationTests.patterns(ofFile: spec).sampleURLPaths
            text += "    static let \(name.prefix(1).lowercased() + name.dropFirst()) = [\n"
            text += paths.map { "        \"\($0)\",\n" }.joined()
            text += "    ]\n"
        }
        return text + "}\n"
    }

    @Test("GeneratedCodeTests' link corpus is what routegen links --urls writes")
    func corpus() throws {
        let file = RepositoryPaths.root.appendingPathComponent("Tests/GeneratedCodeTests/LinkCorpus.swift")
        let expected = try Self.corpusFile()
        if ProcessInfo.processInfo.environment["RECORD_CORPUS"] == "1" {
            try Data(expected.utf8).write(to: file)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
    }
}
