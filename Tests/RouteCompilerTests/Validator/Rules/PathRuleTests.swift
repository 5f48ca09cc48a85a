import Testing

@testable import RouteCompiler

@Suite("Path rule")
struct PathRuleTests {
    @Test("Two paths that can match one URL are an error; typed params tell paths apart")
    func ambiguity() {
        let lines = diagnose(
            """
            name: App
            root: home
            screens:
              home:
              a:
                params: { id: Int }
                path: /items/{id}
              b:
                params: { slug: String }
                path: /items/{slug}
              c:
                path: /items/new
              d:
                params: { id: Int }
                path: /things/{id}
              e:
                path: /things/new
            transitions:
              toA: { from: home, push: a }
              toB: { from: home, push: b }
              toC: { from: home, push: c }
              toD: { from: home, push: d }
              toE: { from: home, push: e }
            """
        )
        #expect(
            lines == [
                "10:11: error: the paths of screens 'a' and 'b' can match the same URL; make one of them distinct",
                "12:11: error: the paths of screens 'b' and 'c' can match the same URL; make one of them distinct",
            ]
        )
    }

    @Test("Path params exist and have a URL type")
    func pathParams() {
        let lines = diagnose(
            """
            name: App
            root: home
            screens:
              home:
                path: /
              f:
                params: { when: Date }
                path: /f/{when}
              g:
                params: { book: Book }
                path: /g
              h:
                path: /h/{id}
            transitions:
              toF: { from: home, push: f }
              toG: { from: home, push: g }
              toH: { from: home, push: h }
            """
        )
        #expect(
            lines == [
                "8:11: error: '{when}' in the path of screen 'f' has type 'Date'; "
                    + "a path segment carries a String, Int, Double, Bool or UUID",
                "11:11: error: screen 'g' has a path, but its param 'book' of type 'Book' cannot "
                    + "be read from a URL; give it a default, make it optional, or put it in the path",
                "13:11: error: the path of screen 'h' uses '{id}', which is not a param of the screen",
            ]
        )
    }

    @Test(
        "Malformed paths",
        arguments: [
            ("things", "invalid path 'things': a path starts with '/', as in '/things'"),
            ("/a//b", "invalid path '/a//b': segment 2 of the path is empty; remove the extra '/'"),
            ("/a/{x}{y}", "invalid path '/a/{x}{y}': '{x}{y}' must name one parameter, as in '{id}'"),
            (
                "/a/b c",
                "invalid path '/a/b c': ' ' cannot appear in the path "
                    + "segment 'b c'; use letters, digits, '-', '.', '_' and '~'"
            ),
        ]
    )
    func malformed(path: String, message: String) {
        #expect(
            diagnose("name: App\nroot: home\nscreens:\n  home:\n    path: \"\(path)\"\n") == ["5:11: error: \(message)"]
        )
    }
}
