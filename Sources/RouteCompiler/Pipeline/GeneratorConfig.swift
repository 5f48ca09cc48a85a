/// A target's generator settings, read from the `routegen-config.yaml` file next to its specs.
///
/// The file follows the convention of swift-openapi-generator's plugin: one small YAML mapping
/// per target, found by the build plugin among the target's files and handed to
/// `routegen generate --config`. Today it holds one key:
///
/// ```yaml
/// accessModifier: public   # or package, or internal (the default)
/// ```
///
/// An empty file means the defaults.
public struct GeneratorConfig: Hashable, Sendable {
    /// The file names the build plugin looks for among a target's files.
    public static let fileNames = ["routegen-config.yaml", "routegen-config.yml"]

    /// The keys a config file may hold.
    static let keys = ["accessModifier"]

    /// The access level of the generated declarations, when the file sets it.
    public var accessLevel: GeneratorOptions.AccessLevel?

    /// Creates a config.
    public init(accessLevel: GeneratorOptions.AccessLevel? = nil) {
        self.accessLevel = accessLevel
    }

    /// Reads a config file's bytes with the compiler's libyaml pipeline.
    ///
    /// - Returns: the config, or `nil` when the file has an error; and every diagnostic, sorted by position.
    public static func parse(_ bytes: [UInt8]) -> (config: GeneratorConfig?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let config = decode(bytes, diagnostics: &diagnostics)
        return (diagnostics.hasErrors ? nil : config, diagnostics.sorted)
    }

    private static func decode(_ bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> GeneratorConfig? {
        guard let tree = YAMLLoader.loadTree(bytes, diagnostics: &diagnostics) else { return nil }
        guard let root = tree, root.scalar?.value != .null else { return GeneratorConfig() }
        guard
            let reader = MappingReader(
                root,
                context: "the RouteGen config",
                allowedKeys: keys,
                diagnostics: &diagnostics
            )
        else { return nil }
        var config = GeneratorConfig()
        if let node = reader["accessModifier"] {
            config.accessLevel = accessLevel(node, diagnostics: &diagnostics)
        }
        return config
    }

    private static func accessLevel(
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> GeneratorOptions.AccessLevel? {
        let levels = GeneratorOptions.AccessLevel.allCases.map(\.rawValue)
        guard case .string(let text)? = node.scalar?.value else {
            diagnostics.error(
                "'accessModifier' must be one of "
                    + "\(MappingReader.list(levels, conjunction: "or")); found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
        guard let level = GeneratorOptions.AccessLevel(rawValue: text) else {
            diagnostics.error(
                "unknown access modifier '\(text)'; 'accessModifier' is "
                    + "one of \(MappingReader.list(levels, conjunction: "or"))",
                at: node.location,
                fixIt: EditDistance.closest(to: text, in: levels).map(Diagnostic.FixIt.didYouMean)
            )
            return nil
        }
        return level
    }
}
