// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RouteGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .library(name: "RouteKit", targets: ["RouteKit"]),
        .library(name: "RouteKitTerminal", targets: ["RouteKitTerminal"]),
        .library(name: "RouteKitSwiftUI", targets: ["RouteKitSwiftUI"]),
        .library(name: "RouteKitUIKit", targets: ["RouteKitUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // libyaml, found through pkg-config.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"]), .yum(["libyaml-devel"])]
        ),

        // The compiler: parse → validate → translate → render. No product: its API is the
        // package's own (the tools, tests and benchmarks), not a stable library.
        .target(name: "RouteCompiler", dependencies: ["CLibYAML"]),

        // The compiler's front ends that generation does not need (graph, schema, diff, model checks,
        // links' association file, strings, outline): only the `routegen` CLI, the fuzzer and the tests
        // link them, so that the build plugin's tool, which a consumer's clean build compiles, stays small.
        .target(name: "RouteCompilerFrontEnds", dependencies: ["RouteCompiler"]),

        // The runtime that generated code and apps use.
        .target(name: "RouteKit"),

        // The SwiftUI host: its model is plain Swift; its views are built where SwiftUI exists.
        .target(name: "RouteKitSwiftUI", dependencies: ["RouteKit"]),

        // The UIKit host and placeholder: built where UIKit exists; elsewhere only the host's render
        // queue, which is plain Swift and tested on every platform.
        .target(name: "RouteKitUIKit", dependencies: ["RouteKit"]),

        // A terminal host of RouteKit's render commands: the samples and `routegen preview` run on it.
        .target(name: "RouteKitTerminal", dependencies: ["RouteKit"]),

        // The sample apps: their routes come from Routes/<Name>.routes.yaml through the plugin.
        .executableTarget(
            name: "Library",
            dependencies: ["RouteKit", "RouteKitTerminal", "RouteKitUIKit"],
            // Localized titles: `.lproj` folders copied as they are, which Linux and Apple platforms both read.
            resources: [.copy("Resources/library.json"), .copy("Resources/en.lproj"), .copy("Resources/fr.lproj")],
            plugins: ["RouteGenPlugin"]
        ),
        .executableTarget(
            name: "Navigatron",
            dependencies: ["RouteKit", "RouteKitTerminal", "RouteKitSwiftUI"],
            resources: [.copy("Resources/en.lproj"), .copy("Resources/fr.lproj")],
            plugins: ["RouteGenPlugin"]
        ),

        // Benchmarks: `swift run -c release routegen-bench`.
        .executableTarget(name: "routegen-bench", dependencies: ["RouteCompiler", "RouteKit"]),

        // The fuzz target: `.ci/fuzz` builds it with libFuzzer; otherwise it replays inputs (specs,
        // app Swift files and storyboards).
        .executableTarget(
            name: "routegen-fuzz",
            dependencies: ["RouteCompiler", "RouteCompilerFrontEnds", "StoryboardImport"]
        ),

        // The command-line tool.
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteCompiler",
                "RouteCompilerFrontEnds",
                // For `routegen preview`.
                "RouteKit",
                "RouteKitTerminal",
                // For `routegen import storyboard`.
                "StoryboardImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `routegen import storyboard`: reads storyboards with FoundationXML, which only the CLI links.
        .target(name: "StoryboardImport", dependencies: ["RouteCompiler"]),

        // The build plugin's tool: `routegen generate` alone, linking only the compiler, since a
        // consumer's clean build compiles it before the consumer's own code.
        .executableTarget(name: "routegen-plugin-tool", dependencies: ["RouteCompiler"]),

        // The build-tool plugin: compiles a target's route specs when they change.
        .plugin(name: "RouteGenPlugin", capability: .buildTool(), dependencies: ["routegen-plugin-tool"]),

        .testTarget(
            name: "RouteCompilerTests",
            dependencies: ["RouteCompiler", "RouteCompilerFrontEnds", "RouteKit"],
            exclude: ["Golden/Expected", "Corpus/Invalid", "Corpus/Valid", "Corpus/ModelCheck"]
        ),
        .testTarget(name: "RouteKitTests", dependencies: ["RouteKit"]),
        .testTarget(
            name: "StoryboardImportTests",
            dependencies: ["StoryboardImport", "RouteCompiler"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "RouteKitSwiftUITests", dependencies: ["RouteKit", "RouteKitSwiftUI"]),
        .testTarget(name: "RouteKitUIKitTests", dependencies: ["RouteKitUIKit"]),

        .testTarget(name: "RouteKitTerminalTests", dependencies: ["RouteKit", "RouteKitTerminal"]),
        .testTarget(name: "SampleAppTests", dependencies: ["RouteKitTerminal"]),

        // Code that the build plugin generates in this build, used by tests.
        // Its Resources hold the samples' strings tables, which their localized titles look up.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["RouteKit"],
            resources: [.copy("Resources/en.lproj"), .copy("Resources/fr.lproj")],
            plugins: ["RouteGenPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
