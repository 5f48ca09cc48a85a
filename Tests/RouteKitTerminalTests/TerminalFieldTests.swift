import Testing

@testable import RouteKitTerminal

@MainActor
@Suite("Actions with fields")
struct TerminalFieldTests {
    @Test("A script step carries name=value pairs, quoted when they hold spaces")
    func stepValues() {
        let step = TerminalStep(parsing: #"showBooks author="Ursula K. Le Guin" page=2"#)
        #expect(step.command == .chooseLabelled("showBooks"))
        #expect(step.values == ["author": "Ursula K. Le Guin", "page": "2"])
        #expect(TerminalStep(parsing: "3 id=7").command == .choose(3))
        #expect(TerminalStep(parsing: "3 id=7").values == ["id": "7"])
        #expect(TerminalStep(parsing: "back").values.isEmpty)
        #expect(TerminalStep(parsing: #"pick name="""#).values == ["name": ""])
    }

    @Test("An action runs with its values, defaults fill the gaps, and a missing value is a mistake")
    func run() {
        var received: [String: String] = [:]
        let action = TerminalAction(
            "open",
            fields: [
                TerminalField(name: "id", prompt: "id (Int)"),
                TerminalField(name: "tab", prompt: "tab", defaultValue: "1"),
            ]
        ) { values in
            guard Int(values["id"] ?? "") != nil else { return "not an Int" }
            received = values
            return nil
        }
        #expect(action.isChoosable)
        #expect(action.run(with: [:]) == "'open' needs a value for 'id': write 'open id=…'.")
        #expect(action.run(with: ["id": "x"]) == "not an Int")
        #expect(action.run(with: ["id": "7"]) == nil)
        #expect(received == ["id": "7", "tab": "1"])
    }
}
