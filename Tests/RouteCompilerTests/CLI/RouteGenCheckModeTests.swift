import Foundation
import Testing

/// `routegen generate --check`: the CI step of a project that checks its generated files in.
@Suite("routegen generate --check")
struct RouteGenCheckModeTests {
    typealias Sandbox = RouteGenCLITests.Sandbox

    @Test("An up-to-date file passes; a stale or missing one fails, and nothing is written")
    func checksWithoutWriting() throws {
        let sandbox = try Sandbox()
        try sandbox.write(RouteGenCLITests.spec(named: "Shop"), to: "Specs/Shop.routes.yaml")
        let generate = ["generate", "Specs/Shop.routes.yaml", "-o", "Generated"]
        #expect(try sandbox.run(generate + ["--quiet"]).status == 0)

        let upToDate = try sandbox.run(generate + ["--check"])
        #expect(upToDate.status == 0, "\(upToDate.stderr)")
        #expect(upToDate.stdout == "up to date Generated/ShopRoutes.swift\n")
        #expect(try sandbox.run(generate + ["--check", "--quiet"]).stdout == "")

        let written = try sandbox.text("Generated/ShopRoutes.swift")
        try sandbox.write(RouteGenCLITests.spec(named: "Shop", extraScreen: "cart"), to: "Specs/Shop.routes.yaml")
        let stale = try sandbox.run(generate + ["--check"])
        #expect(stale.status == 1)
        #expect(
            stale.stderrLines.last
                == "Generated/ShopRoutes.swift: error: the generated file is out of date; run 'routegen generate' "
                + "on 'Specs/Shop.routes.yaml' and commit the result"
        )
        #expect(try sandbox.text("Generated/ShopRoutes.swift") == written)

        try FileManager.default.removeItem(at: sandbox.url("Generated/ShopRoutes.swift"))
        let missing = try sandbox.run(generate + ["--check"])
        #expect(missing.status == 1)
        #expect(
            missing.stderrLines.last?.hasPrefix("Generated/ShopRoutes.swift: error: the generated file is missing")
                == true
        )
        #expect(sandbox.files(in: "Generated").isEmpty)
    }

    @Test("A spec error fails the check as it fails generation")
    func specErrorFails() throws {
        let sandbox = try Sandbox()
        try sandbox.write(RouteGenCLITests.brokenSpec, to: "Specs/Broken.routes.yaml")
        let run = try sandbox.run(["generate", "Specs/Broken.routes.yaml", "-o", "Generated", "--check"])
        #expect(run.status == 1)
        #expect(run.stderrLines.first?.contains(": error: ") == true)
        #expect(sandbox.files(in: "Generated").isEmpty)
    }
}
