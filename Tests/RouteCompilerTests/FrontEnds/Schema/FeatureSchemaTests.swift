import Foundation
import Testing

@testable import RouteCompiler

/// The schema knows the feature keys: `feature`, `uses`, `bind` and the `exit` step.
@Suite("Route spec schema: features", .enabled(if: JSONSchemaValidator.isAvailable))
struct FeatureSchemaTests {
    @Test("The feature app's specs pass the schema")
    func featureAppSpecs() throws {
        let sources = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/FeatureApp/Sources")
        let specs = [
            "CheckoutFeature/Checkout.routes.yaml", "CatalogFeature/Catalog.routes.yaml",
            "FeatureApp/Shop.routes.yaml",
        ]
        let documents = try specs.map {
            String(decoding: try Data(contentsOf: sources.appendingPathComponent($0)), as: UTF8.self)
        }
        #expect(try JSONSchemaValidator.validate(documents) == [true, true, true])
    }

    @Test("A feature spec with a root or gates, or a misspelled feature key, fails the schema")
    func featureShapeErrors() throws {
        let documents = [
            "name: A\nfeature: { entries: [a] }\nroot: a\nscreens: { a: }\n",
            "name: A\nfeature: { entries: [a] }\ngates: { g: { flow: a } }\nscreens: { a: }\n",
            "name: A\nfeature: { entries: [a], exist: {} }\nscreens: { a: }\n",
            "name: A\nroot: a\nuses: [{ spec: B.routes.yaml }]\nscreens: { a: }\n",
        ]
        #expect(try JSONSchemaValidator.validate(documents) == [false, false, false, false])
    }
}
