import Foundation
import Testing

/// What `swiftc` itself says about a factory's near-miss witness, which is why `FactoryCheck` exists.
///
/// A generated screen factory gives every `make…` a default, so that the app runs before its
/// screens exist. An app's `make…` whose return type is not `Screen` then does not witness the
/// requirement, and the default silently wins. These tests record, on the toolchain that runs
/// them, that Swift does not report this in the shapes apps write, and that marking the default
/// `@available(*, deprecated)` (which warns since Swift 6.0) warns at the conformance rather than
/// at the method, and just as much for the legitimate uses of the default.
@Suite("Swift's own diagnosis of a factory near-miss")
struct SwiftNearMissDiagnosisTests {
    /// The generated factory's shape: a `Screen`, a requirement, its default, a placeholder factory.
    static func generated(deprecatingDefault: Bool = false) -> String {
        """
        open class Screen0 { public init() {} }
        public struct HomeNavigator { public init() {} }
        public protocol MinimalScreenFactory {
            associatedtype Screen
            func makePlaceholder() -> Screen
            func makeHome(navigator: HomeNavigator) -> Screen
        }
        extension MinimalScreenFactory {
            \(deprecatingDefault ? "@available(*, deprecated, message: \"write makeHome\")" : "")
            public func makeHome(navigator: HomeNavigator) -> Screen { makePlaceholder() }
        }
        public struct MinimalPlaceholderFactory: MinimalScreenFactory {
            public init() {}
            public func makePlaceholder() -> Screen0 { Screen0() }
        }

        """
    }

    /// An app's factory whose `makeHome` returns a subclass of its `Screen`: the near-miss.
    static let nearMissInBody = """
        final class HomeScreen: Screen0 {}
        struct AppScreens: MinimalScreenFactory {
            typealias Screen = Screen0
            func makePlaceholder() -> Screen0 { Screen0() }
            func makeHome(navigator: HomeNavigator) -> HomeScreen { HomeScreen() }
        }

        """

    /// The near-miss written in an extension of its own, as apps split their factories by screen.
    static let nearMissInOtherExtension = """
        final class HomeScreen: Screen0 {}
        struct AppScreens: MinimalScreenFactory {
            typealias Screen = Screen0
            func makePlaceholder() -> Screen0 { Screen0() }
        }
        extension AppScreens {
            func makeHome(navigator: HomeNavigator) -> HomeScreen { HomeScreen() }
        }

        """

    /// The near-miss written in the extension that declares the conformance.
    static let nearMissInConformingExtension = """
        final class HomeScreen: Screen0 {}
        struct AppScreens {}
        extension AppScreens: MinimalScreenFactory {
            typealias Screen = Screen0
            func makePlaceholder() -> Screen0 { Screen0() }
            func makeHome(navigator: HomeNavigator) -> HomeScreen { HomeScreen() }
        }

        """

    /// An app that has not written its screens yet: it uses the default on purpose.
    static let earlyApp = """
        struct EarlyScreens: MinimalScreenFactory {
            func makePlaceholder() -> Screen0 { Screen0() }
        }

        """

    /// Type-checks the generated file and the app's file as two files of one module, warnings as errors.
    static func sameModule(_ app: String, deprecatingDefault: Bool = false) throws -> SwiftCompiler.Outcome {
        try SwiftCompiler.typecheck(
            ["MinimalRoutes.swift": generated(deprecatingDefault: deprecatingDefault), "AppScreens.swift": app],
            arguments: []
        )
    }

    @Test("In the type's body, in the same or another file, Swift says nothing and the default wins")
    func nearMissInBodyIsSilent() throws {
        let twoFiles = try Self.sameModule(Self.nearMissInBody)
        #expect(twoFiles.succeeded, "\(twoFiles.output)")
        let oneFile = try SwiftCompiler.typecheck(
            ["All.swift": Self.generated() + Self.nearMissInBody],
            arguments: []
        )
        #expect(oneFile.succeeded, "\(oneFile.output)")
    }

    @Test("In an extension that does not declare the conformance, Swift says nothing")
    func nearMissInOtherExtensionIsSilent() throws {
        let outcome = try Self.sameModule(Self.nearMissInOtherExtension)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("With the generated file in another module, Swift says nothing either")
    func nearMissAcrossModulesIsSilent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-near-miss-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let routes = directory.appendingPathComponent("MinimalRoutes.swift")
        try Data(Self.generated().utf8).write(to: routes)
        let module = try SwiftCompiler.swiftc([
            "-emit-module", "-swift-version", "6", "-module-name", "Routes", "-emit-module-path",
            directory.appendingPathComponent("Routes.swiftmodule").path, routes.path,
        ])
        try #require(module.succeeded, "\(module.output)")
        let outcome = try SwiftCompiler.typecheck(
            ["AppScreens.swift": "import Routes\n" + Self.nearMissInBody],
            arguments: ["-I", directory.path]
        )
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("Only in the extension that declares the conformance does Swift warn that it nearly matches")
    func nearMissInConformingExtensionWarns() throws {
        let outcome = try Self.sameModule(Self.nearMissInConformingExtension)
        #expect(!outcome.succeeded)
        #expect(
            outcome.output.contains(
                "AppScreens.swift:6:10: error: instance method 'makeHome(navigator:)' nearly matches "
                    + "defaulted requirement 'makeHome(navigator:)'"
            ),
            "\(outcome.output)"
        )
    }

    @Test("A deprecated default warns at the conformance, not the method, and for legitimate uses too")
    func deprecatedDefaultWarnsEveryUse() throws {
        let message =
            "error: deprecated default implementation is used to satisfy instance method "
            + "'makeHome(navigator:)' required by protocol 'MinimalScreenFactory': write makeHome"
        // The near-miss's conformance (line 2) and the early app's (line 7) alike; nothing points at
        // the near-miss's own `makeHome` (line 5).
        let app = try Self.sameModule(Self.nearMissInBody + Self.earlyApp, deprecatingDefault: true)
        let appErrors = Self.errorLines(app.output)
        #expect(appErrors.contains { $0.hasPrefix("AppScreens.swift:2:8: \(message)") }, "\(app.output)")
        #expect(appErrors.contains { $0.hasPrefix("AppScreens.swift:7:8: \(message)") }, "\(app.output)")
        #expect(!appErrors.contains { $0.hasPrefix("AppScreens.swift:5:") }, "\(app.output)")
        // The generated placeholder factory too. (Checked alone: after one file's errors, swiftc
        // does not report the next file's.)
        let generated = try SwiftCompiler.typecheck(
            ["MinimalRoutes.swift": Self.generated(deprecatingDefault: true)],
            arguments: []
        )
        #expect(
            Self.errorLines(generated.output).contains { $0.hasPrefix("MinimalRoutes.swift:12:15: \(message)") },
            "\(generated.output)"
        )
    }

    /// The lines of `output` that state an error, each from the file's name on.
    static func errorLines(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { $0.split(separator: "/").last.map(String.init) ?? "" }
    }
}
