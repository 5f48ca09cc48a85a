import Foundation
import Testing

@testable import RouteCompiler

/// Compares the generated Swift of the feature app's specs (Tests/Fixtures/FeatureApp: two feature
/// specs and the app spec that uses them) with its reference in `Golden/Expected/Features`. After an intended
/// change, re-record with `RECORD_GOLDEN=1 swift test --filter FeatureGoldenFileTests`.
@Suite("Golden files of features")
struct FeatureGoldenFileTests {
    static let sources = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/FeatureApp/Sources")
    static let specs = [
        "CheckoutFeature/Checkout.routes.yaml", "CatalogFeature/Catalog.routes.yaml", "FeatureApp/Shop.routes.yaml",
    ]

    /// The spec at `path` under the fixture's sources, compiled as the plugin compiles it.
    static func compile(_ path: String) throws -> CompilationResult {
        let url = sources.appendingPathComponent(path)
        return GeneratorPipeline.compile(
            SpecSource(path: url.path, bytes: Array(try Data(contentsOf: url))),
            options: GeneratorOptions(specFileName: url.lastPathComponent)
        )
    }

    @Test("Generated code matches its reference", arguments: specs)
    func matchesReference(path: String) throws {
        let result = try Self.compile(path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { $0.formatted(path: path) })")
        let output = try #require(result.output)
        let folder = RepositoryPaths.goldenExpected.appendingPathComponent("Features")
        let reference = folder.appendingPathComponent(output.name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(output.contents.utf8).write(to: reference)
            return
        }
        let expected = try String(contentsOf: reference, encoding: .utf8)
        #expect(
            output.contents == expected,
            """
            \(output.name) differs from its reference (RECORD_GOLDEN=1 re-records):
            \(TextDiff.describe(expected: expected, actual: output.contents))
            """
        )
    }

    @Test("A feature's code is public and imports RouteKit only; the app's imports its features")
    func imports() throws {
        let checkout = try #require(try Self.compile(Self.specs[0]).output).contents
        #expect(checkout.contains("public protocol CheckoutExits"))
        #expect(checkout.contains("public enum CheckoutRoute"))
        #expect(!checkout.contains("import CatalogFeature") && !checkout.contains("final class"))
        let app = try Self.compile(Self.specs[2])
        #expect(app.featureFiles.count == 2)
        let shop = try #require(app.output).contents
        #expect(shop.contains("import CheckoutFeature") && shop.contains("import CatalogFeature"))
        #expect(shop.contains("struct ShopCheckoutExits: CheckoutExits"))
    }

    @Test("A link into one feature builds its back stack through another")
    func linkBackStackAcrossFeatures() throws {
        let shop = try #require(try Self.compile(Self.specs[2]).output).contents
        #expect(shop.contains("/products/{productId:Int} catalogProduct main over:home,checkoutCart"))
    }
}
