import Testing

@testable import RouteCompiler

/// Specs that the compiler accepts but whose generated code does not compile: names that collide
/// with RouteKit's types, with the generated code's own members or with its local names, and
/// defaults that the generated code mishandles.
///
/// A spec must either be rejected with an error that says why, or generate code that compiles.
@Suite("Corpus: names that clash in generated code")
struct GeneratedCodeClashTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: String
        /// Extra Swift compiled with the generated file, such as the declaration of a custom type.
        var support = ""
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "spec name Navigation: NavigationRoute is RouteKit's protocol", spec: specNamed("Navigation")),
        Case(
            name: "spec name Screen: ScreenScreen, ScreenNavigator and ScreenScreenNavigator",
            spec: specNamed("Screen")
        ),
        Case(name: "spec name Placeholder: PlaceholderScreen is RouteKit's type", spec: specNamed("Placeholder")),
        Case(
            name: "param titleText shadows the titleText function in the title",
            spec: """
                name: Clash
                root: home
                screens:
                  home:
                    title: "{titleText}"
                    params:
                      titleText: { type: String, default: x }
                """
        ),
        Case(
            name: "param context shadows the navigator's context in its moves",
            spec: """
                name: Clash
                root: home
                screens:
                  home:
                    title: Home
                  item:
                    params:
                      context: String
                transitions:
                  open:
                    from: home
                    push: item
                """
        ),
        Case(name: "tab id initial clashes with the Tab enum's initial", spec: tabSpec(id: "initial")),
        Case(name: "tab id allCases clashes with CaseIterable's allCases", spec: tabSpec(id: "allCases")),
        Case(
            name: "custom type Screen means the factory's associated type in generated code",
            spec: customTypeSpec("Screen"),
            support: "struct Screen: Hashable, Codable, Sendable {}"
        ),
        Case(
            name: "custom type Route means NavigationRoute's associated type in generated code",
            spec: customTypeSpec("Route"),
            support: "struct Route: Hashable, Codable, Sendable {}"
        ),
        Case(
            name: "custom type Tab means NavigationRoute's associated type in generated code",
            spec: customTypeSpec("Tab"),
            support: "struct Tab: Hashable, Codable, Sendable {}"
        ),
        Case(
            name: "a deep-linked Double param defaulting to .nan compares with != .nan",
            spec: """
                name: Clash
                root: home
                screens:
                  home:
                    title: Home
                  item:
                    params:
                      ratio: { type: Double, default: .nan }
                    path: /item
                transitions:
                  open:
                    from: home
                    push: item
                """
        ),
        Case(
            name: "params var and let get needless backticks as argument labels",
            spec: """
                name: Clash
                root: home
                screens:
                  home:
                    title: Home
                  item:
                    params:
                      var: Int
                      let: Int
                transitions:
                  open:
                    from: home
                    push: item
                """
        ),
    ]

    static func specNamed(_ name: String) -> String {
        "name: \(name)\nroot: home\nscreens:\n  home:\n    title: Home\n"
    }

    static func tabSpec(id: String) -> String {
        "name: Clash\nroot:\n  tabs:\n    - id: \(id)\n      title: "
            + "T\n      screen: home\nscreens:\n  home:\n    title: Home\n"
    }

    static func customTypeSpec(_ type: String) -> String {
        """
        name: Clash
        root: home
        screens:
          home:
            title: Home
          item:
            params:
              value: \(type)
            result: \(type)
        transitions:
          open:
            from: home
            present: item
        """
    }

    @Test("a spec is rejected or generates code that compiles", arguments: cases)
    func rejectedOrCompiles(_ testCase: Case) throws {
        let result = GeneratorPipeline.compile(
            Array(testCase.spec.utf8),
            options: GeneratorOptions(specFileName: "Clash.routes.yaml")
        )
        guard let output = result.output else {
            #expect(result.hasErrors)
            return
        }
        var sources = [output.name: output.contents]
        if !testCase.support.isEmpty { sources["Support.swift"] = testCase.support }
        let outcome = try SwiftCompiler.typecheck(sources)
        #expect(outcome.succeeded, "\(outcome.output)")
    }
}
