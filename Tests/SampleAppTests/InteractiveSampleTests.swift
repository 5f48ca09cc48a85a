import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the samples in a real terminal, tmux, and drives them with keys.
///
/// After the app ends, the pane's shell prints the exit status and the terminal's line-editing and echo
/// modes, which must be back on: the app never leaves the terminal in raw mode.
@Suite("The samples in a terminal", .enabled(if: TmuxSession.tmuxPath != nil, "needs tmux"))
struct InteractiveSampleTests {
    /// The shell command that runs `app`, then prints its exit status and the terminal's modes.
    static func command(running app: SampleApp) throws -> String {
        let modes = #"stty -a | tr ' ;' '\n\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\n' ' '"#
        return "'\(try app.path)'; status=$?; echo; echo \"EXIT=$status MODES=$(\(modes))\"; sleep 30"
    }

    @Test("Digits, arrows, Enter, ← and q drive the Library, and quitting restores the terminal")
    func libraryWithKeys() throws {
        let tmux = try TmuxSession(command: try Self.command(running: .library))
        defer { tmux.stop() }
        try tmux.waitFor("Authors", "› 1  Ursula K. Le Guin", "1-9 or ↑↓⏎ choose")
        try tmux.send("2")
        try tmux.waitFor("‹ Authors     Jorge Luis Borges", "← or b back")
        try tmux.send("Down")
        try tmux.waitFor("› 2  The Aleph")
        try tmux.send("Enter")
        try tmux.waitFor("THE ALEPH", "1949")
        try tmux.send("Left")
        try tmux.waitFor("› 1  Ficciones")
        try tmux.send("b")
        try tmux.waitFor("5 authors · 18 books")
        try tmux.send("q")
        let end = try tmux.waitFor("EXIT=")
        #expect(end.contains("EXIT=0 MODES=icanon echo"))
        #expect(!end.contains("Authors"), "the app's screen is gone")
    }

    @Test("Tab and t switch Navigatron's tabs, Esc dismisses the picker, and Ctrl-C restores the terminal")
    func navigatronWithKeys() throws {
        let tmux = try TmuxSession(command: try Self.command(running: .navigatron))
        defer { tmux.stop() }
        try tmux.waitFor("[Contacts]", "tab or t switch tab")
        try tmux.send("1")
        try tmux.waitFor("‹ Contacts     David Charleston")
        try tmux.send("t")
        try tmux.waitFor("[Employees]", "› 1  Priya Raman")
        try tmux.send("3")
        try tmux.waitFor("Choose a contact", "esc or d dismiss")
        try tmux.send("Escape")
        try tmux.waitFor("› 1  Priya Raman")
        try tmux.send("Tab")
        try tmux.waitFor("[Contacts]", "‹ Contacts     David Charleston")
        try tmux.send("C-c")
        let end = try tmux.waitFor("EXIT=")
        #expect(end.contains("EXIT=130 MODES=icanon echo"))
    }

    #if os(Linux)
    @Test("A signal from elsewhere restores the terminal before the app ends")
    func terminated() throws {
        let tmux = try TmuxSession(command: try Self.command(running: .library))
        defer { tmux.stop() }
        try tmux.waitFor("Authors")
        let shell = try tmux.panePID()
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let app = try #require(children.split(separator: " ").first.flatMap { Int32($0) })
        kill(app, SIGTERM)
        let end = try tmux.waitFor("EXIT=")
        #expect(end.contains("EXIT=143 MODES=icanon echo"))
    }
    #endif
}
