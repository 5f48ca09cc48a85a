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
                    + "storyboard 'Nowhere' is not beside this file (no Invalid/Nowhere.storyboard); "
                    + "name its file after this one on the command line",
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
        #expect(run.stderrLines.first == "Error: --name 'shop': not an UpperCamelCase identifier")
        #expect(sandbox.files(in: ".") == ["Shop"])
    }

    /// A name whose generated types RouteKit declares would give a spec that does not compile.
    @Test func rejectsANameTheCompilerRefuses() throws {
        let sandbox = try sandbox(with: "Shop")
        let run = try sandbox.run([
            "import", "storyboard", "Shop/Main.storyboard", "--name", "Navigation", "-o", "Navigation.routes.yaml",
        ])
        #expect(run.status == 64)
        #expect(
            run.stderrLines.first
                == "Error: --name 'Navigation': the spec's name 'Navigation' would generate the type "
                + "'NavigationRoute', which RouteKit already declares; choose another name"
        )
        #expect(sandbox.files(in: ".") == ["Shop"])
    }

    @Test func neverWritesOverAStoryboard() throws {
        let sandbox = try sandbox(with: "Shop")
        let storyboard = try sandbox.text("Shop/Main.storyboard")
        let run = try sandbox.run([
            "import", "storyboard", "Shop/Main.storyboard", "--name", "Shop", "-o", "./Shop/../Shop/Main.storyboard",
        ])
        #expect(run.status == 64)
        #expect(
            run.stderrLines.first
                == "Error: --output './Shop/../Shop/Main.storyboard' is the storyboard 'Shop/Main.storyboard'; "
                + "write the spec to its own file, such as Routes/Shop.routes.yaml"
        )
        #expect(try sandbox.text("Shop/Main.storyboard") == storyboard)
    }

    /// References name storyboards by file name, so two localizations of one cannot be told apart; the
    /// same file twice is read once.
    @Test func readsOneFileOfEachName() throws {
        let sandbox = try sandbox(with: "Shop")
        try sandbox.write(try sandbox.text("Shop/Main.storyboard"), to: "Shop/fr.lproj/Main.storyboard")
        let twice = try sandbox.run([
            "import", "storyboard", "Shop/Main.storyboard", "Shop/Main.storyboard", "--name", "Shop", "-o",
            "A.routes.yaml",
        ])
        #expect(twice.status == 0, "\(twice.stderr)")
        let expected = try String(
            contentsOf: Self.fixtures.appendingPathComponent("Expected/Shop.routes.yaml"),
            encoding: .utf8
        )
        #expect(try sandbox.text("A.routes.yaml") == expected)
        let localized = try sandbox.run([
            "import", "storyboard", "Shop/Main.storyboard", "Shop/fr.lproj/Main.storyboard", "--name", "Shop", "-o",
            "B.routes.yaml",
        ])
        #expect(localized.status == 1)
        #expect(
            localized.stderrLines
                == [
                    "Shop/fr.lproj/Main.storyboard:1:1: error: 'Main.storyboard' is given twice, here and as "
                        + "'Shop/Main.storyboard'; give one file of each name (one localization of a storyboard)"
                ]
        )
        #expect(!sandbox.files(in: ".").contains("B.routes.yaml"))
    }
}
