import Foundation
import Testing

@testable import RouteCompiler

/// `routegen links --apple-app-site-association` and `--urls`, run as a user would.
@Suite("routegen links: association file and sample URLs")
struct RouteGenLinksCLITests {
    typealias Sandbox = RouteGenCLITests.Sandbox

    static let library = """
        name: Library
        root: authors
        screens:
          authors: { path: /authors }
          books:
            params: { author: String, page: { type: Int, default: 1 } }
            path: /authors/{author}
        transitions:
          showBooks: { from: authors, push: books }
        """

    @Test("--apple-app-site-association prints the applinks JSON for every --app-id")
    func association() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.library, to: "Library.routes.yaml")
        let run = try sandbox.run([
            "links", "Library.routes.yaml", "--apple-app-site-association",
            "--app-id", "ABCDE12345.com.example.library", "--app-id", "ABCDE12345.com.example.library.beta",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(AppleAppSiteAssociationFormat.problems(in: Data(run.stdout.utf8)) == [])
        #expect(run.stdout.contains(#""/" : "/authors/?*""#))
        #expect(run.stdout.contains(#""comment" : "books (/authors/{author}); query: page: Int""#))
        #expect(run.stdout.contains(#""ABCDE12345.com.example.library.beta""#))
    }

    @Test("--urls prints one sample URL per pattern, after --base-url")
    func urls() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.library, to: "Library.routes.yaml")
        let run = try sandbox.run(["links", "Library.routes.yaml", "--urls", "--base-url", "https://example.com/"])
        #expect(run.status == 0)
        #expect(run.stdout == "https://example.com/authors\nhttps://example.com/authors/sample?page=42\n")
        let custom = try sandbox.run(["links", "Library.routes.yaml", "--urls", "--base-url", "library:/"])
        #expect(custom.stdout == "library://authors\nlibrary://authors/sample?page=42\n")
    }

    @Test(
        "Arguments that cannot make a file are refused with status 64",
        arguments: [
            (["--apple-app-site-association"], "needs the apps that open the links"),
            (["--apple-app-site-association", "--app-id", "com.example.app"], "is not a team ID"),
            (["--app-id", "ABCDE12345.com.example.app"], "add that flag"),
            (["--urls", "--apple-app-site-association", "--app-id", "ABCDE12345.a"], "pick one"),
            (["--base-url", "https://example.com"], "--base-url goes with --urls"),
        ]
    )
    func badArguments(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.library, to: "Library.routes.yaml")
        let run = try sandbox.run(["links", "Library.routes.yaml"] + arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("A spec with an error prints its diagnostics at file:line:column and no file")
    func invalidSpec() throws {
        let sandbox = try Sandbox()
        try sandbox.write("name: Broken\nroot: home\nscreens:\n  home: { path: books }\n", to: "Broken.routes.yaml")
        let run = try sandbox.run([
            "links", "Broken.routes.yaml", "--apple-app-site-association", "--app-id", "ABCDE12345.com.example.app",
        ])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix("Broken.routes.yaml:4:17: error: invalid path 'books': a path starts with '/'"),
            "\(run.stderr)"
        )
    }

    @Test("A spec without deep links is warned about, and the file has no components")
    func noLinks() throws {
        let sandbox = try Sandbox()
        try sandbox.write(RouteGenCLITests.spec(named: "Plain"), to: "Plain.routes.yaml")
        let run = try sandbox.run([
            "links", "Plain.routes.yaml", "--apple-app-site-association", "--app-id", "ABCDE12345.com.example.app",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "Plain.routes.yaml: warning: the spec has no deep links\n")
        #expect(run.stdout.contains(#""components" : []"#))
    }
}
