/// Decodes the YAML tree of a spec into a ``RouteSpec``, reporting every key
/// of the wrong shape and keeping everything it can read.
///
/// Decoding checks shapes (which keys exist, which values are strings, lists
/// or mappings); the meaning of the values (names, references, types) is
/// checked by the validation rules.
struct SpecDecoder {
    /// The keys of the top-level mapping.
    static let topLevelKeys = ["name", "imports", "root", "screens", "transitions"]

    /// Decodes a spec from its root mapping node.
    static func decode(_ document: YAMLNode, diagnostics: inout DiagnosticCollector) -> RouteSpec? {
        guard
            let spec = MappingReader(
                document,
                context: "the spec",
                allowedKeys: topLevelKeys,
                diagnostics: &diagnostics
            )
        else { return nil }

        let name = spec.required(
            "name",
            hint: "add 'name: MyApp'; it prefixes every generated type",
            diagnostics: &diagnostics
        )?
        .string("the spec's 'name'", diagnostics: &diagnostics)
        let imports = spec["imports"].map { decodeImports($0, diagnostics: &diagnostics) } ?? []
        let root = spec.required(
            "root",
            hint: "add 'root: <screen>' for one navigation stack, or a 'tabs:' or 'split:' root",
            diagnostics: &diagnostics
        ).flatMap { decodeRoot($0, diagnostics: &diagnostics) }
        let screensNode = spec.required(
            "screens",
            hint: "add 'screens:' with at least one screen",
            diagnostics: &diagnostics
        )
        let screens = screensNode.map { decodeScreens($0, diagnostics: &diagnostics) } ?? []
        let transitions = spec["transitions"].map { decodeTransitions($0, diagnostics: &diagnostics) } ?? []

        var decoded = RouteSpec(name: name, imports: imports, root: root, screens: screens, transitions: transitions)
        decoded.screensAreKnown = screensNode?.mapping?.isEmpty == false
        return decoded
    }

    private static func decodeImports(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> [Located<String>] {
        guard let items = node.sequence else {
            diagnostics.error(
                "'imports' must be a list of module names, as in 'imports: [Models]'; found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        return items.compactMap { $0.string("an import", diagnostics: &diagnostics) }
    }

    /// Reads the entries of a mapping whose keys are names (screens, params,
    /// transitions), reporting keys that are not strings.
    static func namedEntries(
        of node: YAMLNode,
        what: String,
        example: String,
        diagnostics: inout DiagnosticCollector
    ) -> [(name: Located<String>, value: YAMLNode)] {
        guard let entries = node.mapping else {
            diagnostics.error(
                "\(what) must be a mapping from names to definitions, as in '\(example)'; found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        return entries.compactMap { entry in
            entry.key.string("a name in \(what)", diagnostics: &diagnostics).map { ($0, entry.value) }
        }
    }
}
