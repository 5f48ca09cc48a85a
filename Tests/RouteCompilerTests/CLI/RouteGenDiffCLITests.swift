import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// `routegen diff`, run as a user or a CI job would, on files and on git revisions.
@Suite("routegen diff")
struct RouteGenDiffCLITests {
    typealias Sandbox = RouteGenCLITests.Sandbox

    static let app = """
        name: App
        root: home
        include: [Feature/Books.routes.yaml]
        screens:
          home: { path: /home }
        """

    static let books = """
        screens:
          books:
            params: { author: String }
            path: /books/{author}
        transitions:
          showBooks: { from: home, push: books }
        """

    /// Runs git in the sandbox with a fixed author; fails the test when git fails.
    static func git(_ arguments: [String], in sandbox: Sandbox) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=RouteGen", "-c", "user.email=routegen@example.com"] + arguments
        process.currentDirectoryURL = sandbox.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
    }

    /// A repository whose last commit holds `app` and `books`.
    static func repository() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(app, to: "App.routes.yaml")
        try sandbox.write(books, to: "Feature/Books.routes.yaml")
        try git(["init", "-q"], in: sandbox)
        try git(["add", "."], in: sandbox)
        try git(["commit", "-q", "-m", "Books"], in: sandbox)
        return sandbox
    }

    @Test("REV:PATH reads the spec and its includes at the revision; a break exits with 1")
    func revision() throws {
        let sandbox = try Self.repository()
        try sandbox.write(
            Self.books.replacingOccurrences(of: "author: String", with: "author: Int"),
            to: "Feature/Books.routes.yaml"
        )
        let run = try sandbox.run(["diff", "HEAD:App.routes.yaml", "App.routes.yaml"])
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                HEAD:App.routes.yaml → App.routes.yaml

                Saved states that no longer restore: 1
                  - books: param 'author' changed type from String to Int: states showing books (1 screen) \
                no longer restore

                Deep links that fail or open another screen: 1
                  - /books/{author} (books): {author} is now Int, not String: links with other values fail

                Generated API that breaks the app's code: 2
                  - books: param 'author' changed type from String to Int: AppRoute.books and makeBooks change
                  - move 'showBooks': argument 'author' changed type from String to Int

                Changed without breaking: none

                Only added: none

                4 changes break the app.

                """
        )
        // The revision's own copy of the included file is read, not the working tree's.
        let same = try sandbox.run(["diff", "HEAD:App.routes.yaml", "HEAD:App.routes.yaml"])
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix("Nothing breaks.\n"))
    }

    @Test("--format json reports the sections and whether something breaks; an addition exits with 0")
    func json() throws {
        let sandbox = try Self.repository()
        try sandbox.write(Self.app + "\n  about: {}\n", to: "App.routes.yaml")
        let run = try sandbox.run(["diff", "HEAD:App.routes.yaml", "App.routes.yaml", "--format", "json"])
        #expect(run.status == 0)
        let json = try #require(JSONValue.parse(Data(run.stdout.utf8))?.object)
        #expect(json["breaks"] == .bool(false))
        #expect(
            json["added"]
                == .array([.object(["subject": .string("about"), "message": .string("screen 'about' added")])])
        )
        #expect(json["savedStates"] == .array([]))
    }

    @Test("A version that cannot be read, or has errors, prints why and exits with 1")
    func unreadable() throws {
        let sandbox = try Self.repository()
        let missing = try sandbox.run(["diff", "HEAD:Nowhere.routes.yaml", "App.routes.yaml"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.hasPrefix("HEAD:Nowhere.routes.yaml: error: cannot read the spec: "),
            "\(missing.stderr)"
        )
        try sandbox.write("name: App\nroot: nowhere\nscreens: { home: {} }\n", to: "Broken.routes.yaml")
        try Self.git(["add", "Broken.routes.yaml"], in: sandbox)
        try Self.git(["commit", "-q", "-m", "Broken"], in: sandbox)
        let brokenAtRevision = try sandbox.run(["diff", "HEAD:Broken.routes.yaml", "App.routes.yaml"])
        #expect(brokenAtRevision.status == 1)
        #expect(brokenAtRevision.stderr.hasPrefix("HEAD:Broken.routes.yaml:2:7: error: "), "\(brokenAtRevision.stderr)")
        let broken = try sandbox.run(["diff", "App.routes.yaml", "Broken.routes.yaml"])
        #expect(broken.status == 1)
        #expect(broken.stdout == "")
        #expect(broken.stderr.hasPrefix("Broken.routes.yaml:2:7: error: "), "\(broken.stderr)")
    }
}
