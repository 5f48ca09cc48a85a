/// Decoding of the `root` container: a screen name, `tabs:` or `split:`.
extension SpecDecoder {
    static func decodeRoot(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Root? {
        if node.scalar != nil {
            return node.string("'root'", diagnostics: &diagnostics).map {
                Root(kind: .stack(screen: $0), at: node.location)
            }
        }
        guard
            let root = MappingReader(
                node,
                context: "'root'",
                allowedKeys: ["tabs", "selected", "reselect", "split", "screen", "requires"],
                diagnostics: &diagnostics
            )
        else { return nil }
        var decoded = decodeRootContainer(root, at: node, diagnostics: &diagnostics)
        if let requires = root["requires"] {
            decoded?.requires = decodeRequires(requires, of: "the root", diagnostics: &diagnostics)
        }
        decoded?.reselect = root["reselect"]?.word("'reselect'", as: TabReselect.self, diagnostics: &diagnostics)
        return decoded
    }

    /// Reads the container of a root written as a mapping: `tabs:`, `split:` or the long form of one
    /// stack, `screen:`.
    private static func decodeRootContainer(
        _ root: MappingReader,
        at node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> Root? {
        if let screen = root["screen"] {
            if let other = root.keyNode("tabs") ?? root.keyNode("split") ?? root.keyNode("selected") {
                diagnostics.error(
                    "'root' has 'screen' and '\(other.scalar?.text ?? "")'; a root is one navigation stack, "
                        + "a tab bar or a split view",
                    at: other.location
                )
            }
            return screen.string("'root'", diagnostics: &diagnostics).map {
                Root(kind: .stack(screen: $0), at: node.location)
            }
        }
        switch (root["tabs"], root["split"]) {
        case (let tabs?, nil):
            return decodeTabBar(tabs, selected: root["selected"], diagnostics: &diagnostics)
                .map { Root(kind: .tabs($0), at: node.location) }
        case (nil, let split?):
            if let selected = root.keyNode("selected") {
                diagnostics.error("'selected' applies only to a 'tabs' root", at: selected.location)
            }
            return decodeSplit(split, diagnostics: &diagnostics).map { Root(kind: .split($0), at: node.location) }
        case (_?, _?):
            diagnostics.error(
                "'root' has both 'tabs' and 'split'; a root is one navigation stack, a tab bar or a split view",
                at: root.keyNode("split")?.location ?? node.location
            )
            return nil
        case (nil, nil):
            diagnostics.error(
                "'root' must be a screen name, a 'tabs:' list or a 'split:' mapping",
                at: node.location
            )
            return nil
        }
    }

    private static func decodeTabBar(
        _ node: YAMLNode,
        selected: YAMLNode?,
        diagnostics: inout DiagnosticCollector
    ) -> TabBar? {
        guard let items = node.sequence else {
            diagnostics.error(
                "'tabs' must be a list of tabs, each with 'id', 'title' and 'screen'; found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
        if items.isEmpty {
            diagnostics.error("'tabs' is empty; a tab bar needs at least one tab", at: node.location)
        }
        let tabs = items.compactMap { decodeTab($0, diagnostics: &diagnostics) }
        return TabBar(tabs: tabs, selected: selected?.string("'selected'", diagnostics: &diagnostics))
    }

    private static func decodeTab(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Tab? {
        guard
            let tab = MappingReader(
                node,
                context: "a tab",
                allowedKeys: ["id", "title", "icon", "screen"],
                diagnostics: &diagnostics
            )
        else { return nil }
        let id = tab.required("id", hint: "add 'id: <identifier>'", diagnostics: &diagnostics)?
            .string("a tab's 'id'", diagnostics: &diagnostics)
        let title = tab.required("title", hint: "add 'title: <text shown on the tab>'", diagnostics: &diagnostics)?
            .text("a tab's 'title'", diagnostics: &diagnostics)
        let icon = tab["icon"]?.text("a tab's 'icon'", diagnostics: &diagnostics)
        let screen = tab.required("screen", hint: "add 'screen: <root screen of the tab>'", diagnostics: &diagnostics)?
            .string("a tab's 'screen'", diagnostics: &diagnostics)
        guard let id, let title, let screen else { return nil }
        return Tab(id: id, title: title, icon: icon, screen: screen)
    }

    private static func decodeSplit(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> SplitView? {
        guard
            let split = MappingReader(
                node,
                context: "'split'",
                allowedKeys: ["primary", "secondary"],
                diagnostics: &diagnostics
            )
        else { return nil }
        let primary = split.required("primary", hint: "add 'primary: <screen>'", diagnostics: &diagnostics)?
            .string("'primary'", diagnostics: &diagnostics)
        let secondary = split["secondary"]?.string("'secondary'", diagnostics: &diagnostics)
        return primary.map { SplitView(primary: $0, secondary: secondary) }
    }
}

extension Root {
    /// Creates a root of the given kind written at `location`.
    init(kind: Kind, at location: SourceLocation) {
        self.init(kind: kind, location: location)
    }
}
