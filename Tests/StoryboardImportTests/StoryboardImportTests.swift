import Foundation
import RouteCompiler
import Testing

@testable import StoryboardImport

/// The import end to end: fixture storyboards to spec text, which the compiler accepts.
@Suite struct StoryboardImportTests {
    /// The fixtures that import, the spec name and the expected spec file of each.
    static let imports: [(files: [String], name: String, expected: String)] = [
        (["Shop/Main.storyboard"], "Shop", "Expected/Shop.routes.yaml"),
        (["Mail/Mail.storyboard"], "Mail", "Expected/Mail.routes.yaml"),
    ]

    @Test(arguments: 0..<imports.count)
    func importsTheExpectedSpec(_ index: Int) throws {
        let (files, name, expected) = Self.imports[index]
        let outcome = StoryboardImport.run(paths: files.map(FixturePaths.path), name: name)
        #expect(outcome.diagnostics.isEmpty)
        let spec = try #require(outcome.spec)
        if ProcessInfo.processInfo.environment["RECORD_IMPORTS"] == "1" {
            try spec.write(toFile: FixturePaths.path(expected), atomically: true, encoding: .utf8)
        }
        #expect(spec == (try FixturePaths.text(expected)))
    }

    @Test(arguments: 0..<imports.count)
    func importedSpecPassesCheck(_ index: Int) throws {
        let (files, name, _) = Self.imports[index]
        let spec = try #require(StoryboardImport.run(paths: files.map(FixturePaths.path), name: name).spec)
        let result = GeneratorPipeline.compile(
            Array(spec.utf8),
            options: GeneratorOptions(specFileName: "\(name).routes.yaml")
        )
        let errors = result.diagnostics.filter { $0.severity == .error }.map {
            $0.formatted(path: "\(name).routes.yaml")
        }
        #expect(errors == [])
        #expect(result.output != nil)
    }

    @Test func summarizesWhatIsNotCarriedOver() throws {
        let outcome = StoryboardImport.run(paths: [FixturePaths.path("Shop/Main.storyboard")], name: "Shop")
        #expect(
            outcome.notes == [
                "the scene at Main.storyboard:153:17 is also named 'product': it is 'product2' here",
                "catalog: show segue 'showDeals' to a page view controller (its pages are set from code)",
                "product: embed segue to RatingsViewController: a container view, not a move",
                "product: custom segue 'zoomGallery' (ZoomSegue) to 'product2': write its transition by hand",
                "product2: no segue reaches this scene: the app shows it from code; add the transitions that do",
            ]
        )
    }

    /// Each bad input and its diagnostics, with the fixtures' folder left out of the paths.
    static let failures: [(file: String, diagnostics: [String])] = [
        (
            "Invalid/Dangling.storyboard",
            [
                "Invalid/Dangling.storyboard:21:17: error: dangling reference: storyboard 'Nowhere' is not beside this "
                    + "file (no Invalid/Nowhere.storyboard)",
                "Invalid/Dangling.storyboard:11:37: error: dangling reference: no scene has the ID 'vc-30-gone' in "
                    + "Dangling.storyboard",
            ]
        ),
        (
            "Invalid/NotAStoryboard.storyboard",
            [
                "Invalid/NotAStoryboard.storyboard:3:1: error: not a storyboard: the root element is <plist>, not an "
                    + "Interface Builder storyboard's <document>"
            ]
        ),
        (
            "Invalid/Broken.storyboard",
            ["Invalid/Broken.storyboard:5:14: error: not a storyboard: an end tag does not match its start tag"]
        ),
        (
            "Invalid/Text.storyboard",
            [
                "Invalid/Text.storyboard:1:1: error: not a storyboard: the file holds no XML element; a storyboard is "
                    + "an XML <document>"
            ]
        ),
        ("Invalid/Empty.storyboard", ["Invalid/Empty.storyboard:1:1: error: not a storyboard: the file is empty"]),
        (
            "Invalid/Missing.storyboard",
            ["Invalid/Missing.storyboard:1:1: error: cannot read the storyboard: no such file"]
        ),
        (
            "Invalid",
            [
                "Invalid:1:1: error: cannot read the storyboard: it is a directory; "
                    + "name the .storyboard files inside it"
            ]
        ),
    ]

    @Test(arguments: 0..<failures.count)
    func reportsBadInputAndWritesNothing(_ index: Int) {
        let (file, expected) = Self.failures[index]
        let outcome = StoryboardImport.run(paths: [FixturePaths.path(file)], name: "Bad")
        #expect(outcome.spec == nil)
        let lines = outcome.diagnostics.map {
            $0.formatted(path: "").replacingOccurrences(of: FixturePaths.root, with: "")
        }
        #expect(lines.count == expected.count)
        for (line, start) in zip(lines, expected) { #expect(line.hasPrefix(start)) }
    }

    @Test func specNames() {
        #expect(StoryboardImport.isSpecName("Shop"))
        #expect(StoryboardImport.isSpecName("Shop2_App"))
        #expect(!StoryboardImport.isSpecName("shop"))
        #expect(!StoryboardImport.isSpecName("Shop-App"))
        #expect(!StoryboardImport.isSpecName(""))
    }
}

/// The user docs' example is the import of the `Mail` fixture, byte for byte.
@Suite struct ImportingStoryboardsArticleTests {
    @Test func articleShowsTheImportedSpec() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RouteKit/RouteKit.docc/ImportingStoryboards.md")
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "```yaml"))
        let block = lines[(start + 1)...].prefix { $0 != "```" }
        #expect(block.joined(separator: "\n") + "\n" == (try FixturePaths.text("Expected/Mail.routes.yaml")))
    }
}
