// A stub of XcodeProjectPlugin (Xcode's extension of PackagePlugin for Xcode projects): only the
// declarations RouteGen uses, each copied from the documentation named above it. Its module is
// built against the toolchain's real PackagePlugin. Nothing here runs.
import Foundation
import PackagePlugin

/// https://developer.apple.com/documentation/packageplugin/xcodebuildtoolplugin
/// (XcodeProjectPlugin's `XcodeBuildToolPlugin`: the build-tool plugin protocol for Xcode targets)
public protocol XcodeBuildToolPlugin: Plugin {
    /// https://developer.apple.com/documentation/packageplugin/xcodebuildtoolplugin/createbuildcommands(context:target:)
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// https://developer.apple.com/documentation/packageplugin/xcodeplugincontext
public struct XcodePluginContext {
    /// https://developer.apple.com/documentation/packageplugin/xcodeplugincontext/xcodeproject
    public let xcodeProject: XcodeProject
    /// https://developer.apple.com/documentation/packageplugin/xcodeplugincontext/pluginworkdirectoryurl
    public let pluginWorkDirectoryURL: URL
    /// https://developer.apple.com/documentation/packageplugin/xcodeplugincontext/tool(named:)
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

/// https://developer.apple.com/documentation/packageplugin/xcodeproject
public struct XcodeProject {
    /// https://developer.apple.com/documentation/packageplugin/xcodeproject/displayname
    public let displayName: String
    /// https://developer.apple.com/documentation/packageplugin/xcodeproject/directoryurl
    public let directoryURL: URL
}

/// https://developer.apple.com/documentation/packageplugin/xcodetarget
public struct XcodeTarget {
    /// https://developer.apple.com/documentation/packageplugin/xcodetarget/displayname
    public let displayName: String
    /// https://developer.apple.com/documentation/packageplugin/xcodetarget/inputfiles
    public let inputFiles: FileList
}
