import ArgumentParser
import RouteCompiler
import RouteCompilerFrontEnds

/// `routegen schema`: prints the JSON Schema of the spec language.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of route specs, for checks in editors.",
        discussion: """
            Save it once and point your YAML language server at it; in VS Code (with the
            YAML extension), add to .vscode/settings.json:
              "yaml.schemas": { "./routes.schema.json": "*.routes.yaml" }

            Examples:
              routegen schema > routes.schema.json
            """
    )

    func run() {
        print(RouteSpecSchema.json)
    }
}
