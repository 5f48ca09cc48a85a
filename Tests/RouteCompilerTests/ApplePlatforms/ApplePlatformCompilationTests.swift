import Foundation
import Testing

@testable import RouteCompiler

/// Compiles the Apple-platform code against the Apple API stubs (`Tests/AppleStubs`), in Swift 6 mode with
/// warnings as errors: `RouteKitUIKit`, `RouteKitSwiftUI`'s views, the `canImport(UIKit)` branch of
/// every sample's and test spec's generated code, the README's and DocC's marked examples, and the
/// plugin's `XcodeBuildToolPlugin` conformance. The SwiftUI-facing code compiles against both forms of
/// the SwiftUI stub: the current SDKs' (Xcode 26 and later) and the iOS 18 SDK's (Xcode 16), whose views'
/// isolation differs.
@Suite("Apple-platform code compiles against Apple's declared API")
struct ApplePlatformCompilationTests {
    /// The modules built against `sdk`'s SwiftUI, or the build's failure as a test failure.
    static func modules(_ sdk: AppleStubModules.SDK = .xcode26) throws -> AppleStubModules {
        try AppleStubModules.modules(for: sdk).get()
    }

    /// A SwiftUI factory for the generated code of spec `name`: it gets placeholders from the generated
    /// code through RouteKitSwiftUI's `AnyView` conformance.
    static func swiftUIFactory(_ name: String) -> String {
        """
        import RouteKitSwiftUI
        import SwiftUI

        struct SwiftUIScreens: \(name)ScreenFactory {
            typealias Screen = AnyView
        }

        @MainActor func viewPlaceholder(_ route: \(name)Route) -> AnyView {
            SwiftUIScreens().makePlaceholder(for: route)
        }
        """
    }

    /// The generated code of a spec file.
    static func generated(_ spec: URL) throws -> (name: String, contents: String) {
        let result = GeneratorPipeline.compile(
            SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec))),
            options: GeneratorOptions(specFileName: spec.lastPathComponent)
        )
        let output = try #require(result.output, "\(spec.lastPathComponent) does not compile")
        return (try #require(result.name), output.contents)
    }

    /// Every spec of the samples and the generated-code tests.
    static let specs =
        (RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs))

    @Test(
        "The stubs, RouteKitUIKit and RouteKitSwiftUI's views build with either SDK's SwiftUI",
        arguments: AppleStubModules.SDK.allCases
    )
    func modulesBuild(sdk: AppleStubModules.SDK) throws {
        let modules = try Self.modules(sdk)
        // The Apple-only declarations are there, so their `#if canImport` branches were compiled.
        let probe = """
            import RouteKit
            import RouteKitSwiftUI
            import RouteKitUIKit
            import SwiftUI
            import UIKit

            @MainActor func probe(_ window: UIWindow, _ model: NavigationModel<Probe>) {
                _ = UIKitNavigationHost<Probe>(window: window) { route, _ in PlaceholderViewController(title: \
            route.title) }
                _ = NavigationRootView(model: model) { route, _ in Text(route.title) }
            }

            enum Probe: NavigationRoute {
                case only
                var screen: Probe { self }
                var title: String { "Only" }
                var navigationBar: BarVisibility { .visible }
                var toolbar: BarVisibility { .hidden }
                typealias Tab = Never
            }
            """
        let outcome = try SwiftCompiler.typecheck(["Probe.swift": probe], arguments: modules.searchArguments)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test(
        """
        A tab view of `Tab`s type-checks with either SDK's SwiftUI, \
        and only when the tabs' values are the selection's
        """,
        arguments: AppleStubModules.SDK.allCases
    )
    func tabAPI(sdk: AppleStubModules.SDK) throws {
        let modules = try Self.modules(sdk)
        // The form RouteKitSwiftUI's tab root takes on iOS 18, for a selection of type `selection`.
        func tabView(selection: String) -> String {
            """
            import SwiftUI

            @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
            struct Tabs: View {
                let selection: Binding<\(selection)>

                var body: some View {
                    TabView(selection: selection) {
                        ForEach(["Inbox", "Sent"], id: \\.self) { tab in
                            Tab(value: tab) {
                                Text(tab)
                            } label: {
                                Label(tab, systemImage: "tray")
                            }
                        }
                    }
                }
            }
            """
        }
        let matching = try SwiftCompiler.typecheck(
            ["Tabs.swift": tabView(selection: "String")],
            arguments: modules.searchArguments
        )
        #expect(matching.succeeded, "\(matching.output)")
        // Tabs whose values are not of the selection's type are refused, as by SwiftUI's `TabContentBuilder`.
        let mismatched = try SwiftCompiler.typecheck(
            ["Tabs.swift": tabView(selection: "Int")],
            arguments: modules.searchArguments
        )
        #expect(!mismatched.succeeded)
        #expect(mismatched.output.contains("Tab<String,"), "\(mismatched.output)")
    }

    @Test(
        "Generated code compiles in Swift 6 and 5 modes; UIKit and SwiftUI factories get placeholders",
        arguments: specs
    )
    func generatedCodeWithUIKit(spec: URL) throws {
        let modules = try Self.modules()
        let (name, contents) = try Self.generated(spec)
        // The placeholders come from RouteKitUIKit and RouteKitSwiftUI: generated code imports no UI framework.
        #expect(!contents.contains("import UIKit") && !contents.contains("import SwiftUI"))
        let factory = """
            import RouteKitUIKit
            import UIKit

            struct UIKitScreens: \(name)ScreenFactory {
                typealias Screen = UIViewController
            }

            @MainActor func placeholder(_ route: \(name)Route) -> UIViewController {
                UIKitScreens().makePlaceholder(for: route)
            }
            """
        // A SwiftUI factory gets placeholders from the same generated code, through RouteKitSwiftUI.
        let swiftUIFactory = Self.swiftUIFactory(name)
        // App targets still often build in Swift 5 mode: the code must be warning-free there too.
        for version in ["6", "5"] {
            let outcome = try SwiftCompiler.typecheck(
                RepositoryPaths.customTypeSources(forSpec: spec).merging(
                    ["Routes.swift": contents, "Factory.swift": factory, "SwiftUIFactory.swift": swiftUIFactory]
                ) { $1 },
                arguments: modules.searchArguments,
                swiftVersion: version
            )
            #expect(outcome.succeeded, "Swift \(version) mode:\n\(outcome.output)")
        }
    }

    @Test(
        "Generated code compiles with a SwiftUI factory against the iOS 18 SDK's SwiftUI, whose views are main-actor",
        arguments: specs
    )
    func generatedCodeWithXcode16SwiftUI(spec: URL) throws {
        let modules = try Self.modules(.xcode16)
        let (name, contents) = try Self.generated(spec)
        for version in ["6", "5"] {
            let outcome = try SwiftCompiler.typecheck(
                RepositoryPaths.customTypeSources(forSpec: spec).merging(
                    ["Routes.swift": contents, "SwiftUIFactory.swift": Self.swiftUIFactory(name)]
                ) { $1 },
                arguments: modules.searchArguments,
                swiftVersion: version
            )
            #expect(outcome.succeeded, "Swift \(version) mode:\n\(outcome.output)")
        }
    }

    @Test(
        "Scaffolded files compile on iOS after following their instruction: `Screen` becomes `UIViewController`",
        arguments: ["6", "5"]
    )
    func scaffoldWithUIKit(swiftVersion: String) throws {
        let modules = try Self.modules()
        let spec = RepositoryPaths.sampleSpecs.appendingPathComponent("Navigatron.routes.yaml")
        let bytes = Array(try Data(contentsOf: spec))
        let scaffold = try Scaffold.files(
            of: bytes,
            specFileName: spec.lastPathComponent,
            screens: nil,
            factory: "AppScreens"
        ).files.get()
        var sources: [String: String] = [:]
        for file in scaffold {
            let placeholder = "typealias Screen = PlaceholderScreen<NavigatronRoute>"
            if file.name == "AppScreens.swift" { #expect(file.contents.contains(placeholder)) }
            sources[file.name] = file.contents.replacingOccurrences(
                of: placeholder,
                with: "typealias Screen = UIViewController"
            )
        }
        sources["Routes.swift"] = try Self.generated(spec).contents
        let outcome = try SwiftCompiler.typecheck(
            sources,
            arguments: modules.searchArguments,
            swiftVersion: swiftVersion
        )
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test(
        "A factory with neither `typealias Screen` nor a `make…` fails with one clear error, with or without UIKit",
        arguments: [false, true]
    )
    func factoryWithoutScreenType(withUIKit: Bool) throws {
        let modules = try Self.modules()
        let library = try Self.generated(RepositoryPaths.sampleSpecs.appendingPathComponent("Library.routes.yaml"))
        let sources = [
            "Routes.swift": library.contents,
            "ResourceBundleAccessor.swift": SwiftCompiler.resourceBundleAccessor,
            "Factory.swift": (withUIKit ? "import RouteKitUIKit\nimport UIKit\n\n" : "")
                + "struct AppScreens: LibraryScreenFactory {}\n",
        ]
        let outcome =
            withUIKit
            ? try SwiftCompiler.typecheck(sources, arguments: modules.searchArguments)
            : try SwiftCompiler.typecheck(sources)
        #expect(!outcome.succeeded)
        // Swift names the missing type; no placeholder type is inferred (Linux used to pick
        // `PlaceholderScreen`, iOS found `Screen` ambiguous).
        #expect(outcome.output.contains("type 'AppScreens' does not conform to protocol 'LibraryScreenFactory'"))
        #expect(outcome.output.contains("protocol requires nested type 'Screen'"), "\(outcome.output)")
        #expect(!outcome.output.contains("ambiguous"), "\(outcome.output)")
    }

    @Test("A factory's `Screen` is still inferred from a `make…` it writes")
    func factoryScreenInferredFromMake() throws {
        let modules = try Self.modules()
        let library = try Self.generated(RepositoryPaths.sampleSpecs.appendingPathComponent("Library.routes.yaml"))
        let factory = """
            import RouteKitUIKit
            import UIKit

            struct AppScreens: LibraryScreenFactory {
                func makeAuthors(navigator: LibraryNavigator.Authors) -> UIViewController {
                    UIViewController()
                }
            }

            // The other screens' placeholders are view controllers too.
            @MainActor func placeholder() -> UIViewController {
                AppScreens().makePlaceholder(for: .books(author: "Le Guin"))
            }
            """
        let outcome = try SwiftCompiler.typecheck(
            [
                "Routes.swift": library.contents,
                "ResourceBundleAccessor.swift": SwiftCompiler.resourceBundleAccessor,
                "Factory.swift": factory,
            ],
            arguments: modules.searchArguments
        )
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test(
        "The README's and DocC's marked examples compile with Navigatron's generated code",
        arguments: AppleStubModules.SDK.allCases
    )
    func documentedExamples(sdk: AppleStubModules.SDK) throws {
        let modules = try Self.modules(sdk)
        let examples = try DocumentedExamples.marked("apple-stubs")
        let sources = Set(examples.map { $0.source.components(separatedBy: ":")[0] })
        // Both documents show both hosts: the UIKit and the SwiftUI example of each are compiled.
        #expect(sources.contains("README.md"))
        #expect(sources.contains { $0 != "README.md" })
        #expect(examples.count >= 4)
        let navigatron = try Self.generated(
            RepositoryPaths.sampleSpecs.appendingPathComponent("Navigatron.routes.yaml")
        )
        for example in examples {
            let outcome = try SwiftCompiler.typecheck(
                ["Routes.swift": navigatron.contents, "Example.swift": example.code],
                arguments: modules.searchArguments
            )
            #expect(outcome.succeeded, "\(example.source):\n\(outcome.output)")
        }
    }

    @Test(
        "The samples' iOS front ends compile with their models and generated code",
        arguments: [
            ("Library", "UIKit", .xcode26), ("Navigatron", "SwiftUI", .xcode26), ("Navigatron", "SwiftUI", .xcode16),
        ] as [(String, String, AppleStubModules.SDK)]
    )
    func sampleFrontEnds(sample: String, framework: String, sdk: AppleStubModules.SDK) throws {
        let modules = try Self.modules(sdk)
        let directory = RepositoryPaths.root.appendingPathComponent("Sources/\(sample)")
        // Every file of the sample except the terminal front end and its entry point.
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
            let contents = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            guard name != "main.swift", !contents.contains("import RouteKitTerminal") else { continue }
            sources[name] = contents
        }
        #expect(sources.values.contains { $0.contains("#if canImport(\(framework))") })
        sources["Routes.swift"] = try Self.generated(
            RepositoryPaths.sampleSpecs.appendingPathComponent("\(sample).routes.yaml")
        ).contents
        // SwiftPM generates `Bundle.module` for a target with resources; swiftc alone does not.
        sources["ResourceBundleAccessor.swift"] = SwiftCompiler.resourceBundleAccessor
        let outcome = try SwiftCompiler.typecheck(sources, arguments: modules.searchArguments)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("The plugin's Xcode-project conformance compiles against PackagePlugin and the XcodeProjectPlugin stub")
    func pluginForXcodeProjects() throws {
        let modules = try Self.modules()
        let directory = RepositoryPaths.root.appendingPathComponent("Plugins/RouteGenPlugin")
        let plugin = directory.appendingPathComponent("RouteGenPlugin.swift")
        let source = try String(contentsOf: plugin, encoding: .utf8)
        #expect(source.contains("#if canImport(XcodeProjectPlugin)"))
        // The plugin's other files, which the conformance uses (`SpecGrouping`).
        let others = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") && $0 != plugin.lastPathComponent }.sorted()
            .map { directory.appendingPathComponent($0).path }
        let outcome = try SwiftCompiler.swiftc(
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-package-description-version", "6.0", "-module-name", "RouteGenPlugin",
                "-I", modules.pluginAPIDirectory, "-I", modules.directory.path, plugin.path,
            ] + others
        )
        #expect(outcome.succeeded, "\(outcome.output)")
    }
}
