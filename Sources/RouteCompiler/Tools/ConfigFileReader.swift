import Foundation

/// Reads a `routegen-config.yaml` for the tools.
public enum ConfigFileReader {
    /// The access level to generate with: `override` when given, else the config file's, else internal.
    ///
    /// Prints the config file's problems and returns `nil` when it cannot be read or has an error.
    public static func accessLevel(
        configPath: String?,
        override: GeneratorOptions.AccessLevel?
    ) -> GeneratorOptions.AccessLevel? {
        guard let configPath else { return override ?? .internal }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: configPath))
        } catch {
            StandardError.write(
                "\(VisibleText.escaped(configPath)): error: cannot read the config "
                    + "file: \(VisibleText.escaped(error.localizedDescription))"
            )
            return nil
        }
        let parsed = GeneratorConfig.parse(Array(data))
        DiagnosticReport.print(parsed.diagnostics, path: configPath)
        guard let file = parsed.config else { return nil }
        return override ?? file.accessLevel ?? .internal
    }
}
