import RouteCompiler

/// Reads the arguments the plugin passes: `--output <dir> [--config <file>] [--factory-source <file>]... <spec>...`.
enum PluginToolArguments {
    /// The generation the arguments ask for, or a message saying what is wrong with them.
    static func generation(from arguments: [String]) -> Result<Generation, UsageError> {
        var output: String?
        var config: String?
        var factorySources: [String] = []
        var specs: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument.hasPrefix("-") {
                guard ["--output", "--config", "--factory-source"].contains(argument) else {
                    return .failure(UsageError("unknown option '\(argument)'"))
                }
                guard let value = remaining.popFirst() else { return .failure(UsageError("\(argument) needs a value")) }
                switch argument {
                case "--output": output = value
                case "--config": config = value
                default: factorySources.append(value)
                }
            } else {
                specs.append(argument)
            }
        }
        guard let output else { return .failure(UsageError("--output is required")) }
        guard !specs.isEmpty else { return .failure(UsageError("no spec given")) }
        var generation = Generation(specPaths: specs, outputDirectory: output)
        generation.naming = .specFile
        generation.configPath = config
        generation.factorySourcePaths = factorySources
        generation.quiet = true
        generation.splitsFiles = true
        return .success(generation)
    }

    /// What is wrong with the arguments.
    struct UsageError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
