import Foundation
import PackagePlugin

/// The RouteGen build-tool plugin: compiles a target's route specs into Swift when they change.
///
/// It compiles every `*.routes.yaml` (or `.routes.yml`) among the target's
/// files; a target with none compiles `Routes/<TargetName>.routes.yaml` at the
/// package root when that file exists, and a target with neither gets no command.
///
/// A `routegen-config.yaml` (or `.yml`) among the target's files sets the target's
/// generator settings (`accessModifier: public`, as swift-openapi-generator's
/// plugin reads `openapi-generator-config.yaml`); the plugin does not read it
/// but passes it to its tool, which reports its errors.
///
/// The tool is `routegen-plugin-tool`, which runs what `routegen generate --naming spec-file
/// --quiet` runs and links only the compiler, so a consumer's clean build compiles little
/// before the consumer's own code.
///
/// A spec that stands alone (``SpecGrouping``: a `name` of its own, no includes) gets a command of
/// its own, so that editing it runs the tool on it alone; the target's other specs share one
/// command, so that two specs with the same `name` are reported instead of clashing in Swift.
/// Each command declares its specs as inputs and six files per spec as outputs (the routes, the
/// titles and defaults, the navigators, the moves of one screen alone, the factory and coordinator, the
/// `async` forms of moves: `GeneratedFileGroup`), so a build without changes does not run it, and a spec edit does,
/// rewriting only the files whose text changes.
///
/// Includes: a plugin cannot parse YAML, nor run a tool while it plans the build, so it cannot
/// know which spec files include which. It does not need to: included files must be spec files
/// under the top-level spec's folder (the compiler refuses others), so every file a spec may
/// include is a spec file of the target (or, for the `Routes/<TargetName>.routes.yaml` fallback,
/// a spec file under `Routes/`), and all of them are inputs of the shared command. The tool then
/// compiles only the top-level specs: a spec file that another spec of the command includes gets
/// a generated file holding only a comment. Editing any spec file runs the command; it rewrites
/// only the generated files whose text changes, so only the spec that includes the edited file
/// is recompiled by Swift.
///
/// The target's Swift files are inputs too, passed as `--factory-source`: the tool reports a
/// `make…` whose return type is not its factory's `Screen` (Swift would not take it for the
/// requirement, and the placeholder would show). Swift itself does not report it in the shapes
/// apps write, and a deprecated default would warn on every legitimate use of the defaults too
/// (`SwiftNearMissDiagnosisTests`). Editing a Swift file therefore runs the command, which
/// rewrites nothing unless a spec changed.
@main
struct RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let files = sourceTarget.sourceFiles.map(\.url)
        let fallback = context.package.directoryURL.appending(path: "Routes/\(target.name).routes.yaml")
        let specs = try SpecDiscovery.specs(among: files, fallback: fallback)
        for warning in SpecDiscovery.warnings(among: files, specs: specs, fallback: fallback, targetName: target.name) {
            Diagnostics.warning(warning)
        }
        return try RouteGenCommandBuilder.commands(
            for: specs,
            includable: SpecDiscovery.includableFiles(of: specs, among: files),
            otherInputs: SpecDiscovery.featureSpecs(of: sourceTarget.recursiveTargetDependencies),
            config: SpecDiscovery.config(among: files, targetName: target.name),
            factorySources: SpecDiscovery.swiftFiles(among: files),
            tool: context.tool(named: "routegen-plugin-tool").url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "GeneratedRoutes")
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let fallback = context.xcodeProject.directoryURL.appending(path: "Routes/\(target.displayName).routes.yaml")
        let specs = try SpecDiscovery.specs(among: files, fallback: fallback)
        for warning in SpecDiscovery.warnings(
            among: files,
            specs: specs,
            fallback: fallback,
            targetName: target.displayName
        ) {
            Diagnostics.warning(warning)
        }
        return try RouteGenCommandBuilder.commands(
            for: specs,
            includable: SpecDiscovery.includableFiles(of: specs, among: files),
            config: SpecDiscovery.config(among: files, targetName: target.displayName),
            factorySources: SpecDiscovery.swiftFiles(among: files),
            tool: context.tool(named: "routegen-plugin-tool").url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "GeneratedRoutes")
        )
    }
}
#endif

/// Finds the specs a target compiles.
enum SpecDiscovery {
    /// The suffixes of spec files.
    static let suffixes = [".routes.yaml", ".routes.yml"]

    /// The names of a target's config file; must match `GeneratorConfig.fileNames`.
    static let configFileNames = ["routegen-config.yaml", "routegen-config.yml"]

    /// The target's config file, if it has one; more than one is an error.
    static func config(among files: [URL], targetName: String) throws -> URL? {
        let configs = files.filter { configFileNames.contains($0.lastPathComponent) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        guard configs.count <= 1 else { throw RouteGenCommandBuilder.Failure.severalConfigs(targetName, configs) }
        return configs.first
    }

    /// The target's Swift files, sorted, for the tool to check the app's screen factories.
    static func swiftFiles(among files: [URL]) -> [URL] {
        files.filter { $0.pathExtension == "swift" }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// The target's spec files, or the fallback spec when the target has none and it exists.
    static func specs(among files: [URL], fallback: URL) throws -> [URL] {
        let specs = files.filter { file in suffixes.contains { file.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        if !specs.isEmpty { return specs }
        return FileManager.default.fileExists(atPath: fallback.path(percentEncoded: false)) ? [fallback] : []
    }

    /// Warnings about specs the plugin does not find: a target's file named almost as a spec
    /// (`Recipes.route.yaml`), and, for a target without specs, the `Routes/` folder's specs that are
    /// named after no such target (`Routes/Recipe.routes.yaml` for the target `Recipes`).
    static func warnings(among files: [URL], specs: [URL], fallback: URL, targetName: String) -> [String] {
        var warnings = files.filter { [".route.yaml", ".route.yml"].contains(where: $0.lastPathComponent.hasSuffix) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
            .map {
                "RouteGen: '\($0.lastPathComponent)' is not compiled: a spec's file name ends in '.routes.yaml'"
            }
        guard specs.isEmpty else { return warnings }
        let folder = fallback.deletingLastPathComponent()
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? [])
            .filter { name in suffixes.contains(where: name.hasSuffix) }.sorted()
        if !others.isEmpty {
            warnings.append(
                "RouteGen: target '\(targetName)' has no spec: none among its files, and no "
                    + "Routes/\(fallback.lastPathComponent); Routes/ holds \(others.joined(separator: ", ")), "
                    + "each compiled for the target of its name"
            )
        }
        return warnings
    }

    /// The spec files of the targets a target depends on: the feature specs its specs may use
    /// (`uses:`), declared as inputs so that editing a feature spec rebuilds the app's code.
    ///
    /// A plugin cannot parse YAML to find which feature specs an app spec uses; a feature spec
    /// belongs to the module that compiles it, which the app's target depends on to import it.
    static func featureSpecs(of dependencies: [Target]) -> [URL] {
        dependencies.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles.map(\.url) }
            .filter { file in suffixes.contains { file.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// Every file the specs may include: the specs themselves when they are the target's files;
    /// for the fallback spec, which is not a file of the target, also every spec file under its folder.
    static func includableFiles(of specs: [URL], among files: [URL]) -> [URL] {
        guard specs.count == 1, let spec = specs.first, !files.contains(spec) else { return specs }
        let folder = spec.deletingLastPathComponent()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let file = enumerator?.nextObject() as? URL {
            if suffixes.contains(where: file.lastPathComponent.hasSuffix) { found.append(file) }
        }
        let others = found.filter { $0.standardizedFileURL != spec.standardizedFileURL }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        return [spec] + others
    }
}

/// Builds the command that compiles a target's specs.
enum RouteGenCommandBuilder {
    /// Errors the plugin reports before running the tool.
    enum Failure: Error, CustomStringConvertible {
        case sameFileName(URL, URL)
        case severalConfigs(String, [URL])

        var description: String {
            switch self {
            case .sameFileName(let first, let second):
                "RouteGen: '\(first.path(percentEncoded: false))' and '\(second.path(percentEncoded: false))' "
                    + "have the same file name, so they would generate the same file; rename one"
            case .severalConfigs(let target, let files):
                "RouteGen: target '\(target)' has \(files.count) config files "
                    + "(\(files.map { $0.path(percentEncoded: false) }.joined(separator: ", "))); "
                    + "keep one routegen-config.yaml"
            }
        }
    }

    /// The build commands of a target's specs, none when there are none: one for each spec that
    /// ``SpecGrouping`` proves stands alone, whose inputs are that spec and `otherInputs`, and one for
    /// the rest, whose inputs are `includable` (less the specs alone) and `otherInputs`. `config` is
    /// passed to the tool, and `factorySources` for it to check; both are inputs of every command.
    static func commands(
        for specs: [URL],
        includable: [URL],
        otherInputs: [URL] = [],
        config: URL?,
        factorySources: [URL] = [],
        tool: URL,
        outputDirectory: URL,
        read: (URL) -> String? = SpecGrouping.read
    ) throws -> [Command] {
        guard !specs.isEmpty else { return [] }
        var specByOutput: [String: URL] = [:]
        for spec in specs {
            let name = generatedFileName(forSpecFile: spec.lastPathComponent)
            if let other = specByOutput[name] { throw Failure.sameFileName(other, spec) }
            specByOutput[name] = spec
        }
        let groups = SpecGrouping.groups(of: specs, read: read)
        let common = otherInputs + (config.map { [$0] } ?? []) + factorySources
        let alone = Set(groups.alone)
        var commands = groups.alone.map { spec in
            command(for: [spec], inputs: [spec] + common, config, factorySources, tool, outputDirectory)
        }
        if !groups.shared.isEmpty {
            let inputs = includable.filter { !alone.contains($0) } + common
            commands.append(command(for: groups.shared, inputs: inputs, config, factorySources, tool, outputDirectory))
        }
        return commands
    }

    /// The command that compiles `specs` in one run of the tool, writing six files per spec.
    private static func command(
        for specs: [URL],
        inputs: [URL],
        _ config: URL?,
        _ factorySources: [URL],
        _ tool: URL,
        _ outputDirectory: URL
    ) -> Command {
        let outputs = specs.flatMap { spec in
            splitFileNames(forGeneratedFile: generatedFileName(forSpecFile: spec.lastPathComponent))
                .map { outputDirectory.appending(path: $0) }
        }
        let specNames = specs.map(\.lastPathComponent).joined(separator: ", ")
        return .buildCommand(
            displayName: "RouteGen: compiling \(specNames)",
            executable: tool,
            arguments: ["--output", outputDirectory.path(percentEncoded: false)]
                + (config.map { ["--config", $0.path(percentEncoded: false)] } ?? [])
                + factorySources.flatMap { ["--factory-source", $0.path(percentEncoded: false)] }
                + specs.map { $0.path(percentEncoded: false) },
            inputFiles: inputs,
            outputFiles: outputs
        )
    }

    /// The files the tool writes for a spec's generated file, one per group of its declarations:
    /// `Library.routes.generated.swift`, `Library.routes.values.generated.swift`,
    /// `Library.routes.navigators.generated.swift`, `Library.routes.moves.generated.swift`,
    /// `Library.routes.factory.generated.swift` and `Library.routes.results.generated.swift`.
    ///
    /// This must name files exactly as the tool does (`GeneratedFileGroup.fileName(forWholeFile:)`).
    static func splitFileNames(forGeneratedFile name: String) -> [String] {
        let base = name.dropLast(".generated.swift".count)
        return [
            name, base + ".values.generated.swift", base + ".navigators.generated.swift",
            base + ".moves.generated.swift",
            base + ".factory.generated.swift", base + ".results.generated.swift",
        ]
    }

    /// The generated file of a spec file: `Library.routes.yaml` → `Library.routes.generated.swift`.
    ///
    /// This must name files exactly as `routegen generate --naming spec-file`
    /// does (`SpecBatch.generatedFileName(forSpecFile:)`); the plugin cannot
    /// link the compiler library, and the plugin tests build a target with it.
    static func generatedFileName(forSpecFile fileName: String) -> String {
        let base =
            SpecDiscovery.suffixes.first(where: fileName.hasSuffix).map { String(fileName.dropLast($0.count)) }
            ?? fileName
        return base + ".routes.generated.swift"
    }
}
