import Foundation
import RouteCompiler

// The build plugin's tool: `routegen generate --naming spec-file --quiet`, linking only the compiler.
//
// A consumer's clean build compiles the tool before the consumer's own code, so the tool links
// nothing that generation does not need: not RouteKit and RouteKitTerminal (for `routegen
// preview`), nor ArgumentParser. The plugin is its only caller, so it reads the plugin's few
// arguments by hand:
//
//     routegen-plugin-tool --output <dir> [--config <file>] [--factory-source <file>]... <spec>...

switch PluginToolArguments.generation(from: Array(CommandLine.arguments.dropFirst())) {
case .success(let generation):
    if !generation.run() { exit(1) }
case .failure(let usage):
    StandardError.write(
        "routegen-plugin-tool: error: \(usage.message)\n"
            + "usage: routegen-plugin-tool --output <dir> [--config <file>] [--factory-source <file>]... <spec>..."
    )
    exit(64)
}
