import Testing

@testable import RouteKitTerminal

@Suite("Keys, script steps and command lines")
struct TerminalInputTests {
    @Test("Bytes decode into keys: arrows, a lone escape, digits, control keys")
    func keys() {
        let bytes = Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D".utf8) + [0x1B, 0x31, 0x0D, 0x09, 0x7F, 0x03, 0x04, 0x62]
        #expect(
            TerminalKey.keys(in: bytes) == [
                .up, .down, .right, .left, .escape, .digit(1), .enter, .tab, .backspace, .interrupt, .endOfInput,
                .character("b"),
            ]
        )
        #expect(TerminalKey.keys(in: [0x1B]) == [.escape])
        #expect(TerminalKey.keys(in: Array("\u{1B}[1;5A\u{1B}[Zq".utf8)) == [.up, .character("q")])
        #expect(TerminalKey.keys(in: [0xC3, 0xA9]).isEmpty)
    }

    @Test("Script steps read as commands")
    func commands() {
        #expect(TerminalCommand(parsing: " 12 ") == .choose(12))
        #expect(TerminalCommand(parsing: "Back") == .back)
        #expect(TerminalCommand(parsing: "b") == .back)
        #expect(TerminalCommand(parsing: "dismiss") == .dismiss)
        #expect(TerminalCommand(parsing: "tab") == .nextTab)
        #expect(TerminalCommand(parsing: "tab  Employees") == .selectTab("Employees"))
        #expect(TerminalCommand(parsing: "quit") == .quit)
        #expect(TerminalCommand(parsing: "The Aleph") == .chooseLabelled("The Aleph"))
    }

    @Test("The command line picks interactive, script or help mode, and a deep link to open first")
    func options() throws {
        let noFiles: (String) throws -> String = { _ in "" }
        #expect(try TerminalOptions(arguments: [], readFile: noFiles) == TerminalOptions(mode: .interactive))
        #expect(try TerminalOptions(arguments: ["--help"], readFile: noFiles) == TerminalOptions(mode: .help))
        #expect(
            try TerminalOptions(arguments: ["--open", "app://x/1", "--actions", "back"], readFile: noFiles)
                == TerminalOptions(mode: .script(["back"]), deepLink: "app://x/1")
        )
        #expect(throws: TerminalOptionsError.self) { try TerminalOptions(arguments: ["--open"], readFile: noFiles) }
        #expect(
            try TerminalOptions(arguments: ["--actions", "1,back, 2"], readFile: noFiles)
                == TerminalOptions(mode: .script(["1", "back", " 2"]))
        )
        let script = "# a comment\n1\n\n  tab Employees  \r\nquit\n"
        #expect(
            try TerminalOptions(arguments: ["--script", "x", "--actions", "2"], readFile: { _ in script })
                == TerminalOptions(mode: .script(["1", "tab Employees", "quit", "2"]))
        )
        #expect(throws: TerminalOptionsError.self) { try TerminalOptions(arguments: ["--actions"], readFile: noFiles) }
        #expect(throws: TerminalOptionsError.self) { try TerminalOptions(arguments: ["-x"], readFile: noFiles) }
        #expect(TerminalOptions.usage(program: "Library").hasPrefix("usage: Library "))
    }
}
