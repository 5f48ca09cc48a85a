import ArgumentParser
import Foundation
import RouteCompiler

/// The generator settings a command reads: a config file and an access-level flag, which wins over the file.
struct GeneratorSettingsOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The access level of the generated declarations (default: internal, or the config file's accessModifier).",
            valueName: "level"
        )
    )
    var accessLevel: GeneratorOptions.AccessLevel?

    @Option(
        help: ArgumentHelp(
            "A routegen-config.yaml file (accessModifier: public | package | internal), as the build plugin passes.",
            valueName: "file"
        ),
        completion: .file(extensions: ["yaml", "yml"])
    )
    var config: String?

    /// The access level to generate with; prints the config file's problems and returns `nil` when it has an error.
    func resolvedAccessLevel() -> GeneratorOptions.AccessLevel? {
        guard let config else { return accessLevel ?? .internal }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: config))
        } catch {
            StandardError.write(
                "\(VisibleText.escaped(config)): error: cannot read the config "
                    + "file: \(VisibleText.escaped(error.localizedDescription))"
            )
            return nil
        }
        let parsed = GeneratorConfig.parse(Array(data))
        report(parsed.diagnostics, path: config)
        guard let file = parsed.config else { return nil }
        return accessLevel ?? file.accessLevel ?? .internal
    }
}

extension GeneratorOptions.AccessLevel: ExpressibleByArgument {}
