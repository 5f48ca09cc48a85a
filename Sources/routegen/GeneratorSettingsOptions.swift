import ArgumentParser
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
        ConfigFileReader.accessLevel(configPath: config, override: accessLevel)
    }
}

extension GeneratorOptions.AccessLevel: ExpressibleByArgument {}
