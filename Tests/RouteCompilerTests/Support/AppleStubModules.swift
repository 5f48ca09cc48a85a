import Foundation

/// The Apple stub modules (`Tests/AppleStubs`) and this repository's Apple-platform modules built
/// against them, once per test run and SDK, in a temporary directory.
///
/// Built in order: the `UIKit`, `SwiftUI`, `XcodeProjectPlugin` and `os` stubs; `RouteKit` from its sources
/// (its `canImport(os)` files against the `os` stub);
/// `RouteKitUIKit` with the UIKit stub visible (so its `canImport(UIKit)` files compile);
/// `RouteKitSwiftUI` with the SwiftUI stub visible. Each build is Swift 6 mode with warnings as errors.
struct AppleStubModules: Sendable {
    /// The SDK whose SwiftUI the stub declares: its views' isolation differs between them.
    enum SDK: String, CaseIterable, Sendable, CustomStringConvertible {
        /// The current SDKs (Xcode 26 and later), where SwiftUI's view structs are `nonisolated`.
        case xcode26
        /// The iOS 18 SDK (Xcode 16, the oldest Xcode that `swift-tools-version: 6.0` admits), where they
        /// are `@MainActor @preconcurrency`: the SwiftUI stub built with `-D IOS18_SDK`.
        case xcode16

        /// The compiler arguments that select this SDK's form of the SwiftUI stub.
        var swiftUIArguments: [String] {
            switch self {
            case .xcode26: []
            case .xcode16: ["-D", "IOS18_SDK"]
            }
        }

        var description: String { rawValue }
    }

    /// A module that did not build, with the compiler's output.
    struct BuildFailure: Error, CustomStringConvertible {
        /// The module.
        var module: String
        /// What the compiler said.
        var output: String

        var description: String { "\(module) did not build:\n\(output)" }
    }

    /// The directory holding the built modules.
    let directory: URL
    /// The toolchain's `PackagePlugin` module directory.
    let pluginAPIDirectory: String

    /// The modules of this run against the current SDKs' SwiftUI, or the first failure.
    static let shared: Result<AppleStubModules, BuildFailure> = build(for: .xcode26)
    /// The modules of this run against the iOS 18 SDK's SwiftUI, or the first failure.
    static let xcode16: Result<AppleStubModules, BuildFailure> = build(for: .xcode16)

    /// The modules of this run against `sdk`'s SwiftUI, or the first failure.
    static func modules(for sdk: SDK) -> Result<AppleStubModules, BuildFailure> {
        switch sdk {
        case .xcode26: shared
        case .xcode16: xcode16
        }
    }

    /// The `-I` arguments that make the stubs and the Apple-platform RouteKit modules visible.
    var searchArguments: [String] {
        ["-I", directory.path]
    }

    /// Builds every module, with `sdk`'s form of the SwiftUI stub.
    private static func build(for sdk: SDK) -> Result<AppleStubModules, BuildFailure> {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-apple-stubs-\(sdk)-\(UUID().uuidString)"
        )
        let root = RepositoryPaths.root
        let pluginAPI = pluginAPIDirectory()
        let modules: [(name: String, sources: URL, extra: [String])] = [
            ("UIKit", root.appendingPathComponent("Tests/AppleStubs/UIKit"), []),
            ("SwiftUI", root.appendingPathComponent("Tests/AppleStubs/SwiftUI"), sdk.swiftUIArguments),
            (
                "XcodeProjectPlugin", root.appendingPathComponent("Tests/AppleStubs/XcodeProjectPlugin"),
                ["-I", pluginAPI, "-package-description-version", "6.0"]
            ),
            // RouteKit after `os`, so that its `canImport(os)` code (the unified-log sink) is compiled too.
            ("os", root.appendingPathComponent("Tests/AppleStubs/os"), []),
            ("RouteKit", root.appendingPathComponent("Sources/RouteKit"), []),
            ("RouteKitUIKit", root.appendingPathComponent("Sources/RouteKitUIKit"), []),
            ("RouteKitSwiftUI", root.appendingPathComponent("Sources/RouteKitSwiftUI"), []),
        ]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for module in modules {
                let outcome = try SwiftCompiler.swiftc(
                    [
                        // One frontend (`-wmo`): it reports what a frontend per file would, bodies and SIL
                        // diagnostics included, without parsing every file again for each file.
                        "-wmo", "-parse-as-library", "-emit-module", "-module-name", module.name, "-swift-version", "6",
                        "-warnings-as-errors", "-I", directory.path, "-emit-module-path",
                        directory.appendingPathComponent("\(module.name).swiftmodule").path,
                    ] + module.extra + swiftFiles(in: module.sources)
                )
                guard outcome.succeeded else {
                    return .failure(BuildFailure(module: module.name, output: outcome.output))
                }
            }
        } catch {
            return .failure(BuildFailure(module: "(setup)", output: "\(error)"))
        }
        return .success(AppleStubModules(directory: directory, pluginAPIDirectory: pluginAPI))
    }

    /// The Swift files of a directory, sorted.
    private static func swiftFiles(in directory: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    /// `<runtime resource path>/pm/PluginAPI`, where the toolchain keeps `PackagePlugin.swiftmodule`.
    private static func pluginAPIDirectory() -> String {
        guard let outcome = try? SwiftCompiler.swiftc(["-print-target-info"]),
            let info = try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
            let paths = info["paths"] as? [String: Any],
            let resources = paths["runtimeResourcePath"] as? String
        else { return "" }
        return resources + "/pm/PluginAPI"
    }
}
