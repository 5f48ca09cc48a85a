import Testing

@testable import RouteCompiler

@Suite("YAMLLoader: tree and positions")
struct YAMLLoaderTests {
    @Test("block nodes keep their 1-based line and column")
    func blockPositions() throws {
        let (root, diagnostics) = loadYAML("screens:\n  books:\n    title: x\n")
        #expect(diagnostics.isEmpty)
        let spec = try #require(root)
        #expect(spec.location == at(1, 1))
        let screens = try #require(spec[testKey: "screens"])
        #expect(screens.location == at(2, 3))
        let books = try #require(screens[testKey: "books"])
        #expect(books.location == at(3, 5))
        let title = try #require(books[testKey: "title"])
        #expect(title.location == at(3, 12))
        #expect(title.scalar == YAMLScalar(text: "x", style: .plain, value: .string("x")))
        let titleKey = try #require(books.mapping?.first?.key)
        #expect(titleKey.location == at(3, 5))
    }

    @Test("flow collections and their items keep their positions")
    func flowPositions() throws {
        let (root, diagnostics) = loadYAML("tabs: [home, {name: search, icon: glass}]\n")
        #expect(diagnostics.isEmpty)
        let tabs = try #require(root?[testKey: "tabs"])
        #expect(tabs.location == at(1, 7))
        #expect(tabs[testItem: 0]?.location == at(1, 8))
        let search = try #require(tabs[testItem: 1])
        #expect(search.location == at(1, 14))
        #expect(search[testKey: "name"]?.location == at(1, 21))
        #expect(search[testKey: "icon"]?.location == at(1, 35))
    }

    @Test("block sequences, including indentless ones, start at their dash")
    func sequencePositions() throws {
        let (root, diagnostics) = loadYAML("a:\n- x\n- y\nb:\n  - z\n")
        #expect(diagnostics.isEmpty)
        let a = try #require(root?[testKey: "a"])
        #expect(a.location == at(2, 1))
        #expect(a[testItem: 1]?.location == at(3, 3))
        #expect(root?[testKey: "b"]?.location == at(5, 3))
        #expect(root?[testKey: "b"]?[testItem: 0]?.location == at(5, 5))
    }

    @Test("columns count characters, not bytes, after multi-byte text")
    func positionsAfterMultiByteCharacters() throws {
        let (root, diagnostics) = loadYAML("título: ñandú 🦤\nb: [é, x]\n")
        #expect(diagnostics.isEmpty)
        #expect(root?[testKey: "título"]?.location == at(1, 9))
        #expect(root?[testKey: "título"]?.scalar?.text == "ñandú 🦤")
        let b = try #require(root?[testKey: "b"])
        #expect(b[testItem: 1]?.location == at(2, 8))
    }

    @Test("a node with an anchor or a tag starts at the anchor or tag")
    func positionsIncludeProperties() throws {
        let (root, diagnostics) = loadYAML("a: &x [1]\nb: !!str 2\n")
        #expect(diagnostics.isEmpty)
        #expect(root?[testKey: "a"]?.location == at(1, 4))
        #expect(root?[testKey: "b"]?.location == at(2, 4))
    }

    @Test("scalar styles are kept, with YAML's unescaping and folding applied")
    func scalarStyles() throws {
        let yaml = """
            plain: text
            single: 'it''s'
            double: "tab\\tend"
            literal: |
              line 1
              line 2
            folded: >
              word
              wrap
            """
        let (root, diagnostics) = loadYAML(yaml)
        #expect(diagnostics.isEmpty)
        let spec = try #require(root)
        #expect(spec[testKey: "plain"]?.scalar?.style == .plain)
        #expect(
            spec[testKey: "single"]?.scalar == YAMLScalar(text: "it's", style: .singleQuoted, value: .string("it's"))
        )
        #expect(spec[testKey: "double"]?.scalar?.text == "tab\tend")
        #expect(spec[testKey: "double"]?.scalar?.style == .doubleQuoted)
        #expect(
            spec[testKey: "literal"]?.scalar
                == YAMLScalar(text: "line 1\nline 2\n", style: .literal, value: .string("line 1\nline 2\n"))
        )
        #expect(
            spec[testKey: "folded"]?.scalar
                == YAMLScalar(text: "word wrap", style: .folded, value: .string("word wrap"))
        )
    }

    @Test("mapping entries keep document order")
    func entryOrder() throws {
        let (root, _) = loadYAML("z: 1\na: 2\nm: 3\n")
        #expect(root?.mapping?.map { $0.key.scalar?.text } == ["z", "a", "m"])
    }

    @Test("any scalar can be a key; '<<' is an ordinary key")
    func scalarKeys() throws {
        let (root, diagnostics) = loadYAML("1: one\n\"quoted\": q\n<<: merge\n")
        #expect(diagnostics.isEmpty)
        #expect(root?.mapping?.first?.key.testValue == .int(1))
        #expect(root?[testKey: "quoted"]?.testValue == .string("q"))
        #expect(root?[testKey: "<<"]?.testValue == .string("merge"))
    }
}

@Suite("YAMLLoader: documents")
struct YAMLDocumentTests {
    @Test(
        "an empty spec is an error at 1:1",
        arguments: ["", "\n\n", "# only a comment\n# and another\n", "---\n", "---\n...\n", "\u{FEFF}"]
    )
    func emptySpec(text: String) {
        let (root, diagnostics) = loadYAML(text)
        #expect(root == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == at(1, 1))
        #expect(diagnostics.first?.message.hasPrefix("the spec is empty;") == true)
        #expect(diagnostics.first?.message.contains("'name', 'root' and 'screens'") == true)
    }

    @Test(
        "a root that is not a mapping is an error at the root",
        arguments: [
            ("- a\n- b\n", "a list", at(1, 1)),
            ("# spec\n\n  just text\n", "a string", at(3, 3)),
            ("42\n", "an integer", at(1, 1)),
            ("~\n", "null", at(1, 1)),
        ]
    )
    func nonMappingRoot(text: String, kind: String, location: RouteCompiler.SourceLocation) {
        let (root, diagnostics) = loadYAML(text)
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error(
                    "a route spec must be a mapping with the keys 'name', 'root' and 'screens'; found \(kind)",
                    at: location
                )
            ]
        )
    }

    @Test("a second document is an error at its start, and the first is kept")
    func secondDocument() throws {
        let (root, diagnostics) = loadYAML("name: a\n---\nname: b\n: [unclosed\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == at(2, 1))
        #expect(diagnostics.first?.message.hasPrefix("a spec file holds one YAML document; found a second one") == true)
        #expect(root?[testKey: "name"]?.testValue == .string("a"))
    }

    @Test("an explicit document start and end around one document are fine")
    func explicitMarkers() throws {
        let (root, diagnostics) = loadYAML("%YAML 1.2\n---\nname: a\n...\n# trailing comment\n")
        #expect(diagnostics.isEmpty)
        #expect(root?[testKey: "name"]?.location == at(3, 7))
    }
}

@Suite("YAMLLoader: mapping keys")
struct YAMLMappingKeyTests {
    @Test("a duplicate key is an error at the duplicate, with a note at the first")
    func duplicateKey() throws {
        let (root, diagnostics) = loadYAML("title: a\nicon: b\ntitle: c\n")
        #expect(
            diagnostics == [
                .error(
                    "duplicate key 'title'; remove or rename one of the two entries",
                    at: at(3, 1),
                    note: Diagnostic.Note("'title' is first defined here", at: at(1, 1))
                )
            ]
        )
        // The tree is still produced, keeping the first entry.
        #expect(root?.mapping?.count == 2)
        #expect(root?[testKey: "title"]?.testValue == .string("a"))
    }

    @Test("every duplicate in a file is reported, in nested and flow mappings too")
    func allDuplicatesReported() throws {
        let yaml = """
            screens:
              home: {title: Home, title: Start}
              home: x
              books:
                a: 1
                "a": 2
                'a': 3
            screens: again
            """
        let (root, diagnostics) = loadYAML(yaml)
        #expect(root != nil)
        #expect(diagnostics.map(\.location) == [at(2, 23), at(3, 3), at(6, 5), at(7, 5), at(8, 1)])
        #expect(diagnostics.map(\.note?.location) == [at(2, 10), at(2, 3), at(5, 5), at(5, 5), at(1, 1)])
        #expect(
            diagnostics.map(\.note?.message) == [
                "'title' is first defined here", "'home' is first defined here", "'a' is first defined here",
                "'a' is first defined here", "'screens' is first defined here",
            ]
        )
    }

    @Test("duplicates are found in large mappings too")
    func duplicatesInLargeMapping() {
        let keys = (0..<40).map { "key\($0): \($0)" } + ["key3: again", "key30: again"]
        let (root, diagnostics) = loadYAML(keys.joined(separator: "\n"))
        #expect(root?.mapping?.count == 40)
        #expect(diagnostics.map(\.location) == [at(41, 1), at(42, 1)])
        #expect(diagnostics.map(\.note?.location) == [at(4, 1), at(31, 1)])
    }

    @Test("keys compare by text, so equal numbers written differently do not collide")
    func keysCompareByText() {
        let (_, diagnostics) = loadYAML("1: a\n01: b\n0x1: c\n")
        #expect(diagnostics.isEmpty)
    }

    @Test("a collection used as a key is an error, and loading goes on")
    func collectionKey() throws {
        let (root, diagnostics) = loadYAML("? [a]\n: b\n? {c: d}\n: e\nf: g\n")
        #expect(
            diagnostics.map(\.message) == [
                "mapping keys must be scalars, not a list; write a plain name before the ':'",
                "mapping keys must be scalars, not a mapping; write a plain name before the ':'",
            ]
        )
        #expect(diagnostics.map(\.location) == [at(1, 3), at(3, 3)])
        #expect(root?.mapping?.count == 1)
        #expect(root?[testKey: "f"]?.testValue == .string("g"))
    }
}

@Suite("YAMLLoader: tags")
struct YAMLTagTests {
    @Test(
        "tags that fit their node are accepted",
        arguments: ["!!seq [a]", "!!map {a: b}", "! [a]", "!!str 1", "!!int '7'", "!<tag:yaml.org,2002:bool> true"]
    )
    func acceptedTags(text: String) {
        let (node, diagnostics) = loadValue(text)
        #expect(diagnostics.isEmpty)
        #expect(node != nil)
    }

    @Test(
        "unsupported or misplaced tags are errors at the node",
        arguments: [
            ("!custom x", "unsupported tag '!custom'; remove it"),
            ("!!binary aGk=", "unsupported tag '!!binary'; remove it"),
            ("!custom [x]", "unsupported tag '!custom'; remove it"),
            ("!!map [x]", "the tag '!!map' cannot be used on a list; remove it"),
            ("!!str {a: b}", "the tag '!!str' cannot be used on a mapping; remove it"),
            ("!!seq x", "the tag '!!seq' cannot be used on a scalar; remove it"),
        ]
    )
    func rejectedTags(text: String, message: String) {
        let (node, diagnostics) = loadValue(text)
        #expect(diagnostics == [.error(message, at: at(1, 8))])
        #expect(node != nil)
    }
}
