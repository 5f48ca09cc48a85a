import Foundation
import Testing

@testable import RouteCompiler

/// The generated code of an app and a feature it uses, compiled together and run: a feature's
/// screens that require the app's gates wait behind the gates' flows, and an entry that the app
/// presents has `dismiss()` and `finish(_:)`.
///
/// The two files are compiled as one module, with the app's import of the feature's module left out,
/// so that one `swiftc` run covers both; `.ci/feature-app` builds features in modules of their own.
@Suite("Features: gates and presented entries at run time")
struct FeatureRuntimeTests {
    /// A feature whose screens require the app's gates, and an entry with a result.
    static let account = """
        name: Account
        feature:
          entries: [profile, help]
        screens:
          profile:
            requires: signedIn
          orders:
            requires: [signedIn, verified]
          help:
            result: String
        transitions:
          openOrders: { from: profile, push: orders }
        """

    /// The app that declares the gates, pushes one entry and presents the other.
    static let shop = """
        name: Shop
        uses:
          - { spec: ../Account/Account.routes.yaml, module: AccountFeature }
        root: home
        gates:
          signedIn: { flow: signIn }
          verified: { flow: verify, style: fullScreen }
        screens:
          home:
          signIn:
          verify:
        transitions:
          openProfile: { from: home, push: Account.profile }
          openHelp: { from: home, present: Account.help }
        """

    /// The driver: each line is what a step left visible.
    static let main = """
        import Foundation
        import RouteKit

        @MainActor final class Keeper: ShopGatekeeper {
            var open: Set<ShopGate> = []
            func isOpen(_ gate: ShopGate) -> Bool { open.contains(gate) }
        }

        @MainActor func shown(_ coordinator: ShopCoordinator<ShopPlaceholderFactory>) -> String {
            let state = coordinator.state
            let stack = state.stack(at: state.visibleLocation)?.routes ?? []
            return "\\(stack.map { "\\($0)" }.joined(separator: " > ")) (\\(state.presentations.count) presented)"
        }

        @MainActor func run() throws {
            let keeper = Keeper()
            let coordinator = ShopCoordinator(factory: ShopPlaceholderFactory(), gatekeeper: keeper)
            var failures: [String] = []
            coordinator.navigation.failureHandler = { failures.append("\\($0)") }
            coordinator.navigator(ShopNavigator.Home.self)?.openProfile()
            print("closed:", shown(coordinator))
            keeper.open.insert(.signedIn)
            coordinator.navigator(ShopNavigator.SignIn.self)?.passGate()
            print("passed:", shown(coordinator))
            coordinator.navigator(AccountNavigator.Profile.self)?.openOrders()
            print("orders closed:", shown(coordinator))
            coordinator.navigator(ShopNavigator.Verify.self)?.dismiss()
            print("cancelled:", shown(coordinator))
            keeper.open.insert(.verified)
            var causes: [String] = []
            let observation = coordinator.addObserver { _, cause in causes.append(cause.analyticsText) }
            coordinator.navigator(AccountNavigator.Profile.self)?.openOrders()
            print("orders open:", shown(coordinator), "by", causes.last ?? "nothing")
            observation.cancel()
            let saved = try coordinator.savedState()
            let restoredKeeper = Keeper()
            let restored = ShopCoordinator(factory: ShopPlaceholderFactory(), gatekeeper: restoredKeeper)
            try restored.restoreState(from: saved)
            print("restored closed:", shown(restored))
            coordinator.navigator(AccountNavigator.Orders.self)?.back()
            coordinator.navigator(AccountNavigator.Profile.self)?.back()
            print("back:", shown(coordinator))
            coordinator.navigator(ShopNavigator.Home.self)?.openHelp { result in \
        print("help result:", result ?? "nil") }
            print("help:", shown(coordinator))
            coordinator.navigator(AccountNavigator.Help.self)?.dismiss()
            print("dismissed:", shown(coordinator))
            coordinator.navigator(ShopNavigator.Home.self)?.openHelp { result in \
        print("help result:", result ?? "nil") }
            coordinator.navigator(AccountNavigator.Help.self)?.finish("read")
            print("finished:", shown(coordinator))
            coordinator.navigator(ShopNavigator.Home.self)?.openProfile()
            coordinator.navigator(AccountNavigator.Profile.self)?.dismiss()
            print("pushed entry dismiss:", shown(coordinator), failures.count, "failure")
        }

        MainActor.assumeIsolated {
            do { try run() } catch {
                print("error:", error)
                exit(1)
            }
        }

        """

    /// The generated files of the feature and the app, written to a temporary folder and compiled.
    static func generated() throws -> (feature: String, app: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feature-runtime-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, yaml) in [("Account/Account", account), ("Shop/Shop", shop)] {
            let url = folder.appendingPathComponent(name + ".routes.yaml")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(yaml.utf8).write(to: url)
            let result = GeneratorPipeline.compile(
                SpecSource(path: url.path, bytes: Array(yaml.utf8)),
                options: GeneratorOptions(specFileName: url.lastPathComponent)
            )
            #expect(
                result.diagnostics.isEmpty,
                "\(result.diagnostics.map { $0.formatted(path: url.lastPathComponent) })"
            )
            files.append(try #require(result.output).contents)
        }
        return (files[0], files[1])
    }

    @Test("Feature screens wait behind the app's gates; an app-presented entry dismisses and finishes")
    func gatesAndPresentedEntries() throws {
        let (feature, app) = try Self.generated()
        #expect(feature.contains("extension DismissingNavigator where Self: AccountScreenNavigator"))
        #expect(app.contains("case .accountOrders:\n            return [.signedIn, .verified]"))
        let outcome = try SwiftCompiler.run(
            [
                "AccountRoutes.swift": feature,
                "ShopRoutes.swift": app.replacingOccurrences(of: "import AccountFeature\n", with: ""),
                "main.swift": Self.main,
            ],
            arguments: []
        )
        #expect(outcome.succeeded, "\(outcome.output.suffix(3_000))")
        #expect(
            outcome.output == """
                closed: signIn (1 presented)
                passed: home > accountProfile (0 presented)
                orders closed: verify (1 presented)
                cancelled: home > accountProfile (0 presented)
                orders open: home > accountProfile > accountOrders (0 presented) by transition openOrders
                restored closed: signIn (1 presented)
                back: home (0 presented)
                help: accountHelp (1 presented)
                help result: nil
                dismissed: home (0 presented)
                help result: read
                finished: home (0 presented)
                pushed entry dismiss: home > accountProfile (0 presented) 1 failure

                """
        )
    }
}
