import Foundation
import RouteKit
import Testing

/// The corpus of `routegen links --urls`: every sample URL opens its screen, as a universal link
/// (`https://example.com/…`) and as a custom-scheme link, and the route it opens writes the same
/// URL back.
@MainActor
@Suite("Link corpus")
struct LinkCorpusTests {
    /// The path that the route each sample opens writes back, by sample, for both kinds of URL.
    func writtenBack<Route>(
        _ samples: [String],
        router: DeepLinkRouter<Route>,
        path: (Route) -> String?
    ) throws -> [String: String] {
        var written: [String: String] = [:]
        for sample in samples {
            let universal = try #require(URL(string: "https://example.com" + sample))
            let custom = try #require(URL(string: "corpus:/" + sample))
            let route = try #require(try router.destination(for: universal).route, "\(sample)")
            #expect(try router.destination(for: custom).route == route, "\(sample)")
            written[sample] = path(route)
        }
        return written
    }

    @Test("Each sample URL of a spec without alias patterns comes back unchanged")
    func identity() throws {
        let written = [
            try writtenBack(LinkCorpus.library, router: LibraryRoute.deepLinks, path: \.deepLinkPath),
            try writtenBack(LinkCorpus.studio, router: StudioRoute.deepLinks, path: \.deepLinkPath),
            try writtenBack(LinkCorpus.birds, router: BirdsRoute.deepLinks, path: \.deepLinkPath),
            try writtenBack(LinkCorpus.kiosk, router: KioskRoute.deepLinks, path: \.deepLinkPath),
        ]
        for (sample, path) in written.joined() { #expect(path == sample) }
    }

    @Test("A sample of an alias pattern comes back as its screen's first pattern, itself a sample")
    func aliases() throws {
        let written = try writtenBack(LinkCorpus.conference, router: ConferenceRoute.deepLinks, path: \.deepLinkPath)
        #expect(written["/s/sample?source=sample"] == "/sessions/sample?source=sample")
        for (sample, path) in written where sample != "/s/sample?source=sample" { #expect(path == sample) }
    }
}
