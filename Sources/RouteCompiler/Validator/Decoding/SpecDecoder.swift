/// Decodes the YAML tree of a spec into a ``RouteSpec``, reporting every key
/// of the wrong shape and keeping everything it can read.
///
/// Decoding checks shapes (which keys exist, which values are strings, lists
/// or mappings); the meaning of the values (names, references, types) is
/// checked by the validation rules.
struct SpecDecoder {
    /// The keys of the top-level mapping.
    static let topLevelKeys =
        ["name", "imports", "include", "localization", "root", "gates", "screens", "transitions"] + featureKeys
    /// The top-level keys that only the top-level spec may have, not a file it includes.
    static let topLevelOnlyKeys = ["name", "root", "localization"] + featureKeys

    /// Decodes a spec and the files it includes, and merges them into one ``RouteSpec``; `nil` when
    /// the top-level spec is not a mapping. The spec may still have errors.
    static func decode(_ documents: SpecDocuments, diagnostics: inout DiagnosticCollector) -> RouteSpec? {
        guard let top = decodeFile(documents.top.root, isIncluded: false, diagnostics: &diagnostics) else {
            return nil
        }
        var files: [SpecFile] = []
        for document in documents.included {
            var fileDiagnostics = DiagnosticCollector()
            let file = decodeFile(document.root, isIncluded: true, diagnostics: &fileDiagnostics)
            for diagnostic in fileDiagnostics.diagnostics { diagnostics.emit(diagnostic.inFile(document.path)) }
            if let file { files.append(file) }
        }
        return top.spec(including: files, diagnostics: &diagnostics)
    }

    /// The paths that a spec file's root mapping includes, as written: those that decoding reads,
    /// without its diagnostics, which decoding reports.
    static func includes(of document: YAMLNode) -> [Located<String>] {
        var ignored = DiagnosticCollector()
        let spec = MappingReader(document, context: "the spec", allowedKeys: topLevelKeys, diagnostics: &ignored)
        return spec?["include"].map { decodeIncludes($0, diagnostics: &ignored) } ?? []
    }

    /// Decodes one file of a spec: the top-level spec or a file it includes.
    static func decodeFile(
        _ document: YAMLNode,
        isIncluded: Bool,
        diagnostics: inout DiagnosticCollector
    ) -> SpecFile? {
        guard
            let spec = MappingReader(
                document,
                context: isIncluded ? "an included file" : "the spec",
                allowedKeys: topLevelKeys,
                diagnostics: &diagnostics
            )
        else { return nil }

        if isIncluded {
            for key in topLevelOnlyKeys {
                guard let keyNode = spec.keyNode(key) else { continue }
                diagnostics.error(
                    "an included file has no '\(key)'; only the top-level spec has "
                        + "one: remove it, or move it to the spec that includes this file",
                    at: keyNode.location
                )
            }
        }
        let name =
            isIncluded
            ? nil
            : spec.required(
                "name",
                hint: "add 'name: MyApp'; it prefixes every generated type",
                diagnostics: &diagnostics
            )?
            .string("the spec's 'name'", diagnostics: &diagnostics)
        let imports = spec["imports"].map { decodeImports($0, diagnostics: &diagnostics) } ?? []
        let includes = spec["include"].map { decodeIncludes($0, diagnostics: &diagnostics) } ?? []
        let localization =
            isIncluded ? nil : spec["localization"].flatMap { decodeLocalization($0, diagnostics: &diagnostics) }
        let root =
            isIncluded || spec.contains("feature")
            ? nil
            : spec.required(
                "root",
                hint: "add 'root: <screen>' for one navigation stack, or a 'tabs:' or 'split:' root",
                diagnostics: &diagnostics
            ).flatMap { decodeRoot($0, diagnostics: &diagnostics) }
        let gates = spec["gates"].map { decodeGates($0, diagnostics: &diagnostics) } ?? []
        // A spec that includes files may leave every screen to them.
        let screensNode =
            isIncluded || spec.contains("include")
            ? spec["screens"]
            : spec.required(
                "screens",
                hint: "add 'screens:' with at least one screen",
                diagnostics: &diagnostics
            )
        let (screens, transitions) = decodeScreensAndTransitions(
            screens: screensNode,
            transitions: spec["transitions"],
            diagnostics: &diagnostics
        )

        var file = SpecFile(
            name: name,
            imports: imports,
            includes: includes,
            localization: localization,
            root: root,
            screens: screens,
            transitions: transitions,
            screensAreKnown: screensNode.map { $0.mapping?.isEmpty == false } ?? true
        )
        file.gates = gates
        if !isIncluded { file.features = decodeFeatureParts(spec, diagnostics: &diagnostics) }
        return file
    }

    private static func decodeIncludes(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> [Located<String>] {
        guard let items = node.sequence else {
            if let path = node.string("'include'", diagnostics: &diagnostics) {
                diagnostics.error(
                    "'include' must be a list of spec files, as in 'include: [\(path.value)]'",
                    at: node.location,
                    fixIt: Diagnostic.FixIt(replacement: "[\(path.value)]", message: "write it as a list")
                )
            }
            return []
        }
        return items.compactMap { $0.string("an included file's path", diagnostics: &diagnostics) }
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
        what: @autoclosure () -> String,
        example: String,
        diagnostics: inout DiagnosticCollector
    ) -> [NamedEntry] {
        decodeNamedEntries(of: node, what: what(), example: example, diagnostics: &diagnostics) { name, value, _ in
            NamedEntry(name: name, value: value)
        }
    }

    /// Decodes each entry of a mapping whose keys are names with `decode`, as it reads the entry,
    /// reporting keys that are not strings; keeps the entries that decode.
    ///
    /// One pass and no array of the entries: a spec has such a mapping for the params of most screens.
    static func decodeNamedEntries<Decoded>(
        of node: YAMLNode,
        what: @autoclosure () -> String,
        example: String,
        diagnostics: inout DiagnosticCollector,
        _ decode: (Located<String>, YAMLNode, inout DiagnosticCollector) -> Decoded?
    ) -> [Decoded] {
        guard let entries = node.mapping else {
            diagnostics.error(
                "\(what()) must be a mapping from names to definitions, "
                    + "as in '\(example)'; found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        var decoded: [Decoded] = []
        decoded.reserveCapacity(entries.count)
        // By index, so that reading an entry does not copy its key and value.
        for index in entries.indices {
            guard let name = entries[index].key.string("a name in \(what())", diagnostics: &diagnostics) else {
                continue
            }
            if let value = decode(name, entries[index].value, &diagnostics) { decoded.append(value) }
        }
        return decoded
    }
}
