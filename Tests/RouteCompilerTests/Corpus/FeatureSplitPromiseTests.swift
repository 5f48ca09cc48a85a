import Foundation
import Testing

@testable import RouteCompiler

/// The navigation promise across features, on a deterministic split: the feature app's three specs
/// (Tests/Fixtures/FeatureApp) against the one spec they split, with the exits' bindings written as
/// its transitions' steps. The app's model with its features merged must plan every link as the one
/// spec does, reach every screen, and open each link in a state the moves reach
/// (``SpecNavigationModel``, independent of the compiler's planner).
@Suite("Corpus: the promise holds across a split into features")
struct FeatureSplitPromiseTests {
    /// The spec that the feature app splits into Shop, Checkout and Catalog.
    static let unsplit = """
        name: Shop
        root: home
        screens:
          home:
          cart: { path: /cart }
          cartItem: { params: { itemId: Int }, title: "Item {itemId}" }
          product: { params: { productId: Int }, title: "Product {productId}", path: "/products/{productId}" }
        transitions:
          openCart: { from: home, push: cart }
          openItem: { from: cart, push: cartItem }
          openProduct: { from: [cart, cartItem], push: product }
          addToCart: { from: product, push: cart }
        """

    /// Each screen of the unsplit spec by its name in the app.
    static let renamed = [
        "home": "home", "cart": "Checkout.cart", "cartItem": "Checkout.cartItem", "product": "Catalog.product",
    ]

    /// The app spec with its features merged, as `routegen check` reads it.
    static func app() throws -> (spec: RouteSpec, diagnostics: [Diagnostic]) {
        let url = RepositoryPaths.root.appendingPathComponent(
            "Tests/Fixtures/FeatureApp/Sources/FeatureApp/Shop.routes.yaml"
        )
        var diagnostics = DiagnosticCollector()
        let spec = try #require(
            GeneratorPipeline.parseAndValidate(
                SpecSource(path: url.path, bytes: Array(try Data(contentsOf: url))),
                diagnostics: &diagnostics
            )
        )
        return (spec, diagnostics.sorted)
    }

    @Test("The app plans every link as the unsplit spec does, and reaches every screen")
    func samePlans() throws {
        let (app, diagnostics) = try Self.app()
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0.formatted(path: "Shop.routes.yaml") })")
        var unsplitDiagnostics = DiagnosticCollector()
        let unsplit = try #require(
            GeneratorPipeline.parseAndValidate(Array(Self.unsplit.utf8), diagnostics: &unsplitDiagnostics)
        )
        #expect(!unsplitDiagnostics.hasErrors)
        #expect(app.screens.count == unsplit.screens.count)
        for (screen, plan) in unsplit.plannedDeepLinks {
            let name = try #require(Self.renamed[screen.name.value])
            guard case .success(let appPlan)? = app.deepLinkPlan(forScreen: name) else {
                Issue.record("the app does not plan the link of \(name)")
                continue
            }
            #expect(appPlan.stack == plan.stack.map { Self.renamed[$0] ?? $0 }, "\(name)")
            #expect(appPlan.presented?.screen == plan.presented.map { Self.renamed[$0.screen] ?? $0.screen }, "\(name)")
        }
        for screen in app.screens {
            #expect(app.reachability.contains(screen.name.value), "\(screen.name.value) is not reached")
        }
    }

    @Test("Every link of the app opens a state that the moves across features reach")
    func linkStatesAcrossFeatures() throws {
        let model = SpecNavigationModel(spec: try Self.app().spec)
        #expect(model.linkedScreens.count == 2)
        for (screen, _) in model.linkedScreens {
            #expect(model.checkLinkState(forScreen: screen.name.value) == .fits, "\(screen.name.value)")
        }
    }
}
