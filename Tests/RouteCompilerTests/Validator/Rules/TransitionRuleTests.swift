import Testing

@testable import RouteCompiler

@Suite("Transition rule")
struct TransitionRuleTests {
    static let screens =
        "name: App\nroot: home\nscreens:\n  home:\n  books:\n    params: "
        + "{ author: String }\n    path: /books/{author}\ntransitions:\n"

    @Test("Built-in moves cannot be transition names", arguments: ["back", "dismiss", "finish"])
    func builtIns(name: String) {
        let lines = diagnose(Self.screens + "  \(name):\n    from: home\n    push: books\n")
        let signature = name == "finish" ? "finish(_:)" : "\(name)()"
        #expect(
            lines == [
                "9:3: error: transition '\(name)' would shadow the "
                    + "built-in '\(signature)' of every navigator; rename it"
            ]
        )
    }

    @Test("Named screens and tabs must exist, with suggestions")
    func references() {
        let spec =
            Self.screens + "  go:\n    from: [home, nowhere]\n    steps:\n      - push: book\n      - popTo: hme\n"
        #expect(
            diagnose(spec) == [
                "10:18: error: 'from' names 'nowhere', which is not a screen of this spec",
                "12:15: error: 'push' names 'book', which is not a screen of this spec",
                "13:16: error: 'popTo' names 'hme', which is not a screen of this spec",
            ]
        )
        #expect(diagnostics(of: spec)[1].fixIt == .didYouMean("books"))
    }

    @Test("selectTab needs a tab root and showDetail a split root")
    func containerSteps() {
        let lines = diagnose(
            Self.screens + "  go:\n    from: home\n    steps: [{ selectTab: x }, { showDetail: books }]\n"
        )
        #expect(
            lines == [
                "11:26: error: 'selectTab' needs a tab-bar root ('root: { "
                    + "tabs: … }'); this spec's root is a single navigation stack",
                "11:45: error: 'showDetail' needs a split-view root ('root: "
                    + "{ split: … }'); this spec's root is a single navigation stack",
            ]
        )
    }

    @Test("A shorthand has exactly one step; argument-less steps need 'steps:'")
    func shorthands() {
        let spec =
            Self.screens
            + "  both:\n    from: home\n    push: books\n    present: books\n  "
            + "none:\n    from: home\n  bare:\n    from: books\n    pop: books\n"
        #expect(
            diagnose(spec) == [
                "12:5: error: transition 'both' has 'push' and 'present'; a "
                    + "shorthand transition has exactly one step, use 'steps:' for more",
                "13:3: error: transition 'none' has no step; add one of 'push', "
                    + "'present', 'replace', 'showDetail', 'selectTab' or 'popTo', or 'steps:'",
                "17:5: error: 'pop' takes no screen, so it cannot be a shorthand step",
            ]
        )
    }

    @Test("Malformed steps")
    func steps() {
        let spec =
            Self.screens
            + "  go:\n    from: home\n    steps:\n      - jump: home\n "
            + "     - push\n      - pop: home\n      - popToRot\n"
        #expect(
            diagnose(spec) == [
                "12:9: error: unknown step 'jump'; a step is one of 'push', 'present', 'replace', "
                    + "'showDetail', 'selectTab', 'popTo', 'pop', 'popToRoot', 'dismiss' or 'dismissAll'",
                "13:9: error: step 'push' needs a screen; write 'push: <screen>'",
                "14:9: error: step 'pop' takes no argument; write '- pop'",
                "15:9: error: unknown step 'popToRot'; a step is one of 'push', 'present', 'replace', "
                    + "'showDetail', 'selectTab', 'popTo', 'pop', 'popToRoot', 'dismiss' or 'dismissAll'",
            ]
        )
        #expect(diagnostics(of: spec)[3].fixIt == .didYouMean("popToRoot"))
    }

    @Test("'style' needs a present step")
    func style() {
        let lines = diagnose(Self.screens + "  go:\n    from: home\n    push: books\n    style: fullScreen\n")
        #expect(
            lines == [
                "12:12: error: 'style' applies only to a transition "
                    + "that presents a screen; transition 'go' presents none"
            ]
        )
    }

    @Test("Screens shown by one transition must agree on shared param types")
    func argumentConflict() {
        let spec =
            "name: App\nroot: home\nscreens:\n  home:\n  a:\n    params: { id: Int }\n  b:\n    params: { id: "
            + "String }\ntransitions:\n  both:\n    from: home\n    steps: [{ push: a }, { present: b }]\n"
        #expect(
            diagnose(spec) == [
                "8:19: error: transition 'both' shows screens 'a' and 'b', whose params 'id' have "
                    + "different types ('Int' and 'String'); a shared param becomes one argument, so rename one"
            ]
        )
    }

    @Test("A conflict is found among many shared params too", arguments: [3, 16, 17, 40])
    func argumentConflictAmongMany(count: Int) {
        let params = (0..<count).map { "p\($0): Int" }.joined(separator: ", ")
        let spec =
            "name: App\nroot: home\nscreens:\n  home:\n  a:\n    params: { "
            + "\(params) }\n  b:\n    params: { p\(count - 1): String }\ntransitions:\n "
            + " both:\n    from: home\n    steps: [{ push: a }, { present: b }]\n"
        #expect(
            diagnose(spec).map { $0.contains("whose params 'p\(count - 1)' have different types") } == [true]
        )
    }

    @Test("A result on a screen that is not only presented is a warning")
    func unusedResult() {
        let spec =
            "name: App\nroot: home\nscreens:\n  home:\n  pick:\n    result: "
            + "String\ntransitions:\n  go:\n    from: home\n    push: pick\n"
        #expect(
            diagnose(spec) == [
                "6:13: warning: screen 'pick' has a result, but only a "
                    + "screen reached solely by 'present' can finish with one"
            ]
        )
    }
}
