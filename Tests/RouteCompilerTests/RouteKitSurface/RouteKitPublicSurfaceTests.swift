import Foundation
import Testing

/// RouteKit's public surface: the names an app sees stay few, none is also SwiftUI's or UIKit's, and
/// no arbitrary move is reachable without `@_spi(Generated) import RouteKit`.
@Suite("RouteKit's public surface")
struct RouteKitPublicSurfaceTests {
    /// The most top-level public names, outside `@_spi(Generated)`, that RouteKit may declare.
    static let maximumPublicNames = 25

    /// Top-level names that SwiftUI or UIKit declare, which a RouteKit name must not be: an app that
    /// imports both would have to qualify them.
    static let appleNames: Set<String> = [
        "Animation", "App", "Binding", "Button", "Environment", "Image", "Label", "List", "NavigationLink",
        "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationTransition", "NavigationView",
        "PresentationDetent", "PresentationMode", "Scene", "Section", "State", "Tab", "TabView", "Text",
        "ToolbarItem", "Transition", "View",
    ]

    /// A top-level declaration of RouteKit's sources.
    struct Declaration: Hashable {
        /// The declared name.
        var name: String
        /// Whether it is `@_spi(Generated)`: its attribute is on its line or the lines above.
        var isSPI: Bool
    }

    /// RouteKit's top-level public declarations, found by scanning its sources: a declaration at the
    /// start of a line (nested ones are indented), with the attribute lines above it.
    static func publicDeclarations() throws -> [Declaration] {
        let sources = RepositoryPaths.root.appendingPathComponent("Sources/RouteKit")
        let declaration = try Regex(
            #"^(?:@[\w()]+ )*public (?:final )?(?:class|struct|enum|protocol|typealias|actor|func|let|var) (\w+)"#
        )
        var found: [Declaration] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            let lines = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                guard let match = line.wholeMatch(of: declaration) ?? line.prefixMatch(of: declaration),
                    let declared = match.output[1].substring
                else { continue }
                var attributes = [line]
                var above = index - 1
                while above >= 0, lines[above].hasPrefix("@") {
                    attributes.append(lines[above])
                    above -= 1
                }
                found.append(
                    Declaration(name: String(declared), isSPI: attributes.contains { $0.contains("@_spi(Generated)") })
                )
            }
        }
        return found
    }

    @Test("At most 25 top-level public names outside `@_spi(Generated)`")
    func fewPublicNames() throws {
        let declarations = try Self.publicDeclarations()
        #expect(declarations.count > 20, "the scan finds RouteKit's declarations")
        let publicNames = Set(declarations.filter { !$0.isSPI }.map(\.name))
        #expect(
            publicNames.count <= Self.maximumPublicNames,
            "\(publicNames.count) public names: \(publicNames.sorted())"
        )
    }

    @Test("No top-level name, public or SPI, is one that SwiftUI or UIKit declares")
    func noAppleNames() throws {
        let names = Set(try Self.publicDeclarations().map(\.name))
        #expect(names.intersection(Self.appleNames).sorted() == [])
        #expect(names.allSatisfy { !$0.hasPrefix("UI") })
    }

    /// A route for the snippets, and the controller they move.
    static let probe = """
        @MainActor func probe(_ controller: NavigationController<Probe>) throws {
            MOVE
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

    /// Every way to make a move the spec may not declare, which only generated code may call.
    static let arbitraryMoves = [
        "try controller.perform(NavigationState.Transition([.push(.only)]), from: .main)",
        "try controller.back(from: .main)",
        "try controller.dismiss(from: .main)",
        "try controller.finish(with: 1, from: .presentation(0))",
        "controller.reset(to: controller.state)",
        "controller.visibleContext().perform(step: .push(.only))",
        "controller.context(for: .only, at: .main).back()",
        "var state = controller.state; try state.apply(NavigationState.Transition([.popToRoot]), from: .main)",
        "_ = try controller.state.applying(NavigationState.Transition([.popToRoot]), from: .main)",
    ]

    @Test(
        "An arbitrary move compiles only with `@_spi(Generated) import RouteKit`",
        arguments: arbitraryMoves
    )
    func arbitraryMoveNeedsSPI(move: String) throws {
        let snippet = Self.probe.replacingOccurrences(of: "MOVE", with: move)
        let plain = try SwiftCompiler.typecheck(["Probe.swift": "import RouteKit\n\n" + snippet])
        #expect(!plain.succeeded)
        #expect(
            plain.output.contains("'@_spi' protection level") || plain.output.contains("cannot find"),
            "\(plain.output)"
        )
        let generated = try SwiftCompiler.typecheck(["Probe.swift": "@_spi(Generated) import RouteKit\n\n" + snippet])
        #expect(generated.succeeded, "\(generated.output)")
    }
}
