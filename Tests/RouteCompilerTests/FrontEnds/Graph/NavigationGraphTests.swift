import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

@Suite("Navigation graph")
struct NavigationGraphTests {
    static func graph(_ specName: String, _ format: GraphFormat) throws -> String {
        let url = RepositoryPaths.goldenSpecs.appendingPathComponent(specName)
        return try #require(GeneratorPipeline.graph(of: Array(try Data(contentsOf: url)), format: format).graph)
    }

    @Test("Members' graph marks gated screens, draws an edge to each gate's flow, and groups the flows")
    func gates() throws {
        let mermaid = try Self.graph("Members.routes.yaml", .mermaid)
        #expect(mermaid.contains("subgraph gates[\"Gate flows\"]"))
        #expect(mermaid.contains("s_order[\"order<br/>(orderId: Int)<br/>🔗 /orders/{orderId}<br/>requires signedIn\"]"))
        #expect(mermaid.contains("s_orders -.->|\"gate signedIn\"| s_signIn"))
        #expect(mermaid.contains("s_feed -.->|\"gate onboarded\"| s_welcome"))
        let dot = try Self.graph("Members.routes.yaml", .dot)
        #expect(dot.contains("s_order -> s_signIn [label=\"gate signedIn\", style=dashed, color=gray];"))
        let links = GeneratorPipeline.deepLinks(
            of: Array(try Data(contentsOf: RepositoryPaths.goldenSpecs.appendingPathComponent("Members.routes.yaml")))
        ).links
        #expect(links.map(\.gates) == [["signedIn"], ["signedIn"]])
    }

    @Test("Gallery's edge labels carry each presentation's style, detents and transition")
    func presentationStyles() throws {
        let graph = try Self.graph("Gallery.routes.yaml", .mermaid)
        #expect(graph.contains("|\"showMap (present map overFullScreen crossDissolve)\"|"))
        #expect(graph.contains("|\"share (present share pageSheet detents medium)\"|"))
        #expect(graph.contains("|\"openPhoto (push photo zoom)\"|"))
        #expect(graph.contains("|\"playSlideshow (present fullScreen)\"|"))
        #expect(graph.contains("|\"edit (present)\"|"))
    }

    @Test("Navigatron's Mermaid graph groups screens by tab and draws the picker apart")
    func navigatronMermaid() throws {
        let graph = try Self.graph("Navigatron.routes.yaml", .mermaid)
        #expect(graph.hasPrefix("flowchart LR\n"))
        #expect(
            graph.contains(
                "    subgraph tab_contacts[\"Tab: Contacts\"]\n        s_contacts[\"▸ contacts<br/>🔗 /contacts\"]"
            )
        )
        #expect(
            graph.contains("    subgraph presented[\"Presented\"]\n        s_contactPicker[\"contactPicker\"]\n    end")
        )
        // The long form's detents are part of the label.
        let pick = "    s_employees -.->|\"pickContact (present contactPicker detents medium/large)\"| s_contactPicker"
        #expect(graph.contains(pick))
        #expect(
            graph.contains(
                "    s_contactEdit -->|\"hire (popToRoot, selectTab employees, popToRoot, push employee)\"| s_employee"
            )
        )
    }

    @Test("Library's DOT graph is one cluster with every transition, deep links in bold")
    func libraryDOT() throws {
        let graph = try Self.graph("Library.routes.yaml", .dot)
        #expect(graph.hasPrefix("digraph \"Library\" {\n"))
        #expect(graph.contains("subgraph cluster_main {"))
        #expect(
            graph.contains(
                "s_books [label=\"books\\n(author: String)\\nlink /authors/{author}\", style=\"rounded,bold\"];"
            )
        )
        #expect(graph.contains("s_bookCover -> s_authors [label=\"backToAuthors (popToRoot)\", style=dotted];"))
        #expect(graph.hasSuffix("}\n"))
    }

    @Test("Names that are keywords of Mermaid or DOT cannot break the graph, and quotes are escaped")
    func escaping() {
        let spec = """
            name: App
            root: end
            screens:
              end: { title: "Say \\"hi\\"", params: { graph: { type: String, default: "a\\\\b" } } }
              subgraph:
            transitions:
              node: { from: end, present: subgraph }
              edge: { from: "*", steps: [dismiss] }
            """
        let mermaid = GeneratorPipeline.graph(of: Array(spec.utf8), format: .mermaid).graph ?? ""
        #expect(mermaid.contains("s_end[\"▸ end<br/>(graph: String)\"]"))
        #expect(mermaid.contains("any_screen((\"any screen\"))"))
        #expect(mermaid.contains("s_end -.->|\"node (present)\"| s_subgraph"))
        let dot = GeneratorPipeline.graph(of: Array(spec.utf8), format: .dot).graph ?? ""
        #expect(dot.contains("any_screen -> any_screen [label=\"edge (dismiss)\", style=dotted];"))
    }

    @Test("A quote or backslash followed by a combining mark is escaped too")
    func escapingBeforeCombiningMarks() {
        let spec = #"""
            name: App
            root:
              tabs:
                - { id: a, title: "Say \"\u0301 \\\u0301", screen: home }
            screens:
              home:
            """#
        let mermaid = GeneratorPipeline.graph(of: Array(spec.utf8), format: .mermaid).graph ?? ""
        #expect(mermaid.contains("subgraph tab_a[\"Tab: Say #quot;\u{301} \\\u{301}\"]"), "\(mermaid)")
        let dot = GeneratorPipeline.graph(of: Array(spec.utf8), format: .dot).graph ?? ""
        #expect(dot.contains("label=\"Tab: Say \\\"\u{301} \\\\\u{301}\";"), "\(dot)")
    }

    /// A spec whose tab title and `with` value hold a NUL, an escape that would color a terminal, a
    /// right-to-left override and a line break.
    static let invisibleCharactersSpec = """
        name: App
        root:
          tabs:
            - { id: a, title: "One\\0\\e[31m\\u202ETwo\\nThree", screen: home }
        screens:
          home:
          detail: { params: { source: String } }
        transitions:
          open: { from: home, push: { screen: detail, with: { source: "x\\0\\e[2J\\u202Ey" } } }
        """

    @Test(
        "Control and bidirectional characters of labels are escapes, as diagnostics show them; line breaks stay breaks"
    )
    func invisibleCharactersAreVisible() throws {
        let bytes = Array(Self.invisibleCharactersSpec.utf8)
        let mermaid = try #require(GeneratorPipeline.graph(of: bytes, format: .mermaid).graph)
        #expect(mermaid.contains(#"subgraph tab_a["Tab: One\u{0}\u{1B}[31m\u{202E}Two<br/>Three"]"#), "\(mermaid)")
        #expect(
            mermaid.contains(#"s_home -->|"open (push detail with source=x\u{0}\u{1B}[2J\u{202E}y)"| s_detail"#),
            "\(mermaid)"
        )
        let dot = try #require(GeneratorPipeline.graph(of: bytes, format: .dot).graph)
        #expect(dot.contains(#"label="Tab: One\\u{0}\\u{1B}[31m\\u{202E}Two\nThree";"#), "\(dot)")
        #expect(
            dot.contains(#"s_home -> s_detail [label="open (push detail with source=x\\u{0}\\u{1B}[2J\\u{202E}y)"];"#),
            "\(dot)"
        )
        for graph in [mermaid, dot] {
            #expect(!graph.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0 == "\u{202E}" })
        }
    }

    static let v2Spec = """
        name: App
        root: home
        screens:
          home:
          list:
          detail: { params: { id: Int, source: String } }
          sheet:
          sheetDetail:
          orphan:
        transitions:
          open:
            from: home
            steps: [popToRoot, { push: list }, { push: { screen: detail, singleTop: true, with: { source: home } } }]
          showSheet: { from: list, steps: [popToRoot, { present: sheet }] }
          inSheet: { from: sheet, push: sheetDetail }
          leave:
            from: detail
            steps: [dismissAll, { popTo: { screen: home, inclusive: true, ifMissing: skip } }, { push: home }]
        """

    @Test("Screens reached only by a multi-step move or inside a presentation are reached, as check says")
    func reachability() throws {
        let mermaid = try #require(GeneratorPipeline.graph(of: Array(Self.v2Spec.utf8), format: .mermaid).graph)
        #expect(mermaid.contains("subgraph other[\"Not reached from a root\"]\n        s_orphan[\"orphan\"]\n    end"))
        #expect(
            mermaid.contains("subgraph presented[\"Presented\"]\n        s_sheet[\"sheet\"]\n        s_sheetDetail")
        )
        #expect(mermaid.contains("s_list[\"list\"]\n        s_detail"))
        // `check` agrees: only `orphan` is unreachable.
        #expect(diagnose(Self.v2Spec).filter { $0.contains("cannot be reached") }.count == 1)
    }

    @Test("A screen presented only from an unreached screen is not reached, in the graph as in check")
    func presentedFromUnreached() throws {
        let yaml = """
            name: App
            root: home
            screens: { home: {}, orphan: {}, sheet: {} }
            transitions:
              showSheet: { from: orphan, present: sheet }
            """
        let mermaid = try #require(GeneratorPipeline.graph(of: Array(yaml.utf8), format: .mermaid).graph)
        #expect(!mermaid.contains("subgraph presented"))
        #expect(
            mermaid.contains(
                "subgraph other[\"Not reached from a root\"]\n        "
                    + "s_orphan[\"orphan\"]\n        s_sheet[\"sheet\"]\n    end"
            )
        )
        #expect(diagnose(yaml).filter { $0.contains("cannot be reached") }.count == 2)
    }

    @Test(
        "The graph's unreached group holds exactly the screens check warns about",
        arguments: RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.corpusValidSpecs)
    )
    func unreachedAgreesWithCheck(spec: URL) throws {
        let bytes = Array(try Data(contentsOf: spec))
        var diagnostics = DiagnosticCollector()
        guard let model = GeneratorPipeline.parseAndValidate(bytes, diagnostics: &diagnostics) else { return }
        let warned = Set(
            diagnostics.diagnostics.filter {
                $0.message.hasSuffix("cannot be reached: no root, transition or deep link leads to it")
            }
            .compactMap { $0.message.split(separator: "'").dropFirst().first.map(String.init) }
        )
        let unreached = NavigationGraph(spec: model).clusters.first { $0.id == "other" }?.screens ?? []
        #expect(Set(unreached) == warned)
    }

    @Test("A multi-step move ending in present is drawn solid; long forms show in the label")
    func v2Edges() throws {
        let mermaid = try #require(GeneratorPipeline.graph(of: Array(Self.v2Spec.utf8), format: .mermaid).graph)
        #expect(mermaid.contains("    s_list -->|\"showSheet (popToRoot, present sheet)\"| s_sheet"))
        #expect(
            mermaid.contains(
                "    s_home -->|\"open (popToRoot, push list, push detail singleTop with source=home)\"| s_detail"
            )
        )
        #expect(
            mermaid.contains(
                "    s_detail -->|\"leave (dismissAll, popTo home inclusive ifMissing skip, push home)\"| s_home"
            )
        )
        let dot = try #require(GeneratorPipeline.graph(of: Array(Self.v2Spec.utf8), format: .dot).graph)
        #expect(dot.contains("s_list -> s_sheet [label=\"showSheet (popToRoot, present sheet)\"];"))
    }

    @Test("A lone selectTab names its tab")
    func selectTabEdge() throws {
        let spec = """
            name: App
            root:
              tabs:
                - { id: browse, title: Browse, screen: list }
                - { id: favorites, title: Favorites, screen: favorites }
            screens: { list: {}, favorites: {} }
            transitions:
              goToFavorites: { from: list, steps: [selectTab: favorites] }
            """
        let mermaid = try #require(GeneratorPipeline.graph(of: Array(spec.utf8), format: .mermaid).graph)
        #expect(mermaid.contains("    s_list -->|\"goToFavorites (selectTab favorites)\"| s_favorites"), "\(mermaid)")
    }

    @Test("A popTo that delivers names its key in the label")
    func deliveringEdge() throws {
        let spec = """
            name: Shop
            root: cart
            screens:
              cart:
                accepts: { coupon: String }
              coupons:
            transitions:
              browse: { from: cart, push: coupons }
              apply:
                from: coupons
                steps:
                  - popTo: { screen: cart, deliver: coupon }
            """
        let mermaid = try #require(GeneratorPipeline.graph(of: Array(spec.utf8), format: .mermaid).graph)
        #expect(mermaid.contains("    s_coupons -->|\"apply (popTo cart deliver coupon)\"| s_cart"))
    }

    @Test("A spec with errors draws nothing and reports them")
    func errors() {
        let result = GeneratorPipeline.graph(of: Array("name: app\n".utf8), format: .mermaid)
        #expect(result.graph == nil)
        #expect(result.diagnostics.contains { $0.severity == .error })
    }
}
