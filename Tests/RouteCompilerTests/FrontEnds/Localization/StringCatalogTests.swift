import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// `routegen strings`: the String Catalog of a spec's titles, checked against the format Xcode reads.
@Suite("String Catalog")
struct StringCatalogTests {
    static let spec = """
        name: Shop
        localization: { table: Navigation }
        include: [Orders.routes.yaml]
        root:
          tabs:
            - { id: shop, title: Shop, screen: home }
        screens:
          home: { title: Shop }
          cart: {}
        transitions:
          showCart: { from: home, push: cart }
        """
    static let orders = """
        screens:
          order:
            title: "Order {id}: 100% {{paid}}"
            params: { id: Int }
        transitions:
          showOrder: { from: cart, push: order }
        """

    static func catalog(spec: String = spec, existing: String? = nil) throws -> String {
        let files = ["Shop.routes.yaml": spec, "Orders.routes.yaml": orders]
        let (file, diagnostics) = StringCatalog.catalog(
            of: SpecSource(path: "Shop.routes.yaml", bytes: Array(spec.utf8), reader: .inMemory(files)),
            existing: existing.map { Data($0.utf8) }
        )
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        let catalog = try file.get()
        #expect(catalog.name == "Navigation.xcstrings")
        return catalog.contents
    }

    /// Checks the catalog against the String Catalog format: the keys Xcode writes and reads, of the
    /// kinds it expects; returns the entries.
    static func validate(_ text: String) throws -> [String: [String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["sourceLanguage", "strings", "version"])
        #expect(root["sourceLanguage"] as? String == "en")
        #expect(root["version"] as? String == "1.0")
        let strings = try #require(root["strings"] as? [String: [String: Any]])
        for (key, entry) in strings {
            #expect(
                Set(entry.keys).isSubset(of: ["comment", "extractionState", "localizations", "shouldTranslate"]),
                "\(key)"
            )
            #expect(entry["comment"] == nil || entry["comment"] is String)
            if let state = entry["extractionState"] {
                #expect(["manual", "stale", "extracted_with_value", "migrated"].contains(state as? String), "\(key)")
            }
            let localizations = try #require(entry["localizations"] as? [String: [String: Any]])
            for (_, localization) in localizations {
                let unit = try #require(localization["stringUnit"] as? [String: String])
                #expect(Set(unit.keys) == ["state", "value"])
                #expect(["translated", "needs_review", "new", "stale"].contains(unit["state"]!))
            }
        }
        return strings
    }

    @Test("Every title of the spec and its includes is one entry, keyed as generated code looks it up")
    func entries() throws {
        let text = try Self.catalog()
        let strings = try Self.validate(text)
        #expect(Set(strings.keys) == ["Shop", "Cart", "Order %@: 100%% {paid}"])
        #expect(strings["Shop"]?["comment"] as? String == "Title of tab 'shop', screen 'home'")
        #expect(strings["Cart"]?["comment"] as? String == "Title of screen 'cart'")
        let english = (strings["Order %@: 100%% {paid}"]?["localizations"] as? [String: [String: [String: String]]])?[
            "en"
        ]
        #expect(english?["stringUnit"]?["value"] == "Order %@: 100%% {paid}")
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Cart\" : {\n"))
        #expect(try Self.catalog() == text, "the same spec writes the same catalog")
    }

    @Test("Merging keeps translations, marks unused keys stale and revives keys used again")
    func merging() throws {
        let french = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Cart" : {
                  "extractionState" : "stale",
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Panier" } } }
                },
                "Checkout" : {
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Paiement" } } }
                }
              },
              "version" : "1.0"
            }
            """
        let strings = try Self.validate(try Self.catalog(existing: french))
        let cart = try #require(strings["Cart"])
        #expect(cart["extractionState"] as? String == "manual")
        let cartLocalizations = try #require(cart["localizations"] as? [String: [String: [String: String]]])
        #expect(cartLocalizations["fr"]?["stringUnit"]?["value"] == "Panier")
        #expect(cartLocalizations["en"]?["stringUnit"]?["value"] == "Cart")
        let checkout = try #require(strings["Checkout"])
        #expect(checkout["extractionState"] as? String == "stale")
        #expect(
            (checkout["localizations"] as? [String: [String: [String: String]]])?["fr"]?["stringUnit"]?["value"]
                == "Paiement"
        )
    }

    @Test("A catalog that is not JSON is not overwritten")
    func unreadableCatalog() throws {
        let files = ["Shop.routes.yaml": Self.spec, "Orders.routes.yaml": Self.orders]
        let (file, _) = StringCatalog.catalog(
            of: SpecSource(path: "Shop.routes.yaml", bytes: Array(Self.spec.utf8), reader: .inMemory(files)),
            existing: Data("not json".utf8)
        )
        #expect(throws: StringCatalog.Failure.self) { try file.get() }
    }
}
