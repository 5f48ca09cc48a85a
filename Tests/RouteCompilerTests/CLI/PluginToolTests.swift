import Foundation
import Testing

/// Runs the build plugin's tool, `routegen-plugin-tool`, with the arguments the plugin passes.
@Suite("routegen-plugin-tool")
struct PluginToolTests {
    typealias Sandbox = RouteGenCLITests.Sandbox

    @Test("It writes what `routegen generate --naming spec-file --split-files` writes, and prints nothing")
    func generatesAsTheCLIDoes() throws {
        let sandbox = try Sandbox()
        try sandbox.write(RouteGenCLITests.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        try sandbox.write("accessModifier: public\n", to: "Specs/routegen-config.yaml")

        let tool = try sandbox.run(
            ["--output", "Plugin", "--config", "Specs/routegen-config.yaml", "Specs/Shop.routes.yaml"],
            tool: "routegen-plugin-tool"
        )
        #expect(tool.status == 0, "\(tool.stderr)")
        #expect(tool.stdout == "")
        let cli = try sandbox.run([
            "generate", "Specs/Shop.routes.yaml", "-o", "CLI", "--naming", "spec-file", "--split-files", "--config",
            "Specs/routegen-config.yaml",
        ])
        #expect(cli.status == 0, "\(cli.stderr)")
        let names = [
            "Shop.routes.factory.generated.swift", "Shop.routes.generated.swift",
            "Shop.routes.moves.generated.swift", "Shop.routes.navigators.generated.swift",
            "Shop.routes.results.generated.swift", "Shop.routes.values.generated.swift",
        ]
        #expect(sandbox.files(in: "Plugin") == names)
        for name in names {
            #expect(try sandbox.text("Plugin/\(name)") == (try sandbox.text("CLI/\(name)")), "\(name)")
        }
        #expect(try sandbox.text("Plugin/Shop.routes.generated.swift").contains("public enum ShopRoute"))
        let check = try sandbox.run([
            "generate", "Specs/Shop.routes.yaml", "-o", "Plugin", "--naming", "spec-file", "--split-files", "--check",
            "--config", "Specs/routegen-config.yaml",
        ])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test("It checks factory sources as `routegen generate --factory-source` does")
    func checksFactorySources() throws {
        let sandbox = try Sandbox()
        try sandbox.write(RouteGenCLITests.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        try sandbox.write(
            "struct AppScreens: ShopScreenFactory {\n    typealias Screen = String\n\n    func "
                + "makeHome(navigator: ShopNavigator.Home) -> Substring { \"\" }\n}\n",
            to: "App/AppScreens.swift"
        )
        let run = try sandbox.run(
            ["--output", "Out", "--factory-source", "App/AppScreens.swift", "Specs/Shop.routes.yaml"],
            tool: "routegen-plugin-tool"
        )
        #expect(run.status == 1)
        #expect(
            run.stderrLines.first?.hasPrefix("App/AppScreens.swift:4:53: error: 'makeHome(navigator:)' returns") == true
        )
        #expect(sandbox.files(in: "Out").isEmpty)
    }

    @Test(
        "Arguments the plugin does not pass are a usage error (exit 64)",
        arguments: [
            (["Specs/Shop.routes.yaml"], "--output is required"),
            (["--output", "Out"], "no spec given"),
            (["--output"], "--output needs a value"),
            (["--output", "Out", "--naming", "spec-name", "Specs/Shop.routes.yaml"], "unknown option '--naming'"),
        ]
    )
    func usageErrors(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(RouteGenCLITests.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        let run = try sandbox.run(arguments, tool: "routegen-plugin-tool")
        #expect(run.status == 64)
        #expect(run.stderrLines.first == "routegen-plugin-tool: error: \(message)")
        #expect(sandbox.files(in: "Out").isEmpty)
    }
}
