// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RouteGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .library(name: "RouteKit", targets: ["RouteKit"]),
        .library(name: "RouteCompiler", targets: ["RouteCompiler"]),
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

        // The compiler: parse → validate → translate → render.
        .target(name: "RouteCompiler", dependencies: ["CLibYAML"]),

        // The runtime that generated code and apps use.
        .target(name: "RouteKit"),

        // The command-line tool, also the build plugin's tool.
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The build-tool plugin: compiles a target's route specs on every build.
        .plugin(name: "RouteGenPlugin", capability: .buildTool(), dependencies: ["routegen"]),

        .testTarget(
            name: "RouteCompilerTests",
            dependencies: ["RouteCompiler"],
            exclude: ["Golden/Expected"]
        ),
        .testTarget(name: "RouteKitTests", dependencies: ["RouteKit"]),

        // Code that the build plugin generates in this build, used by tests.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["RouteKit"], plugins: ["RouteGenPlugin"]),
    ],
    swiftLanguageModes: [.v6]
)
