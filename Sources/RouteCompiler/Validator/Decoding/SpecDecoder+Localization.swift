/// Decoding of `localization`.
extension SpecDecoder {
    /// The keys of `localization`.
    static let localizationKeys = ["table", "bundle"]

    /// Decodes `localization: { table: Navigation, bundle: main | module }`; both keys are optional.
    static func decodeLocalization(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Localization? {
        guard
            let reader = MappingReader(
                node,
                context: "'localization'",
                allowedKeys: localizationKeys,
                diagnostics: &diagnostics
            )
        else { return nil }
        let table =
            reader["table"].flatMap { decodeTable($0, diagnostics: &diagnostics) }
            ?? Located(Localization.defaultTable, at: node.location)
        let bundle =
            reader["bundle"]?.word(
                "the localization's 'bundle'",
                as: Localization.Bundle.self,
                diagnostics: &diagnostics
            )
        return Localization(table: table, bundle: bundle?.value ?? .main)
    }

    /// A table name: the file name of the table without its extension, such as `Navigation`.
    private static func decodeTable(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let table = node.string("the localization's 'table'", diagnostics: &diagnostics) else { return nil }
        for suffix in [".xcstrings", ".strings"] where table.value.hasSuffix(suffix) && table.value != suffix {
            let base = String(table.value.dropLast(suffix.count))
            diagnostics.error(
                "the localization's 'table' is the table's name without the '\(suffix)' extension",
                at: table.location,
                fixIt: .didYouMean(base)
            )
            return nil
        }
        let allowed = table.value.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "_-.".unicodeScalars.contains($0)
        }
        guard allowed, !table.value.isEmpty, !table.value.hasPrefix("."), table.value.count <= SpecLimits.maxNameLength
        else {
            diagnostics.error(
                "'\(table.value)' cannot be a strings table's name; use letters, "
                    + "digits, '_', '-' and '.' (not first), as in 'table: Navigation'",
                at: table.location
            )
            return nil
        }
        return table
    }
}
