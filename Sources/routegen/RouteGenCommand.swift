import ArgumentParser

/// `routegen`: compiles route specs into type-safe Swift navigation code.
@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Compile YAML route specs into type-safe Swift navigation code.",
        discussion: """
            A route spec (<Name>.routes.yaml) declares an app's screens, their typed
            parameters and the transitions between them. routegen checks it and writes
            <Name>Routes.swift: route enums, a navigator per screen offering exactly
            its moves, a screen factory and a coordinator, all running on RouteKit.

            Diagnostics go to standard error as `path:line:column: severity: message`.
            Exit status: 0 when every spec is fine (warnings allowed), 1 when a spec has
            errors, 64 for bad arguments.

            Examples:
              routegen check Routes/Library.routes.yaml
              routegen generate Routes/*.routes.yaml --output Generated
              routegen graph Routes/Navigatron.routes.yaml
            """,
        version: "0.1.0",
        subcommands: [
            GenerateCommand.self,
            CheckCommand.self,
            LinksCommand.self,
            DiffCommand.self,
            TestsCommand.self,
            GraphCommand.self,
            ScaffoldCommand.self,
            PreviewCommand.self,
            StringsCommand.self,
            SchemaCommand.self,
            ImportCommand.self,
        ]
    )
}
