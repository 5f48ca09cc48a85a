import Foundation
import Testing

/// `routegen check`'s model checks on the command line: warnings by default, errors with `--strict`, and never
/// run by `generate`.
@Suite("routegen check: model checks")
struct RouteGenModelCheckCLITests {
    typealias Sandbox = RouteGenCLITests.Sandbox

    /// A spec whose `cover` is a trap.
    static let trapSpec = """
        name: Shelf
        root: authors
        screens:
          authors:
          books:
          cover:
        transitions:
          showBooks:
            from: authors
            push: books
          showCover:
            from: books
            replace: cover

        """

    static let trapWarning =
        "Specs/Shelf.routes.yaml:6:3: warning: screen 'cover' is a trap: from launch: authors → books → cover; "
        + "no move leaves cover"

    @Test("check warns and succeeds; --strict fails with the same warning")
    func strictFails() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.trapSpec, to: "Specs/Shelf.routes.yaml")
        let plain = try sandbox.run(["check", "Specs/Shelf.routes.yaml"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderrLines == [Self.trapWarning])
        let strict = try sandbox.run(["check", "Specs/Shelf.routes.yaml", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderrLines == [Self.trapWarning])
    }

    @Test("generate does not run the model checks")
    func generateSkipsModelChecks() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.trapSpec, to: "Specs/Shelf.routes.yaml")
        let run = try sandbox.run(["generate", "Specs/Shelf.routes.yaml", "-o", "Generated", "--quiet"])
        #expect(run.status == 0)
        #expect(!run.stderr.contains("trap"))
    }
}
