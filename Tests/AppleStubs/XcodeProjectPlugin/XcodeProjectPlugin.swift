// A stub of XcodeProjectPlugin (Xcode's extension of PackagePlugin for Xcode projects): only the
// declarations RouteGen uses. Its module is built against the toolchain's real PackagePlugin. Nothing
// here runs.
//
// Apple publishes no reference page for XcodeProjectPlugin, and the module ships only inside Xcode. The
// declarations are therefore copied from, in this order:
//   [SwiftPM] SwiftPM's documentation, "Writing a build tool plugin", section "Xcode Extensions to the
//             PackagePlugin API" (swiftlang/swift-package-manager,
//             Sources/PackageManagerDocs/Documentation.docc/Plugins/WritingBuildToolPlugin.md);
//   [Xcode 14.1] the module's interface as shipped in Xcode 14.1 (published in gist
//             ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9), which predates the `URL` members;
//   [plugins] how public plugins use it: swift-openapi-generator 1.14.3 (Plugins/OpenAPIGenerator),
//             swift-protobuf 1.39.0 (Plugins/SwiftProtobufPlugin), grpc-swift-protobuf 2.4.1
//             (Plugins/GRPCProtobufGenerator), xcstrings-tool.
// Each comment names its sources; a member only the [plugins] use shows is secondary evidence only.
import Foundation
import PackagePlugin

/// XcodeBuildToolPlugin: [SwiftPM] "Xcode Extensions to the PackagePlugin API" (the build-tool plugin
/// protocol for Xcode targets; every [plugins] example conforms to it beside `BuildToolPlugin`). Its
/// refinement of `Plugin` is secondary evidence only: the documentation does not show the declaration.
public protocol XcodeBuildToolPlugin: Plugin {
    /// [SwiftPM] "Xcode Extensions to the PackagePlugin API":
    /// `func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`;
    /// the same in [Xcode 14.1] and all [plugins].
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// XcodePluginContext: [SwiftPM] "Xcode Extensions to the PackagePlugin API" (the `context` above). That
/// it is a struct, like PackagePlugin's `PluginContext`, is not shown there; RouteGen does not depend on it.
public struct XcodePluginContext {
    /// Secondary evidence only: [plugins] read `context.xcodeProject` (SwiftFormatPlugin its `displayName` and
    /// `directory`, Shoppy its `directoryURL`); [SwiftPM] does not show it.
    public let xcodeProject: XcodeProject
    /// [SwiftPM] "Xcode Extensions to the PackagePlugin API" (`context.pluginWorkDirectoryURL`); as a `URL`
    /// in swift-openapi-generator, swift-protobuf and grpc-swift-protobuf. `let` versus `var { get }` is not
    /// shown anywhere; RouteGen only reads it.
    public let pluginWorkDirectoryURL: URL
    /// [SwiftPM] "Xcode Extensions to the PackagePlugin API" (`try context.tool(named:)`); grpc-swift-protobuf
    /// passes `context.tool` as a `(String) throws -> PluginContext.Tool`, xcstrings-tool declares
    /// `func tool(named name: String) throws -> PluginContext.Tool` and conforms `XcodePluginContext` to it.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

/// XcodeProject: [Xcode 14.1] `public struct XcodeProject` (`id`, `displayName`, `directory: Path`,
/// `filePaths`, `targets`; only `displayName` and `directoryURL` declared here).
public struct XcodeProject {
    /// [Xcode 14.1] `public let displayName: Swift.String`.
    public let displayName: String
    /// Secondary evidence only: [plugins] (Shoppy's plugin reads `xcodeProject.directoryURL` as a `URL`);
    /// neither [SwiftPM] nor [Xcode 14.1] shows it, the latter having only the older `directory: Path`.
    public let directoryURL: URL
}

/// XcodeTarget: [SwiftPM] "Xcode Extensions to the PackagePlugin API" (the `target` above); [Xcode 14.1]
/// `public struct XcodeTarget`.
public struct XcodeTarget {
    /// [Xcode 14.1] `public let displayName: Swift.String`; [plugins] (swift-openapi-generator,
    /// grpc-swift-protobuf) read it.
    public let displayName: String
    /// [SwiftPM] "Xcode Extensions to the PackagePlugin API" (`target.inputFiles.map(\.url)`), a
    /// PackagePlugin `FileList` as all [plugins] filter and map it.
    public let inputFiles: FileList
}
