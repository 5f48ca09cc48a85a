import Foundation
import Testing

@testable import RouteCompiler

/// Runs the built `routegen` executable, as a user or a script would.
@Suite("routegen command line")
struct RouteGenCLITests {
    /// What one run of `routegen` did.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The lines written to standard error.
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// A temporary directory that `routegen` runs in, removed at the end of a test.
    final class Sandbox {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "routegen-cli-\(UUID().uuidString)",
                isDirectory: true
            )
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        func write(_ text: String, to path: String) throws {
            let url = url(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url)
        }

        func data(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

        func text(_ path: String) throws -> String { String(decoding: try data(path), as: UTF8.self) }

        func modificationDate(_ path: String) throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as? Date
        }

        /// The names of the files of a directory, sorted; empty when it does not exist.
        func files(in path: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []).sorted()
        }

        /// Runs `routegen` (or the executable `tool` of this build) with `arguments`, in this directory.
        func run(_ arguments: [String], tool: String = "routegen", environment: [String: String] = [:]) throws -> Run {
            let executable = try #require(
                RouteGenCLITests.executable(named: tool),
                "no \(tool) executable near \(CommandLine.arguments[0])"
            )
            // Output goes to files outside the sandbox, so the sandbox holds only what routegen writes.
            let capture = FileManager.default.temporaryDirectory.appendingPathComponent(
                "routegen-cli-output-\(UUID().uuidString)"
            )
            let stdoutURL = capture.appendingPathExtension("stdout")
            let stderrURL = capture.appendingPathExtension("stderr")
            try Data().write(to: stdoutURL)
            try Data().write(to: stderrURL)
            defer {
                try? FileManager.default.removeItem(at: stdoutURL)
                try? FileManager.default.removeItem(at: stderrURL)
            }
            let stdout = try FileHandle(forWritingTo: stdoutURL)
            let stderr = try FileHandle(forWritingTo: stderrURL)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = root
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            process.waitUntilExit()
            try stdout.close()
            try stderr.close()
            return Run(
                status: process.terminationStatus,
                stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
                stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
            )
        }
    }

    /// The executable `name` of this build (`routegen`, `routegen-plugin-tool`), found next to the test binary.
    static func executable(named name: String) -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0...5 {
            let candidate = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// A valid spec named `name`.
    static func spec(named name: String, extraScreen: String? = nil) -> String {
        "name: \(name)\nroot: home\nscreens:\n  home:\n    title: Home\n" + (extraScreen.map { "  \($0):\n" } ?? "")
    }

    /// A spec with one error and one warning.
    static let brokenSpec = "name: Broken\nroot: nowhere\nscreens:\n  home:\n"

    /// What the pipeline generates for `text`, for comparison with the files `routegen` writes.
    static func expectedOutput(
        of text: String,
        fileName: String,
        accessLevel: GeneratorOptions.AccessLevel = .internal
    )
        throws -> String
    {
        let options = GeneratorOptions(specFileName: fileName, accessLevel: accessLevel)
        return try #require(GeneratorPipeline.compile(Array(text.utf8), options: options).output?.contents)
    }

    @Test("generate writes <Name>Routes.swift; a second run leaves it untouched")
    func generateThenUnchanged() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")

        let first = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "--output", "Out"])
        #expect(first.status == 0)
        #expect(first.stdout == "wrote Out/ShopRoutes.swift\n")
        #expect(first.stderr == "")
        #expect(sandbox.files(in: "Out") == ["ShopRoutes.swift"])
        let contents = try sandbox.text("Out/ShopRoutes.swift")
        #expect(contents == (try Self.expectedOutput(of: Self.spec(named: "Shop"), fileName: "Shop.routes.yaml")))
        let written = try #require(try sandbox.modificationDate("Out/ShopRoutes.swift"))

        // Past the file system's timestamp resolution, a rewrite would show.
        Thread.sleep(forTimeInterval: 1.1)
        let second = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "--output", "Out"])
        #expect(second.status == 0)
        #expect(second.stdout == "unchanged Out/ShopRoutes.swift\n")
        #expect(second.stderr == "")
        #expect(try sandbox.modificationDate("Out/ShopRoutes.swift") == written)
        #expect(try sandbox.text("Out/ShopRoutes.swift") == contents)

        // A changed spec is written again.
        try sandbox.write(Self.spec(named: "Shop", extraScreen: "cart"), to: "Specs/Shop.routes.yaml")
        let third = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "--output", "Out"])
        #expect(third.status == 0)
        #expect(third.stdout == "wrote Out/ShopRoutes.swift\n")
        #expect(third.stderrLines.allSatisfy { $0.contains(": warning: ") })
        #expect(try sandbox.modificationDate("Out/ShopRoutes.swift") != written)
        #expect(try sandbox.text("Out/ShopRoutes.swift").contains("case cart"))
        #expect(sandbox.files(in: "Out") == ["ShopRoutes.swift"])
    }

    @Test("generate rewrites a file that differs only at its end, in place of the old one")
    func generateRewritesChangedEnd() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        _ = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "--output", "Out"])
        let contents = try sandbox.text("Out/ShopRoutes.swift")
        // The generated file's pieces are compared with the file as it is, up to the last byte.
        for edited in [String(contents.dropLast()), contents + "\n"] {
            try sandbox.write(edited, to: "Out/ShopRoutes.swift")
            let run = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "--output", "Out"])
            #expect(run.status == 0)
            #expect(run.stdout == "wrote Out/ShopRoutes.swift\n")
            #expect(try sandbox.text("Out/ShopRoutes.swift") == contents)
            #expect(sandbox.files(in: "Out") == ["ShopRoutes.swift"])
        }
    }

    @Test("generate writes one file per spec, creates the output directory, and --quiet lists nothing")
    func generateSeveral() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        try sandbox.write(Self.spec(named: "Blog"), to: "Specs/Blog.routes.yml")
        let run = try sandbox.run([
            "generate", "Specs/Shop.routes.yaml", "Specs/Blog.routes.yml", "-o", "Sources/App/Generated", "--quiet",
        ])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")
        #expect(sandbox.files(in: "Sources/App/Generated") == ["BlogRoutes.swift", "ShopRoutes.swift"])
    }

    @Test("generate with an invalid spec exits 1, prints diagnostics and writes nothing")
    func generateWithErrorWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        try sandbox.write(Self.brokenSpec, to: "Specs/Broken.routes.yaml")

        let run = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "Specs/Broken.routes.yaml", "--output", "Out"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderrLines == [
                "Specs/Broken.routes.yaml:2:7: error: the root names 'nowhere', which is not a screen of this spec"
            ]
        )
        #expect(sandbox.files(in: "Out").isEmpty)
    }

    @Test("generate --factory-source reports a make… Swift would not take for its requirement, and writes nothing")
    func generateChecksFactorySources() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        try sandbox.write(
            "struct AppScreens: ShopScreenFactory {\n    typealias Screen = UIViewController\n\n    func "
                + "makeHome(navigator: ShopNavigator.Home) -> HomeViewController { HomeViewController() }\n}\n",
            to: "App/AppScreens.swift"
        )
        try sandbox.write("func makeHome(navigator: Int) -> Int { 1 }\n", to: "App/Other.swift")

        let arguments = ["generate", "Specs/Shop.routes.yaml", "-o", "Out", "--factory-source", "App/AppScreens.swift"]
        let run = try sandbox.run(arguments + ["--factory-source", "App/Other.swift"])
        #expect(run.status == 1)
        #expect(
            run.stderrLines == [
                "App/AppScreens.swift:4:53: error: 'makeHome(navigator:)' returns 'HomeViewController' "
                    + "instead of 'Screen' ('UIViewController' in 'AppScreens'), so Swift does not "
                    + "take it for the requirement of 'ShopScreenFactory' and the placeholder shows",
                "App/AppScreens.swift:4:53: note: declare it '-> Screen': Swift matches a requirement only by "
                    + "its exact type",
            ]
        )
        #expect(sandbox.files(in: "Out").isEmpty)

        try sandbox.write(
            "struct AppScreens: ShopScreenFactory {\n    typealias Screen = UIViewController\n\n   "
                + " func makeHome(navigator: ShopNavigator.Home) -> Screen { HomeViewController() }\n}\n",
            to: "App/AppScreens.swift"
        )
        let fixed = try sandbox.run(arguments + ["--quiet"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(sandbox.files(in: "Out") == ["ShopRoutes.swift"])

        let missing = try sandbox.run([
            "generate", "Specs/Shop.routes.yaml", "-o", "Out", "--factory-source", "App/None.swift",
        ])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("App/None.swift: error: cannot read the Swift file to check its factories"))
    }

    @Test("generate with an invalid spec leaves an earlier output exactly as it was")
    func generateWithErrorKeepsEarlierOutput() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        let first = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "--output", "Out"])
        try #require(first.status == 0)
        let before = try sandbox.data("Out/ShopRoutes.swift")
        let written = try sandbox.modificationDate("Out/ShopRoutes.swift")

        // The valid spec changes, so rewriting its output would change the file's bytes.
        try sandbox.write(Self.spec(named: "Shop", extraScreen: "cart"), to: "Specs/Shop.routes.yaml")
        try sandbox.write(Self.brokenSpec, to: "Specs/Broken.routes.yaml")
        let run = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "Specs/Broken.routes.yaml", "--output", "Out"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderrLines.contains { $0.hasPrefix("Specs/Broken.routes.yaml:2:7: error: ") })
        #expect(try sandbox.data("Out/ShopRoutes.swift") == before)
        #expect(try sandbox.modificationDate("Out/ShopRoutes.swift") == written)
        #expect(sandbox.files(in: "Out") == ["ShopRoutes.swift"])
    }

    @Test("check exits 0 for warnings, prints them to standard error, and writes nothing")
    func checkWarnings() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop", extraScreen: "orphan"), to: "Shop.routes.yaml")
        let run = try sandbox.run(["check", "Shop.routes.yaml"])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "Shop.routes.yaml:6:3: warning: screen 'orphan' cannot be "
                + "reached: no root, transition or deep link leads to it\n"
        )
        #expect(sandbox.files(in: "") == ["Shop.routes.yaml"])
    }

    @Test("check exits 0 and prints nothing for a clean spec")
    func checkClean() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Shop.routes.yaml")
        let run = try sandbox.run(["check", "Shop.routes.yaml"])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")
    }

    @Test("check exits 1 for errors, with every diagnostic as path:line:column: severity: message")
    func checkErrors() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.brokenSpec, to: "Specs/Broken.routes.yaml")
        try sandbox.write(
            "name: Typo\nroot: home\nscreens:\n  home:\n    titel: Home\n",
            to: "Specs/Typo.routes.yaml"
        )
        let run = try sandbox.run(["check", "Specs/Broken.routes.yaml", "Specs/Typo.routes.yaml"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderrLines == [
                "Specs/Broken.routes.yaml:2:7: error: the root names 'nowhere', which is not a screen of this spec",
                "Specs/Typo.routes.yaml:5:5: error: unknown key 'titel' in screen 'home'",
                "Specs/Typo.routes.yaml:5:5: note: did you mean 'title'?",
            ]
        )
        #expect(sandbox.files(in: "Specs") == ["Broken.routes.yaml", "Typo.routes.yaml"])
    }

    @Test(
        "Bad arguments exit 64 with the error on standard error",
        arguments: [
            ["check"],
            ["generate", "--output", "Out"],
            ["generate", "Shop.routes.yaml"],
            ["check", "--bogus", "Shop.routes.yaml"],
            ["generate", "Shop.routes.yaml", "--output", "Out", "--access-level", "secret"],
            ["generate", "Shop.routes.yaml", "--output", "Out", "--naming", "random"],
            ["frobnicate"],
        ]
    )
    func usageErrors(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Shop.routes.yaml")
        let run = try sandbox.run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("Error: "))
        #expect(sandbox.files(in: "") == ["Shop.routes.yaml"])
    }

    @Test("A missing file is an error that names it; nothing is written", arguments: ["check", "generate"])
    func missingFile(command: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Shop.routes.yaml")
        let options = command == "generate" ? ["--output", "Out"] : []
        let run = try sandbox.run([command, "Shop.routes.yaml", "Missing.routes.yaml"] + options)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "Missing.routes.yaml: error: cannot read the spec: no such file\n")
        #expect(sandbox.files(in: "Out").isEmpty)
    }

    @Test("A directory given as a spec is an error that says what to name instead")
    func directoryAsSpec() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Routes/Shop.routes.yaml")
        let run = try sandbox.run(["check", "Routes"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "Routes: error: cannot read the spec: it is a directory; name the .routes.yaml files inside it\n"
        )
    }

    @Test(
        "An output path under a file is an error that names the file; nothing is written",
        arguments: [
            // generate says it once, for the directory; scaffold stops at its first file.
            ("generate", "Out/Sub: error: cannot write the generated files"),
            ("scaffold", "Out/Sub/ShopScreens.swift: error: cannot write the scaffold"),
        ]
    )
    func outputUnderAFile(command: String, error: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Shop.routes.yaml")
        try sandbox.write("", to: "Out")
        let run = try sandbox.run([command, "Shop.routes.yaml", "--output", "Out/Sub"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "\(error): 'Out' is a file, not a directory\n")
        #expect(try sandbox.text("Out") == "")
    }

    @Test(
        "Help of every command exits 0 and shows examples",
        arguments: [["--help"], ["generate", "--help"], ["check", "--help"], ["help", "generate"], ["-h"]]
    )
    func help(arguments: [String]) throws {
        let run = try Sandbox().run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Examples"))
        #expect(run.stdout.contains("USAGE: routegen"))
    }

    @Test(
        "Help reads as written in an 80-column terminal: no line of a command's text is wrapped again",
        arguments: ["", "generate", "check", "links", "diff", "graph", "scaffold", "preview", "strings", "schema"]
    )
    func helpLayout(command: String) throws {
        let arguments = command.isEmpty ? ["--help"] : [command, "--help"]
        // The text above the usage line is the command's own; options are laid out by the argument parser.
        func text(columns: Int) throws -> [Substring] {
            let run = try Sandbox().run(arguments, environment: ["COLUMNS": "\(columns)"])
            #expect(run.status == 0)
            return run.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix {
                !$0.hasPrefix("USAGE:")
            }
        }
        let narrow = try text(columns: 80)
        #expect(narrow == (try text(columns: 400)), "the help of '\(command)' is wrapped again at 80 columns")
        for line in narrow where line.count > 80 {
            Issue.record("'\(command)' help line of \(line.count) columns: \(line)")
        }
    }

    @Test(
        "Options choose the file name and the access level of the output",
        arguments: [
            (["--naming", "spec-file"], "Shop.routes.generated.swift", GeneratorOptions.AccessLevel.internal),
            (["--naming", "spec-name"], "ShopRoutes.swift", .internal),
            (["--access-level", "public"], "ShopRoutes.swift", .public),
            (["--access-level", "package"], "ShopRoutes.swift", .package),
            (["--access-level", "public", "--naming", "spec-file"], "Shop.routes.generated.swift", .public),
        ]
    )
    func options(options: [String], fileName: String, accessLevel: GeneratorOptions.AccessLevel) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Shop.routes.yaml")
        let run = try sandbox.run(["generate", "Shop.routes.yaml", "--output", "Out"] + options)
        #expect(run.status == 0)
        #expect(run.stdout == "wrote Out/\(fileName)\n")
        #expect(sandbox.files(in: "Out") == [fileName])
        let contents = try sandbox.text("Out/\(fileName)")
        #expect(
            contents
                == (try Self.expectedOutput(
                    of: Self.spec(named: "Shop"),
                    fileName: "Shop.routes.yaml",
                    accessLevel: accessLevel
                ))
        )
        if accessLevel == .public { #expect(contents.contains("\npublic enum ShopRoute: ")) }
    }

    @Test(
        "--config reads the access level from routegen-config.yaml; --access-level wins over it",
        arguments: [
            ("accessModifier: public\n", [String](), GeneratorOptions.AccessLevel.public),
            ("accessModifier: package\n", [], .package),
            ("# defaults\n", [], .internal),
            ("accessModifier: public\n", ["--access-level", "internal"], .internal),
        ]
    )
    func config(file: String, flags: [String], accessLevel: GeneratorOptions.AccessLevel) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Shop.routes.yaml")
        try sandbox.write(file, to: "routegen-config.yaml")
        for command in [["check"], ["generate", "--output", "Out"]] {
            let run = try sandbox.run(command + ["Shop.routes.yaml", "--config", "routegen-config.yaml"] + flags)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
        }
        let expected = try Self.expectedOutput(
            of: Self.spec(named: "Shop"),
            fileName: "Shop.routes.yaml",
            accessLevel: accessLevel
        )
        #expect(try sandbox.text("Out/ShopRoutes.swift") == expected)
    }

    @Test(
        "A bad config file is an error at its line and column, and nothing is written",
        arguments: [
            (
                "accessModifier: publik\n",
                "routegen-config.yaml:1:17: error: unknown access modifier 'publik'; "
                    + "'accessModifier' is one of 'internal', 'package' or 'public'"
            ),
            (
                "accessModifer: public\n",
                "routegen-config.yaml:1:1: error: unknown key 'accessModifer' in the RouteGen config"
            ),
            (
                "# settings\naccessModifier: [public]\n",
                "routegen-config.yaml:2:17: error: 'accessModifier' must "
                    + "be one of 'internal', 'package' or 'public'; found a list"
            ),
            ("- public\n", "routegen-config.yaml:1:1: error: the RouteGen config must be a mapping"),
            ("accessModifier: [public\n", "routegen-config.yaml:1:24: error: YAML syntax error"),
        ]
    )
    func badConfig(file: String, error: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: "Shop"), to: "Shop.routes.yaml")
        try sandbox.write(file, to: "routegen-config.yaml")
        for command in [["check"], ["generate", "--output", "Out"]] {
            let run = try sandbox.run(command + ["Shop.routes.yaml", "--config", "routegen-config.yaml"])
            #expect(run.status == 1)
            #expect(run.stderrLines.first?.hasPrefix(error) == true, "\(run.stderr)")
        }
        #expect(sandbox.files(in: "Out").isEmpty)
        let missing = try sandbox.run(["check", "Shop.routes.yaml", "--config", "nowhere.yaml"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("nowhere.yaml: error: cannot read the config file"), "\(missing.stderr)")
    }

    @Test("--version prints the version")
    func version() throws {
        let run = try Sandbox().run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "0.1.0\n")
    }

    @Test("every command is linear: a 200,000-character path takes seconds, not minutes")
    func commandsAreLinear() throws {
        // `links` used to pad its table with a quadratic regular expression, which took minutes here.
        let segment = String(repeating: "a", count: 200_000)
        let sandbox = try Sandbox()
        try sandbox.write(
            "name: Wide\nroot: home\nscreens:\n  home:\n    path: /\(segment)\n  item:\n    params: { "
                + "id: Int }\n    path: /\(segment)/{id}\ntransitions:\n  open: { from: home, push: item }\n",
            to: "Wide.routes.yaml"
        )
        for arguments in [
            ["check"], ["links"], ["graph", "--format", "mermaid"], ["graph", "--format", "dot"],
            ["generate", "--output", "out"], ["scaffold", "--output", "screens"],
        ] {
            let run = try sandbox.run(arguments + ["Wide.routes.yaml"])
            #expect(run.status == 0, "\(arguments): \(run.stderr.prefix(500))")
        }
    }

    @Test(
        "no command crashes on a type nested 150,000 brackets or 250,000 question marks deep: each reports it",
        arguments: [
            (String(repeating: "[", count: 150_000) + "Int" + String(repeating: "]", count: 150_000), "[["),
            ("Int" + String(repeating: "?", count: 250_000), "Int??"),
        ]
    )
    func deeplyNestedTypesFailEveryCommand(type: String, start: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "name: Deep\nroot: home\nscreens:\n  home:\n    params: { value: \"\(type)\" }\n",
            to: "Deep.routes.yaml"
        )
        let quoted = String(type.prefix(100)) + "…"
        let expected =
            "Deep.routes.yaml:5:22: error: invalid type '\(quoted)': a type nested deeper than 16 levels is not "
            + "supported (each '[ ]' and '?' is a level); declare a custom type from 'imports' for an inner part"
        #expect(quoted.hasPrefix(start))
        for arguments in [
            ["check"], ["links"], ["graph", "--format", "mermaid"], ["graph", "--format", "dot"],
            ["generate", "--output", "out"], ["scaffold", "--output", "screens"], ["strings", "--output", "strings"],
        ] {
            let run = try sandbox.run(arguments + ["Deep.routes.yaml"])
            #expect(run.status == 1, "routegen \(arguments.joined(separator: " ")): \(run.status)")
            #expect(run.stderrLines == [expected], "routegen \(arguments.joined(separator: " "))")
        }
    }

    @Test("a name with line breaks, control and bidirectional characters keeps each diagnostic on one line")
    func diagnosticsAreOneLineEach() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "name: Lines\nroot: home\nscreens:\n  home:\n  \"two\\nlines\":\n  \"cr\\rhere\":\n  \"evil\\u202Etxt\":\n",
            to: "Lines.routes.yaml"
        )
        let run = try sandbox.run(["check", "Lines.routes.yaml"])
        #expect(run.status == 1)
        #expect(run.stderrLines.count >= 3)
        for line in run.stderrLines {
            #expect(line.hasPrefix("Lines.routes.yaml:"), "\(line)")
            #expect(!line.unicodeScalars.contains { $0 == "\r" || $0 == "\u{202E}" }, "\(line)")
        }
        #expect(run.stderr.contains("'two\\nlines'"))
        #expect(run.stderr.contains("'evil\\u{202E}txt'"))
    }

    @Test("a YAML error at the end of a file without a final line break points into the last line")
    func endOfFileErrorStaysInTheFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("name: Eof\nroot: home\nscreens: [home", to: "Eof.routes.yaml")
        let run = try sandbox.run(["check", "Eof.routes.yaml"])
        #expect(run.status == 1)
        #expect(run.stderrLines.first?.hasPrefix("Eof.routes.yaml:3:15: error:") == true, "\(run.stderr)")
    }

    @Test(
        "check rejects, with a location, a name too long for generate's file names",
        arguments: ["check", "generate"]
    )
    func longNamesFailInCheckAsInGenerate(command: String) throws {
        let name = "L" + String(repeating: "o", count: 300)
        let sandbox = try Sandbox()
        try sandbox.write(Self.spec(named: name), to: "Long.routes.yaml")
        let run = try sandbox.run([command, "Long.routes.yaml"] + (command == "generate" ? ["--output", "out"] : []))
        #expect(run.status == 1)
        #expect(
            run.stderrLines == [
                "Long.routes.yaml:1:7: error: the spec's name is 301 characters long; names "
                    + "have at most 100, so that generated names and file names fit every file system"
            ]
        )
        #expect(sandbox.files(in: "out").isEmpty)
    }

    @Test("graph labels keep line breaks of titles escaped, in Mermaid and DOT")
    func graphLabelsEscapeLineBreaks() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "name: Tabs\nroot:\n  tabs:\n    - { id: a, title: "
                + "\"One\\nTwo\\rThree\", screen: home }\nscreens:\n  home:\n",
            to: "Tabs.routes.yaml"
        )
        let mermaid = try sandbox.run(["graph", "--format", "mermaid", "Tabs.routes.yaml"])
        #expect(mermaid.stdout.contains("One<br/>Two<br/>Three"), "\(mermaid.stdout)")
        let dot = try sandbox.run(["graph", "--format", "dot", "Tabs.routes.yaml"])
        #expect(dot.stdout.contains(#"One\nTwo\nThree"#), "\(dot.stdout)")
        for output in [mermaid.stdout, dot.stdout] {
            #expect(!output.unicodeScalars.contains("\r"))
        }
    }

    @Test("The contract's v2 examples go through every command: check, generate, links, graph")
    func v2ContractExamples() throws {
        let sandbox = try Sandbox()
        let spec = try String(
            contentsOf: RepositoryPaths.goldenSpecs.appendingPathComponent("Conference.routes.yaml"),
            encoding: .utf8
        )
        try sandbox.write(spec, to: "Conference.routes.yaml")
        let check = try sandbox.run(["check", "Conference.routes.yaml"])
        #expect(check.status == 0)
        #expect(check.stderr == "")
        let generate = try sandbox.run(["generate", "Conference.routes.yaml", "--output", "Out"])
        #expect(generate.status == 0)
        #expect(
            try sandbox.text("Out/ConferenceRoutes.swift")
                == (try Self.expectedOutput(of: spec, fileName: "Conference.routes.yaml"))
        )
        let links = try sandbox.run(["links", "Conference.routes.yaml"])
        #expect(links.status == 0)
        #expect(
            links.stdout.contains(
                "/s/{sessionId}         sessionDetail  tab schedule: home › sessionList › sessionDetail (declared)"
            ),
            "\(links.stdout)"
        )
        let graph = try sandbox.run(["graph", "Conference.routes.yaml"])
        #expect(graph.status == 0)
        #expect(graph.stdout.contains("with source=schedule"), "\(graph.stdout)")
    }
}
