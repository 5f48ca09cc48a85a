import Foundation
import Testing

/// `routegen generate` after a run with other `--split-files` or `--naming` options: the files it
/// wrote for a spec would declare every type a second time beside this run's, so a run removes
/// them, and `--check` reports them.
@Suite("routegen generate: leaving --split-files or --naming")
struct RouteGenSplitFilesTests {
    typealias Sandbox = RouteGenCLITests.Sandbox

    /// The part files that `--split-files` writes for the Shop spec, besides `ShopRoutes.swift`.
    static let partFiles = ["factory", "moves", "navigators", "results", "values"].map {
        "ShopRoutes.\($0).swift"
    }

    /// A sandbox holding the Shop spec, generated with `--split-files` into `Generated`.
    static func splitSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(RouteGenCLITests.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        let split = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "-o", "Generated", "--split-files"])
        #expect(split.status == 0, "\(split.stderr)")
        #expect(sandbox.files(in: "Generated") == (partFiles + ["ShopRoutes.swift"]).sorted())
        return sandbox
    }

    @Test("A run without --split-files removes the part files and writes the one file")
    func removesPartFiles() throws {
        let sandbox = try Self.splitSandbox()
        let run = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "-o", "Generated"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.split(separator: "\n").map(String.init)
                == ["wrote Generated/ShopRoutes.swift"]
                + ["values", "navigators", "moves", "factory", "results"].map {
                    "removed Generated/ShopRoutes.\($0).swift"
                }
        )
        #expect(sandbox.files(in: "Generated") == ["ShopRoutes.swift"])
        #expect(try sandbox.run(["generate", "Specs/Shop.routes.yaml", "-o", "Generated", "--check"]).status == 0)
    }

    @Test("A file of the app with a part's name but not the spec's first line is left alone")
    func keepsOtherFiles() throws {
        let sandbox = try Self.splitSandbox()
        let appFile = "// Helpers of the app.\nlet shopValues = 1\n"
        try sandbox.write(appFile, to: "Generated/ShopRoutes.values.swift")
        let run = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "-o", "Generated", "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(sandbox.files(in: "Generated") == ["ShopRoutes.swift", "ShopRoutes.values.swift"])
        #expect(try sandbox.text("Generated/ShopRoutes.values.swift") == appFile)
    }

    @Test("--check without --split-files reports each part file and removes nothing")
    func checkReportsPartFiles() throws {
        let sandbox = try Self.splitSandbox()
        let run = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "-o", "Generated", "--check", "--quiet"])
        #expect(run.status == 1)
        #expect(
            run.stderrLines.contains(
                "Generated/ShopRoutes.moves.swift: error: this file is from a run with other --naming or "
                    + "--split-files options, and 'Specs/Shop.routes.yaml' generates no such file with these; "
                    + "delete it, or check with the options that wrote it"
            )
        )
        #expect(run.stderrLines.count == 1 + Self.partFiles.count, "\(run.stderr)")
        #expect(sandbox.files(in: "Generated").count == 1 + Self.partFiles.count)
    }

    @Test("A run with the other --naming removes the files of the first")
    func removesFilesOfTheOtherNaming() throws {
        let sandbox = try Self.splitSandbox()
        let spec = ["generate", "Specs/Shop.routes.yaml", "-o", "Generated", "--split-files"]
        let run = try sandbox.run(spec + ["--naming", "spec-file", "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            sandbox.files(in: "Generated")
                == (["factory", "moves", "navigators", "results", "values"].map {
                    "Shop.routes.\($0).generated.swift"
                } + ["Shop.routes.generated.swift"]).sorted()
        )
        let back = try sandbox.run(["generate", "Specs/Shop.routes.yaml", "-o", "Generated", "--quiet"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(sandbox.files(in: "Generated") == ["ShopRoutes.swift"])
    }
}
