import Testing

@testable import RouteCompiler

@Suite("YAMLLoader: anchors and aliases")
struct YAMLAliasTests {
    @Test("an alias is a copy of its anchored node, keeping the anchored node's positions")
    func aliasCopiesNode() throws {
        let yaml = """
            base: &style {color: red, size: 2}
            title: &t Books
            a: *style
            b: [*t, *style]
            """
        let (root, diagnostics) = loadYAML(yaml)
        #expect(diagnostics.isEmpty)
        let base = try #require(root?[testKey: "base"])
        #expect(root?[testKey: "a"] == base)
        #expect(root?[testKey: "a"]?.location == at(1, 7))
        #expect(root?[testKey: "b"]?[testItem: 0]?.scalar?.text == "Books")
        #expect(root?[testKey: "b"]?[testItem: 0]?.location == at(2, 8))
        #expect(root?[testKey: "b"]?[testItem: 1] == base)
    }

    @Test("an alias can be a key, and then takes part in duplicate detection")
    func aliasAsKey() throws {
        let (root, diagnostics) = loadYAML("title: a\nkey: &k title\n*k : b\n")
        #expect(diagnostics.map(\.message) == ["duplicate key 'title'; remove or rename one of the two entries"])
        #expect(diagnostics.first?.location == at(3, 1))
        #expect(diagnostics.first?.note?.location == at(1, 1))
        #expect(root?.mapping?.count == 2)
    }

    @Test("a key that an alias writes is first defined where the alias is, in small and large mappings")
    func aliasAsFirstKey() throws {
        for extraKeys in [0, 20] {
            let extra = (0..<extraKeys).map { "  key\($0): \($0)\n" }.joined()
            let (root, diagnostics) = loadYAML("base: &k title\nm:\n  *k : a\n\(extra)  title: b\n")
            #expect(diagnostics.map(\.message) == ["duplicate key 'title'; remove or rename one of the two entries"])
            #expect(diagnostics.first?.location == at(4 + extraKeys, 3))
            #expect(diagnostics.first?.note?.location == at(3, 3))
            #expect(root?[testKey: "m"]?.mapping?.count == 1 + extraKeys)
        }
    }

    @Test("a redefined anchor refers to its latest node")
    func redefinedAnchor() throws {
        let (root, diagnostics) = loadYAML("a: &x 1\nb: &x 2\nc: *x\n")
        #expect(diagnostics.isEmpty)
        #expect(root?[testKey: "c"]?.testValue == .int(2))
    }

    @Test("an undefined alias is an error at the alias, with a suggestion for a close name")
    func unknownAnchor() throws {
        let (root, diagnostics) = loadYAML("a: &header Books\nb: *heder\nc: *zzz\n")
        #expect(
            diagnostics == [
                .error(
                    "unknown anchor 'heder'; define it with '&heder' on a node before this alias",
                    at: at(2, 4),
                    fixIt: .didYouMean("*header")
                ),
                .error("unknown anchor 'zzz'; define it with '&zzz' on a node before this alias", at: at(3, 4)),
            ]
        )
        // Loading went on: the alias reads as null.
        #expect(root?[testKey: "b"]?.testValue == YAMLValue.null)
        #expect(root?[testKey: "c"]?.location == at(3, 4))
    }

    @Test("an alias used before its anchor is unknown")
    func aliasBeforeAnchor() {
        let (_, diagnostics) = loadYAML("a: *x\nb: &x 1\n")
        #expect(diagnostics.map(\.message) == ["unknown anchor 'x'; define it with '&x' on a node before this alias"])
    }

    @Test(
        "an alias inside the collection it names is a recursive alias error",
        arguments: [
            ("a: &a [*a]\n", at(1, 8)),
            ("a: &a\n  b: [1, {c: *a}]\n", at(2, 14)),
        ]
    )
    func recursiveAlias(text: String, location: RouteCompiler.SourceLocation) {
        let (_, diagnostics) = loadYAML(text)
        #expect(
            diagnostics == [
                .error(
                    "recursive alias '*a': it is inside the node anchored as '&a'; "
                        + "YAML specs cannot contain themselves",
                    at: location
                )
            ]
        )
    }

    @Test("a billion laughs alias bomb fails fast at the alias that crosses the node limit")
    func billionLaughs() throws {
        var yaml = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let aliases = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
            yaml += "\(name): &\(name) [\(aliases)]\n"
        }
        let result = loadYAML(yaml)
        #expect(result.node == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(
            diagnostic.message
                == "aliases expand this spec beyond 1000000 nodes; a route "
                + "spec never needs this many — is this an alias bomb?"
        )
        // Level n holds 10 aliases of about 1.1 × 10^(n-1) nodes each: level "f" (line 6) crosses 1,000,000.
        #expect(diagnostic.location.line == 6)
    }

    @Test("aliases count at full size against a small node limit")
    func aliasesCountAtFullSize() {
        let yaml = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
        // Nodes: root 1, 'a' + list 1 + 1 + 3, 'b' + list 1 + 1, two aliases of 4 each: 16.
        #expect(loadYAML(yaml, limits: YAMLLimits(maxNodes: 16)).diagnostics.isEmpty)
        let (node, diagnostics) = loadYAML(yaml, limits: YAMLLimits(maxNodes: 15))
        #expect(node == nil)
        #expect(diagnostics.map(\.location) == [at(2, 9)])
    }
}
