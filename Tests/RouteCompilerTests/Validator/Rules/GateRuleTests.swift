import Testing

@testable import RouteCompiler

@Suite("Gate rule")
struct GateRuleTests {
    static let signedIn = """
        name: App
        root: home
        gates:
          signedIn: { flow: signIn }
        screens:
          home:
          signIn:
          account: { requires: signedIn }
        transitions:
          showAccount: { from: home, push: account }

        """

    @Test("A gate that a screen requires, with a flow that is a screen, is valid")
    func validGate() {
        #expect(diagnose(Self.signedIn).isEmpty)
    }

    @Test("An unknown gate gets a did-you-mean")
    func unknownGate() {
        let spec = Self.signedIn.replacingOccurrences(of: "requires: signedIn", with: "requires: signdIn")
        #expect(diagnostics(of: spec).contains { $0.fixIt == .didYouMean("signedIn") })
    }

    @Test("A loop through a screen pushed over the flow is an error at the requires that closes it")
    func loopThroughPush() {
        let spec = Self.signedIn + "  create: { from: signIn, push: account }\n"
        let lines = diagnose(spec)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("error: gate 'signedIn' waits on itself") == true, "\(lines)")
    }

    @Test("A gate's flow screen, and what it pushes, count as reached")
    func flowIsReached() {
        let spec =
            Self.signedIn.replacingOccurrences(
                of: "  account: { requires: signedIn }",
                with: "  account: { requires: signedIn }\n  forgot:"
            ) + "  forgotPassword: { from: signIn, push: forgot }\n"
        #expect(diagnose(spec).isEmpty)
    }

    @Test("The root's long form requires a root gate; a sheet gate there is an error")
    func rootRequires() {
        let root = """
            name: App
            root: { screen: home, requires: onboarded }
            gates:
              onboarded: { flow: welcome, style: root }
            screens:
              home:
              welcome:

            """
        #expect(diagnose(root).isEmpty)
        let sheet = root.replacingOccurrences(of: "style: root", with: "style: sheet")
        #expect(
            diagnose(sheet).first?.contains("error: the root requires gate 'onboarded'") == true,
            "\(diagnose(sheet))"
        )
    }
}
