import ArgumentParser

/// `routegen import`: writes a route spec from another description of an app's navigation.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a route spec from an existing app's navigation.",
        subcommands: [ImportStoryboardCommand.self]
    )
}
