/// Decoding of the feature keys: `feature` (a feature spec), `uses` and `bind` (an app spec), and
/// the `exit` step.
extension SpecDecoder {
    /// The top-level keys about features.
    static let featureKeys = ["feature", "uses", "bind"]
    /// The keys of `feature`.
    static let featureDeclarationKeys = ["entries", "exits"]
    /// The keys of an exit.
    static let exitKeys = ["params", "doc"]
    /// The keys of a `uses` entry.
    static let useKeys = ["spec", "module"]

    /// Decodes `feature`, `uses` and `bind` of a top-level spec, and reports the top-level keys a
    /// feature spec may not have.
    static func decodeFeatureParts(_ spec: MappingReader, diagnostics: inout DiagnosticCollector) -> FeatureParts {
        var parts = FeatureParts()
        if let node = spec["feature"], let key = spec.keyNode("feature") {
            parts.declaration = decodeFeatureDeclaration(node, at: key.location, diagnostics: &diagnostics)
            if let root = spec.keyNode("root") {
                diagnostics.error(
                    "a feature spec has no 'root': the app that uses it decides where its entries are "
                        + "shown; remove 'root'",
                    at: root.location
                )
            }
            if let gates = spec.keyNode("gates") {
                diagnostics.error(
                    "a feature spec declares no gates: they belong to the app, which checks them for "
                        + "every screen it shows; move 'gates' to the app spec",
                    at: gates.location
                )
            }
            if let uses = spec.keyNode("uses") {
                diagnostics.error(
                    "a feature spec uses no other feature: features do not import each other; leave "
                        + "through an 'exit' that the app binds to the other feature's entry",
                    at: uses.location
                )
            }
        }
        if let node = spec["uses"] {
            parts.usesLocation = spec.keyNode("uses")?.location
            parts.uses = decodeUses(node, diagnostics: &diagnostics)
        }
        if let node = spec["bind"] {
            parts.bindLocation = spec.keyNode("bind")?.location
            parts.bindings = decodeNamedEntries(
                of: node,
                what: "'bind'",
                example: "bind: { Checkout.showProduct: { push: product } }",
                diagnostics: &diagnostics
            ) { key, value, diagnostics in
                decodeBinding(key, value, diagnostics: &diagnostics)
            }
        }
        return parts
    }

    private static func decodeFeatureDeclaration(
        _ node: YAMLNode,
        at location: SourceLocation,
        diagnostics: inout DiagnosticCollector
    ) -> FeatureDeclaration? {
        guard
            let reader = MappingReader(
                node,
                context: "'feature'",
                allowedKeys: featureDeclarationKeys,
                diagnostics: &diagnostics
            )
        else { return nil }
        var entries: [Located<String>] = []
        if let node = reader.required(
            "entries",
            hint: "add 'entries: [<screen>]', the screens that the app may show",
            diagnostics: &diagnostics
        ) {
            if let items = node.sequence {
                if items.isEmpty {
                    diagnostics.error(
                        "'entries' is empty; a feature has at least one screen that the app may show",
                        at: node.location
                    )
                }
                entries = items.compactMap { $0.string("an entry of 'feature'", diagnostics: &diagnostics) }
            } else if let entry = node.string("'entries'", diagnostics: &diagnostics) {
                diagnostics.error(
                    "'entries' must be a list of screens, as in 'entries: [\(entry.value)]'",
                    at: node.location,
                    fixIt: Diagnostic.FixIt(replacement: "[\(entry.value)]", message: "write it as a list")
                )
            }
        }
        let exits =
            reader["exits"].map { node in
                decodeNamedEntries(
                    of: node,
                    what: "'exits'",
                    example: "exits: { showProduct: { params: { productId: Int } } }",
                    diagnostics: &diagnostics
                ) { name, value, diagnostics in
                    decodeExit(name, value, diagnostics: &diagnostics)
                }
            } ?? []
        return FeatureDeclaration(location: location, entries: entries, exits: exits)
    }

    private static func decodeExit(
        _ name: Located<String>,
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> FeatureExit? {
        if node.scalar?.value == .null { return FeatureExit(name: name, params: []) }
        guard
            let reader = MappingReader(
                node,
                context: "exit '\(name.value)'",
                allowedKeys: exitKeys,
                diagnostics: &diagnostics
            )
        else { return nil }
        let params =
            reader["params"].map { decodeParams($0, of: "exit '\(name.value)'", diagnostics: &diagnostics) } ?? []
        let doc = reader["doc"]?.text("the doc of exit '\(name.value)'", diagnostics: &diagnostics)?.value
        return FeatureExit(name: name, params: params, doc: doc)
    }

    private static func decodeUses(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> [FeatureUse] {
        guard let items = node.sequence else {
            diagnostics.error(
                "'uses' must be a list of feature specs, as in 'uses: [{ spec: "
                    + "../Checkout/Checkout.routes.yaml, module: Checkout }]'; found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        return items.compactMap { item in
            guard
                let reader = MappingReader(
                    item,
                    context: "a 'uses' entry",
                    allowedKeys: useKeys,
                    diagnostics: &diagnostics
                )
            else { return nil }
            let spec = reader.required(
                "spec",
                hint: "add 'spec: <path>', the feature spec's path relative to this file",
                diagnostics: &diagnostics
            )?
            .string("the 'spec' of a 'uses' entry", diagnostics: &diagnostics)
            let module = reader.required(
                "module",
                hint: "add 'module: <Module>', the target that generates the feature's code",
                diagnostics: &diagnostics
            )?
            .string("the 'module' of a 'uses' entry", diagnostics: &diagnostics)
            if let module, !SwiftNaming.isValidModuleName(module.value) {
                diagnostics.error(
                    "'\(VisibleText.abbreviated(module.value))' is not a module name; write the name of "
                        + "the target that compiles the feature spec",
                    at: module.location
                )
            }
            guard let spec, let module, SwiftNaming.isValidModuleName(module.value) else { return nil }
            return FeatureUse(location: item.location, spec: spec, module: module)
        }
    }

    private static func decodeBinding(
        _ key: Located<String>,
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> ExitBinding? {
        let steps: [Located<Step>]
        if node.sequence != nil {
            steps = decodeSteps(node, diagnostics: &diagnostics)
        } else if let step = decodeStep(node, diagnostics: &diagnostics) {
            steps = [step]
        } else {
            return nil
        }
        return ExitBinding(key: key, location: node.location, steps: steps)
    }

    /// The exit's name, when `node` is an `exit` step (`{ exit: showProduct }`).
    static func decodeExitStep(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let entries = node.mapping, entries.count == 1, entries[0].key.scalar?.text == "exit" else {
            return nil
        }
        return entries[0].value.string("the exit of an 'exit' step", diagnostics: &diagnostics)
    }
}
