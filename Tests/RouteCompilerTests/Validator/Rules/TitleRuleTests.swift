import Testing

@testable import RouteCompiler

@Suite("Title rule")
struct TitleRuleTests {
    @Test("Interpolations name params of the same screen")
    func unknownParam() {
        let spec =
            "name: App\nroot: home\nscreens:\n  home:\n    title: \"Hi "
            + "{nmae}\"\n    params:\n      name: { type: String, default: x }\n"
        #expect(
            diagnose(spec) == [
                "5:12: error: the title of screen 'home' interpolates '{nmae}', which is not a param of the screen"
            ]
        )
        #expect(diagnostics(of: spec).first?.fixIt == .didYouMean("name"))
    }

    @Test("Braces must balance; doubled braces are literal")
    func braces() {
        #expect(
            diagnose("name: App\nroot: home\nscreens:\n  home:\n    title: \"a } b\"\n") == [
                "5:12: error: invalid title: '}' has no matching '{'; write '}}' for a literal brace"
            ]
        )
        #expect(diagnose("name: App\nroot: home\nscreens:\n  home:\n    title: \"{{ok}}\"\n").isEmpty)
    }
}
