import Foundation
import Testing

/// `routegen import storyboard` run as a user runs it: the spec it writes passes `routegen check`.
@Suite("routegen import storyboard")
struct RouteGenImportCLITests {
    private typealias Sandbox = RouteGenCLITests.Sandbox

    /// The storyboards of the import tests.
    private static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/StoryboardImportTests/Fixtures")

    /// Copies the fixture folder `folder` into the sandbox, so that paths in messages are short.
    private func sandbox(with folder: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        let source = Self.fixtures.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try sandbox.write(
                String(decoding: try Data(contentsOf: source.appendingPathComponent(name)), as: UTF8.self),
                to: "\(folder)/\(name)"
            )
        }
        return sandbox
    }

    @Test func writesASpecThatPassesCheck() throws {
        let sandbox = try sandbox(with: "Shop")
        let run = try sandbox.run([
            "import", "storyboard", "Shop/Main.storyboard", "--name", "Shop", "--output", "Routes/Shop.routes.yaml",
        ])
        #expect(run.status == 0)
        #expect(run.stdout == "wrote Routes/Shop.routes.yaml\n")
        #expect(run.stderrLines.first == "routegen: review 5 notes, also `# import:` comments in the spec:")
        let expected = try String(
            contentsOf: Self.fixtures.appendingPathComponent("Expected/Shop.routes.yaml"),
            encoding: .utf8
        )
        #expect(try sandbox.text("Routes/Shop.routes.yaml") == expected)
        let check = try sandbox.run(["check", "Routes/Shop.routes.yaml"])
        #expect(check.status == 0)
        #expect(!check.stderr.contains("error:"))
    }

    @Test func writesNothingOnError() throws {
        let sandbox = try sandbox(with: "Invalid")
        let run = try sandbox.run([
            "import", "storyboard", "Invalid/Dangling.storyboard", "--name", "Bad", "-o", "Bad.routes.yaml",
        ])
        #expect(run.status == 1)
        #expect(
            run.stderrLines == [
                "Invalid/Dangling.storyboard:21:17: error: dangling reference: "
                    + "storyboard 'Nowhere' is not beside this file (no Invalid/Nowhere.storyboard)",
                "Invalid/Dangling.storyboard:11:37: error: dangling reference: no scene has the ID 'vc-30-gone' in "
                    + "Dangling.storyboard",
            ]
        )
        #expect(sandbox.files(in: ".") == ["Invalid"])
    }

    @Test func rejectsANameThatIsNotUpperCamelCase() throws {
        let sandbox = try sandbox(with: "Shop")
        let run = try sandbox.run([
            "import", "storyboard", "Shop/Main.storyboard", "--name", "shop", "-o", "Shop.routes.yaml",
        ])
        #expect(run.status == 64)
        #expect(run.stderrLines.first == "Error: 'shop' is not an UpperCamelCase identifier for --name")
        #expect(sandbox.files(in: ".") == ["Shop"])
    }
}
