import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// `routegen links --apple-app-site-association`: one component per link pattern, in the format
/// Apple documents, matching the URLs the app writes.
@Suite("apple-app-site-association")
struct AppSiteAssociationTests {
    /// The link patterns of a spec that has no errors.
    static func patterns(_ yaml: String) throws -> SpecLinkPatterns {
        var included: [String] = []
        let (patterns, diagnostics) = GeneratorPipeline.linkPatterns(
            of: SpecSource(Array(yaml.utf8)),
            includedFiles: &included
        )
        return try #require(patterns, "\(diagnostics)")
    }

    /// The link patterns of a spec file, with the files it includes.
    static func patterns(ofFile url: URL) throws -> SpecLinkPatterns {
        var included: [String] = []
        let source = SpecSource(path: url.path, bytes: Array(try Data(contentsOf: url)))
        let (patterns, diagnostics) = GeneratorPipeline.linkPatterns(of: source, includedFiles: &included)
        return try #require(patterns, "\(url.lastPathComponent): \(diagnostics)")
    }

    /// Every golden and sample spec.
    static let specFiles =
        RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs)
        + RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)

    static let studio = """
        name: Studio
        root: stages
        screens:
          stages: { path: / }
          stage:
            params: { number: Int, showNotes: { type: Bool, default: false }, note: String }
            path: /stages/{number}
        transitions:
          open: { from: stages, push: stage }
        """

    @Test("One component per pattern: params as ?*, the root as /, required query items in '?'")
    func studioFile() throws {
        let text = SpecLinkPatterns.appSiteAssociation(
            appIDs: ["ABCDE12345.com.example.studio"],
            specs: [try Self.patterns(Self.studio)]
        )
        #expect(
            text == """
                {
                  "applinks" : {
                    "details" : [
                      {
                        "appIDs" : [
                          "ABCDE12345.com.example.studio"
                        ],
                        "components" : [
                          {
                            "/" : "/",
                            "comment" : "stages (/)"
                          },
                          {
                            "/" : "/stages/?*",
                            "?" : {
                              "note" : "*"
                            },
                            "comment" : "stage (/stages/{number}); query: showNotes: Bool, note: String (required)"
                          }
                        ]
                      }
                    ]
                  }
                }

                """
        )
    }

    @Test("Every golden and sample spec's file follows Apple's format", arguments: specFiles)
    func format(spec: URL) throws {
        let text = SpecLinkPatterns.appSiteAssociation(
            appIDs: ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
            specs: [try Self.patterns(ofFile: spec)]
        )
        #expect(AppleAppSiteAssociationFormat.problems(in: Data(text.utf8)) == [])
    }

    @Test("Each pattern's sample URL matches its own component", arguments: specFiles)
    func samplesMatch(spec: URL) throws {
        let patterns = try Self.patterns(ofFile: spec)
        for (link, sample) in zip(patterns.patterns, patterns.sampleURLPaths) {
            let component = try #require(AppSiteAssociation.component(of: link).object)
            guard case .string(let pathPattern)? = component["/"] else {
                Issue.record("no path pattern for \(link.pattern.text)")
                continue
            }
            let path = String(sample.prefix { $0 != "?" })
            #expect(AppleAppSiteAssociationFormat.matches(path, pattern: pathPattern), "\(sample) vs \(pathPattern)")
            let queryNames = Set(
                sample.drop { $0 != "?" }.dropFirst().split(separator: "&").map { String($0.prefix { $0 != "=" }) }
            )
            for name in component["?"]?.object?.keys ?? [:].keys { #expect(queryNames.contains(name), "\(sample)") }
        }
    }

    @Test("The article shows the Library sample's file as the tool writes it")
    func article() throws {
        let library = RepositoryPaths.sampleSpecs.appendingPathComponent("Library.routes.yaml")
        let text = SpecLinkPatterns.appSiteAssociation(
            appIDs: ["ABCDE12345.com.example.library"],
            specs: [try Self.patterns(ofFile: library)]
        )
        let article = RepositoryPaths.root.appendingPathComponent(
            "Sources/RouteKit/RouteKit.docc/ServingUniversalLinks.md"
        )
        #expect(try String(contentsOf: article, encoding: .utf8).contains("```json\n" + text + "```\n"))
    }

    @Test("The check of the format finds what Apple's documentation does not allow")
    func formatCheckFindsProblems() {
        let bad = """
            {"applinks": {"details": [{"appIDs": ["com.example.app"], "components": [
              {"/": "books/*", "exclude": "yes", "paths": ["*"], "?": 3}]}], "extra": 1}}
            """
        #expect(
            AppleAppSiteAssociationFormat.problems(in: Data(bad.utf8)) == [
                "applinks has the unknown key 'extra'",
                "applinks.details[0]: 'com.example.app' is not <team ID>.<bundle ID>",
                "applinks.details[0].components[0] has the unknown key 'paths'",
                "applinks.details[0].components[0].exclude is not a Boolean",
                "applinks.details[0].components[0]: the path pattern 'books/*' does not start with '/' or '*'",
                "applinks.details[0].components[0].? is neither a pattern nor a dictionary of query item patterns",
            ]
        )
        #expect(AppleAppSiteAssociationFormat.problems(in: Data("[]".utf8)) == ["the file is not a JSON object"])
    }

    @Test("Apple's patterns: * matches any characters, ? exactly one")
    func patternMatching() {
        #expect(AppleAppSiteAssociationFormat.matches("/books/12", pattern: "/books/?*"))
        #expect(!AppleAppSiteAssociationFormat.matches("/books/", pattern: "/books/?*"))
        #expect(AppleAppSiteAssociationFormat.matches("/", pattern: "/"))
        #expect(AppleAppSiteAssociationFormat.matches("/a/b", pattern: "*"))
        #expect(!AppleAppSiteAssociationFormat.matches("/Books/1", pattern: "/books/?*"))
    }

    @Test("An app ID is a ten-character team ID, a dot and a bundle ID")
    func appIDs() {
        #expect(SpecLinkPatterns.problem(withAppID: "ABCDE12345.com.example.app") == nil)
        #expect(
            SpecLinkPatterns.problem(withAppID: "com.example.app")
                == "'com' is not a team ID (ten upper-case letters and digits); "
                + "write it as <team ID>.<bundle ID>, such as ABCDE12345.com.example.app"
        )
        #expect(SpecLinkPatterns.problem(withAppID: "ABCDE12345") != nil)
        #expect(SpecLinkPatterns.problem(withAppID: "ABCDE12345.com/example") != nil)
        #expect(SpecLinkPatterns.problem(withAppID: "abcde12345.com.example") != nil)
    }
}
