import Foundation
import Testing

@testable import RouteCompiler

/// Builds generated code at `public` and `package` access into a module of its own and compiles a
/// second module that uses it with a plain `import`, as a feature module of a modular app does.
@Suite("Generated code serves other modules")
struct ModularAccessTests {
    /// Every spec of the samples and the generated-code tests, except those whose custom types are
    /// declared `internal` beside the tests (public routes need public custom types).
    static let specs =
        (RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
        + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs))
        .filter { RepositoryPaths.customTypeSources(forSpec: $0).isEmpty }

    /// Emits module `Routes` from `spec`'s code at `level`, then type-checks `consumer` against it.
    static func compile(
        _ spec: URL,
        level: GeneratorOptions.AccessLevel,
        swiftVersion: String,
        consumer: (String) -> String
    ) throws -> SwiftCompiler.Outcome {
        let result = GeneratorPipeline.compile(
            SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec))),
            options: GeneratorOptions(specFileName: spec.lastPathComponent, accessLevel: level)
        )
        let code = try #require(result.output?.contents)
        let name = try #require(result.name)
        guard let modules = SwiftCompiler.modulesDirectory else {
            return SwiftCompiler.Outcome(succeeded: false, output: "RouteKit.swiftmodule not found")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-modular-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let routes = directory.appendingPathComponent("Routes.swift")
        // SwiftPM generates `Bundle.module` (localized titles read from it); swiftc alone does not.
        let bundle = directory.appendingPathComponent("BundleModule.swift")
        try Data("import Foundation\nextension Bundle { static var module: Bundle { .main } }\n".utf8).write(to: bundle)
        let feature = directory.appendingPathComponent("Feature.swift")
        try Data(code.utf8).write(to: routes)
        try Data(consumer(name).utf8).write(to: feature)
        let common = [
            "-swift-version", swiftVersion, "-warnings-as-errors", "-package-name", "App", "-I", modules.path,
        ]
        let emit = try SwiftCompiler.swiftc(
            common + [
                "-parse-as-library", "-emit-module", "-module-name", "Routes",
                "-emit-module-path", directory.appendingPathComponent("Routes.swiftmodule").path, routes.path,
                bundle.path,
            ]
        )
        guard emit.succeeded else { return emit }
        return try SwiftCompiler.swiftc(
            common + ["-typecheck", "-parse-as-library", "-module-name", "Feature", "-I", directory.path, feature.path]
        )
    }

    /// A feature module's use of a spec's generated API: a factory, a coordinator, its state and events.
    static func feature(_ name: String) -> String {
        // Kiosk's root screens have required params: its initial state is a function of them.
        let initial = name == "Kiosk" ? #".initial(venue: "", lobbyMode: "", shopMode: "")"# : ".initial"
        return feature(name, initial: initial)
    }

    /// The specs with gates, whose coordinators take a gatekeeper.
    static let gatedSpecs: Set<String> = ["Library", "Members"]

    /// A feature module's use of a spec's generated API, starting at `initial`.
    static func feature(_ name: String, initial: String) -> String {
        let isGated = gatedSpecs.contains(name)
        let gatekeeper = isGated ? "gatekeeper: FeatureGatekeeper(), " : ""
        let gatekeeperType =
            isGated
            ? """

            struct FeatureGatekeeper: \(name)Gatekeeper {
                func isOpen(_ gate: \(name)Gate) -> Bool { gate.flowPresentation != nil }
            }

            """ : ""
        return """
            import Foundation
            import RouteKit
            import Routes

            struct FeatureScreens: \(name)ScreenFactory {
                typealias Screen = PlaceholderScreen<\(name)Route>
            }
            \(gatekeeperType)
            @MainActor
            final class FeatureApp {
                let coordinator = \(name)Coordinator(factory: FeatureScreens(), \(gatekeeper)state: \(initial))
                let placeholders = \(name)Coordinator(
                    factory: \(name)PlaceholderFactory(), \(gatekeeper)state: \(initial))

                func use() throws {
                    let state: NavigationState<\(name)Route> = coordinator.state
                    _ = state == \(initial)
                    _ = coordinator.makeScreen(for: state.visibleRoute, at: state.visibleLocation)
                    _ = try coordinator.savedState()
                    _ = \(name)Screen.allCases
                    let observation = coordinator.addObserver { event in _ = event }
                    _ = observation
                }
            }
            """
    }

    @Test(
        "Public and package generated code is usable from another module, in Swift 6 and Swift 5 modes",
        arguments: specs,
        [GeneratorOptions.AccessLevel.public, .package]
    )
    func otherModule(spec: URL, level: GeneratorOptions.AccessLevel) throws {
        for version in ["6", "5"] {
            let outcome = try Self.compile(spec, level: level, swiftVersion: version, consumer: Self.feature)
            #expect(outcome.succeeded, "\(spec.lastPathComponent) at \(level) in Swift \(version):\n\(outcome.output)")
        }
    }

    @Test("A feature module moves through public navigators and cannot reach RouteKit's generated-only moves")
    func navigatorsAcrossModules() throws {
        let spec = RepositoryPaths.goldenSpecs.appendingPathComponent("Navigatron.routes.yaml")
        let moves = try Self.compile(spec, level: .public, swiftVersion: "6") { _ in
            """
            import RouteKit
            import Routes

            @MainActor func attempt(_ contacts: NavigatronNavigator.Contacts, _ edit: NavigatronNavigator.ContactEdit) {
                contacts.showContact(name: "Ada")
                edit.hire(name: "Ada", role: "Engineer")
                edit.back()
                _ = NavigatronTab.allCases.map(\\.title)
            }
            """
        }
        #expect(moves.succeeded, "\(moves.output)")
        let spi = try Self.compile(spec, level: .public, swiftVersion: "6") { _ in
            """
            import RouteKit
            import Routes

            @MainActor func attempt(_ contacts: NavigatronNavigator.Contacts) {
                contacts.context.perform([.push(.contactPicker)])
            }
            """
        }
        #expect(!spi.succeeded)
        #expect(spi.output.contains("'@_spi' protection level"), "\(spi.output)")
    }

    @Test("The README's modular-app examples compile as a module of their own against public generated code")
    func documentedExamples() throws {
        let examples = try DocumentedExamples.marked("modular")
        #expect(!examples.isEmpty)
        let spec = RepositoryPaths.sampleSpecs.appendingPathComponent("Navigatron.routes.yaml")
        for example in examples {
            for version in ["6", "5"] {
                let outcome = try Self.compile(spec, level: .public, swiftVersion: version) { _ in example.code }
                #expect(outcome.succeeded, "\(example.source) in Swift \(version):\n\(outcome.output)")
            }
        }
    }

    @Test("Internal generated code is not visible to another module")
    func internalStaysInside() throws {
        let spec = RepositoryPaths.goldenSpecs.appendingPathComponent("Minimal.routes.yaml")
        let outcome = try Self.compile(spec, level: .internal, swiftVersion: "6", consumer: Self.feature)
        #expect(!outcome.succeeded)
    }
}
