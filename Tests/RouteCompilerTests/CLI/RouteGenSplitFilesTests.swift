import Foundation
import Testing

/// `routegen generate` after a run with `--split-files`: the five part files it wrote for a spec
/// would declare every type a second time beside the one file, so a run without the option
/// removes them, and `--check` reports them.
@Suite("routegen generate: leaving --split-files")
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
                "Generated/ShopRoutes.moves.swift: error: 'Specs/Shop.routes.yaml' generates this file only with "
                    + "--split-files; delete it, or check with --split-files"
            )
        )
        #expect(run.stderrLines.count == 1 + Self.partFiles.count, "\(run.stderr)")
        #expect(sandbox.files(in: "Generated").count == 1 + Self.partFiles.count)
    }
}
