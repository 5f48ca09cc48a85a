import Foundation
import Testing

@testable import RouteCompiler

/// The commands with a spec split over files, and `routegen strings`.
@Suite("routegen with included files and strings")
struct RouteGenIncludeCLITests {
    typealias Sandbox = RouteGenCLITests.Sandbox

    /// Routes/Shop.routes.yaml includes Routes/Shop/Orders.routes.yaml, which includes Catalog/Products.routes.yaml.
    static func shop(
        in sandbox: Sandbox,
        products: String =
            "screens: { product: { title: \"Product {sku}\", params: { sku: String }, path: \"/products/{sku}\" } }\n"
    ) throws {
        try sandbox.write(
            "name: Shop\nlocalization: { table: Navigation }\ninclude: [Shop/Orders.routes.yaml]\nroot: "
                + "home\nscreens: { home: { title: Shop } }\ntransitions: "
                + "{ showOrders: { from: home, push: orders } }\n",
            to: "Routes/Shop.routes.yaml"
        )
        try sandbox.write(
            "include: [Catalog/Products.routes.yaml]\nscreens: { orders: { title: "
                + "Orders } }\ntransitions: { showProduct: { from: orders, push: product } }\n",
            to: "Routes/Shop/Orders.routes.yaml"
        )
        try sandbox.write(products, to: "Routes/Shop/Catalog/Products.routes.yaml")
    }

    @Test("check, links and graph read every file; generate writes one file for the spec")
    func commandsReadIncludes() throws {
        let sandbox = try Sandbox()
        try Self.shop(in: sandbox)
        #expect(try sandbox.run(["check", "Routes/Shop.routes.yaml"]).stderr == "")
        let links = try sandbox.run(["links", "Routes/Shop.routes.yaml"])
        #expect(links.status == 0)
        #expect(links.stdout.contains("/products/{sku}  product"))
        let graph = try sandbox.run(["graph", "Routes/Shop.routes.yaml"])
        #expect(graph.stdout.contains("s_product"))
        let generate = try sandbox.run([
            "generate", "Routes/Shop.routes.yaml", "Routes/Shop/Orders.routes.yaml", "-o", "Out", "--quiet",
        ])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(sandbox.files(in: "Out") == ["ShopRoutes.swift"])
    }

    @Test("links lists an included file's links with the spec that includes it, not on its own")
    func linksOfIncludedFile() throws {
        let sandbox = try Sandbox()
        try Self.shop(in: sandbox)
        let run = try sandbox.run([
            "links", "Routes/Shop/Catalog/Products.routes.yaml", "Routes/Shop.routes.yaml",
            "Routes/./Shop/Orders.routes.yaml",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(2)) == [
                "Routes/Shop/Catalog/Products.routes.yaml: included by "
                    + "Routes/Shop.routes.yaml; its links are listed there",
                "",
            ]
        )
        #expect(lines.contains("Routes/Shop.routes.yaml"))
        #expect(run.stdout.contains("/products/{sku}  product"))
        #expect(
            lines.contains(
                "Routes/./Shop/Orders.routes.yaml: included by Routes/Shop.routes.yaml; its links are listed there"
            )
        )
    }

    @Test("a mistake in the innermost file is printed with that file's path")
    func diagnosticsInIncludedFile() throws {
        let sandbox = try Sandbox()
        try Self.shop(in: sandbox, products: "screens: { product: { titel: Product } }\n")
        let run = try sandbox.run(["check", "Routes/Shop.routes.yaml"])
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                Routes/Shop/Catalog/Products.routes.yaml:1:23: error: unknown key 'titel' in screen 'product'
                Routes/Shop/Catalog/Products.routes.yaml:1:23: note: did you mean 'title'?

                """
        )
    }

    @Test("a file name with a line break is printed escaped: each diagnostic, and each line of output, is one line")
    func fileNameWithLineBreak() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "name: Odd\ninclude: [\"odd\\nname.routes.yaml\"]\nroot: home\nscreens: { "
                + "home: { title: Home } }\ntransitions: { open: { from: home, push: other } }\n",
            to: "Odd.routes.yaml"
        )
        try sandbox.write("screens: { other: { titel: Other } }\n", to: "odd\nname.routes.yaml")
        let check = try sandbox.run(["check", "Odd.routes.yaml"])
        #expect(check.status == 1)
        #expect(
            check.stderrLines == [
                "odd\\nname.routes.yaml:1:21: error: unknown key 'titel' in screen 'other'",
                "odd\\nname.routes.yaml:1:21: note: did you mean 'title'?",
            ]
        )
        // The included file named on the command line: `links` names it and the spec that includes it.
        try sandbox.write("screens: { other: { title: Other } }\n", to: "odd\nname.routes.yaml")
        let links = try sandbox.run(["links", "odd\nname.routes.yaml", "Odd.routes.yaml"])
        #expect(links.status == 0, "\(links.stderr)")
        #expect(
            links.stdout.hasPrefix(
                "odd\\nname.routes.yaml: included by Odd.routes.yaml; its "
                    + "links are listed there\n\nOdd.routes.yaml: no deep links\n"
            ),
            "\(links.stdout)"
        )
        // A spec file that cannot be read, and one whose generated file is a comment naming it.
        let missing = try sandbox.run(["check", "gone\n.routes.yaml"])
        #expect(missing.stderrLines == ["gone\\n.routes.yaml: error: cannot read the spec: no such file"])
        let generate = try sandbox.run([
            "generate", "Odd.routes.yaml", "odd\nname.routes.yaml", "--naming", "spec-file", "-o", "Out",
        ])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stdout.contains("wrote Out/odd\\nname.routes.generated.swift\n"), "\(generate.stdout)")
        let comment = try sandbox.text("Out/odd\nname.routes.generated.swift")
        #expect(
            comment.hasPrefix("// Generated by RouteGen from odd\\nname.routes.yaml. Do not edit.\n//"),
            "\(comment)"
        )
    }

    @Test("strings writes <table>.xcstrings, keeps translations on a second run, and leaves it unchanged")
    func strings() throws {
        let sandbox = try Sandbox()
        try Self.shop(in: sandbox)
        let first = try sandbox.run(["strings", "Routes/Shop.routes.yaml", "--output", "Strings"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "wrote Strings/Navigation.xcstrings\n")
        let catalog = try sandbox.text("Strings/Navigation.xcstrings")
        #expect(catalog.contains("\"Product %@\" : {"))
        #expect(catalog.contains("\"comment\" : \"Title of screen 'orders'\""))
        let translated = catalog.replacingOccurrences(
            of:
                "\"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n "
                + "           \"state\" : \"translated\",\n            \"value\" : \"Orders\"",
            with:
                "\"localizations\" : {\n        \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", "
                + "\"value\" : \"Commandes\" } },\n        \"en\" : {\n          \"stringUnit\" : "
                + "{\n            \"state\" : \"translated\",\n            \"value\" : \"Orders\""
        )
        #expect(translated != catalog)
        try sandbox.write(translated, to: "Strings/Navigation.xcstrings")
        let second = try sandbox.run(["strings", "Routes/Shop.routes.yaml", "--output", "Strings"])
        #expect(second.status == 0)
        let merged = try sandbox.text("Strings/Navigation.xcstrings")
        #expect(merged.contains("\"value\" : \"Commandes\""))
        let third = try sandbox.run(["strings", "Routes/Shop.routes.yaml", "--output", "Strings"])
        #expect(third.stdout == "unchanged Strings/Navigation.xcstrings\n")
    }
}
