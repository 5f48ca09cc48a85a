import Testing

@testable import RouteCompiler

@Suite("Name rule")
struct NameRuleTests {
    @Test("The spec's name must be UpperCamelCase")
    func specName() {
        let lines = diagnose(
            """
            name: library
            root: home
            screens:
              home:
            """
        )
        #expect(
            lines == [
                "1:7: error: the spec's name 'library' must be an UpperCamelCase "
                    + "identifier such as 'Library'; it prefixes every generated type"
            ]
        )
        #expect(
            diagnostics(of: "name: library\nroot: home\nscreens:\n  home:\n").first?.fixIt == .didYouMean("Library")
        )
    }

    @Test("Screen, param, tab and transition names must be identifiers")
    func identifiers() {
        let lines = diagnose(
            """
            name: App
            root: home
            screens:
              home:
                params:
                  2fa: { type: Int, default: 1 }
              my-screen:
                path: /mine
            transitions:
              go-home:
                from: my-screen
                push: home
              show:
                from: home
                push: my-screen
            """
        )
        #expect(
            lines == [
                "6:7: error: '2fa' is not a valid param name: use letters, digits and '_', not starting with a digit",
                "7:3: error: 'my-screen' is not a valid screen name: "
                    + "use letters, digits and '_', not starting with a digit",
                "10:3: error: 'go-home' is not a valid transition name: "
                    + "use letters, digits and '_', not starting with a digit",
            ]
        )
    }

    @Test(
        "Suggestions turn bad names into identifiers",
        arguments: [("my-screen", "myScreen"), ("2fa", "_2fa"), ("a b c", "aBC")]
    )
    func suggestion(name: String, expected: String) {
        #expect(NameRule.identifierSuggestion(for: name) == expected)
    }

    @Test("'_' alone is reserved")
    func underscore() {
        let lines = diagnose(
            "name: App\nroot: home\nscreens:\n  home:\n  _:\n    "
                + "path: /u\ntransitions: { go: { from: home, push: _ } }\n"
        )
        #expect(lines == ["5:3: error: '_' cannot be a screen name: Swift reserves it"])
    }

    @Test("Keywords are valid names")
    func keywords() {
        #expect(
            diagnose(
                "name: App\nroot: default\nscreens:\n  default:\n    params:\n      class: { type: Int, default: 1 }\n"
            ).isEmpty
        )
    }

    @Test("Two screens may not share a navigator type name")
    func navigatorTypeCollision() {
        let lines = diagnose(
            "name: App\nroot: home\nscreens:\n  home:\n  Home:\n    "
                + "path: /h\ntransitions: { go: { from: home, push: Home } }\n"
        )
        #expect(
            lines == ["5:3: error: screens 'home' and 'Home' would both be named 'Home' in generated types; rename one"]
        )
    }

    @Test("A navigator type may not hide a generated type, such as the spec's navigator protocol")
    func navigatorTypeHidesGeneratedType() {
        let lines = diagnose(
            "name: App\nroot: home\nscreens:\n  home:\n  appScreenNavigator:\n    path: /a\n"
                + "transitions: { go: { from: home, push: appScreenNavigator } }\n"
        )
        #expect(
            lines == [
                "5:3: error: screen 'appScreenNavigator' would generate the navigator type 'AppScreenNavigator', "
                    + "which hides the type 'AppScreenNavigator' in generated code; rename the screen"
            ]
        )
    }

    @Test("Imports must be module names; a repeated one is a warning")
    func imports() {
        let lines = diagnose("name: App\nimports: [Models, bad-module, Models]\nroot: home\nscreens:\n  home:\n")
        #expect(
            lines == [
                "2:19: error: 'bad-module' is not a module name",
                "2:31: warning: module 'Models' is imported twice",
            ]
        )
    }
}
