/// Loads a route spec's YAML into a ``YAMLNode`` tree: the first stage of the compiler.
///
/// Loading checks the size and encoding of the input, runs libyaml's event
/// parser, and builds the tree in one pass over the events, resolving
/// scalars by the YAML 1.2 core schema and copying aliases. It reports every
/// problem it can find as a diagnostic with a line and column.
public enum YAMLLoader {
    /// Loads one YAML document whose root must be a mapping; reports every
    /// problem to `diagnostics`; returns `nil` when it can't produce a tree.
    ///
    /// A tree is returned as long as the whole document could be read, even if
    /// some problems were reported: then a duplicate key's entry is left out, a
    /// bad alias reads as null and a badly tagged scalar as a string. Callers
    /// should check `diagnostics.hasErrors` before trusting the tree.
    ///
    /// Loading produces no tree after a YAML syntax error (libyaml cannot read
    /// past one), on input that is not UTF-8, on input that breaks `limits`, on
    /// an empty spec, and when the root is not a mapping.
    public static func loadDocument(
        _ bytes: [UInt8],
        limits: YAMLLimits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        guard let root = loadTree(bytes, limits: limits, diagnostics: &diagnostics) else { return nil }
        return specRoot(root, diagnostics: &diagnostics)
    }

    /// Loads one YAML document of any shape; returns `.null` for an empty document and `nil`
    /// when the document cannot be read (the reasons are reported to `diagnostics`).
    static func loadTree(
        _ bytes: [UInt8],
        limits: YAMLLimits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> YAMLNode?? {
        guard bytes.count <= limits.maxInputBytes else {
            diagnostics.error(
                "the spec is \(Self.size(bytes.count)); the limit is "
                    + "\(Self.size(limits.maxInputBytes)); split it into smaller specs",
                at: .start
            )
            return nil
        }
        guard let contentStart = YAMLInputEncoding.contentStart(of: bytes, diagnostics: &diagnostics) else {
            return nil
        }

        var builder = YAMLTreeBuilder(limits: limits)
        let syntaxError = LibYAMLEventParser.parse(bytes[contentStart...]) { builder.consume($0) }
        for diagnostic in builder.diagnostics.diagnostics {
            diagnostics.emit(diagnostic)
        }
        if let syntaxError {
            diagnostics.emit(syntaxError.diagnostic(in: bytes))
            return nil
        }
        guard !builder.hasExceededLimit else {
            return nil
        }
        return .some(builder.root)
    }

    /// The document's root if it can be a route spec's root, that is a mapping.
    private static func specRoot(_ root: YAMLNode?, diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        guard let root, root.scalar != YAMLScalar(text: "", style: .plain, value: .null) else {
            diagnostics.error(
                "the spec is empty; a route spec is a mapping: write at least 'name', 'root' and 'screens'",
                at: .start
            )
            return nil
        }
        guard root.mapping != nil else {
            diagnostics.error(
                "a route spec must be a mapping with the keys 'name', "
                    + "'root' and 'screens'; found \(root.kindDescription)",
                at: root.location
            )
            return nil
        }
        return root
    }

    /// A byte count as people read it: `9.5 MiB (10000000 bytes)`, or `812 bytes`.
    static func size(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes) bytes" }
        let mebibytes = Double(bytes) / Double(1 << 20)
        let rounded = (mebibytes * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) MiB (\(bytes) bytes)"
    }
}
