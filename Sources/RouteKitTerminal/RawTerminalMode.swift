#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal settings from before raw mode, restored when the session ends or a signal stops it.
///
/// A signal handler cannot take part in Swift concurrency, so this state is a plain global, written only
/// on the main thread before the handlers are installed.
nonisolated(unsafe) private var savedSettings = termios()
/// Whether raw mode is on, so that ``savedSettings`` must be restored.
nonisolated(unsafe) private var isRaw = false
/// Whether the alternate screen is shown, so that the normal screen must be brought back.
nonisolated(unsafe) private var showsAlternateScreen = false

/// Puts the terminal in raw mode, where each key arrives at once and unechoed, and always takes it out.
///
/// Raw mode turns off line editing, echo and the signal keys: Ctrl-C arrives as a key. Leaving restores
/// the saved settings; so do SIGINT, SIGTERM, SIGHUP and SIGQUIT sent from elsewhere, before the process
/// exits.
enum RawTerminalMode {
    /// Switches standard input to raw mode and, when `alternateScreen` is true, shows the alternate screen
    /// without a cursor; returns `false` when standard input is not a terminal.
    @MainActor
    static func enter(alternateScreen: Bool) -> Bool {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
        savedSettings = settings
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { signalNumber in
                restoreTerminal()
                _exit(128 + signalNumber)
            }
            sigaddset(&signals, signalNumber)
        }
        // A parent may have started the app with these signals blocked; they must reach the handler.
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        isRaw = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0
        if alternateScreen {
            showsAlternateScreen = true
            writeAll("\u{1B}[?1049h\u{1B}[?25l")
        }
        return isRaw
    }

    /// Restores the terminal as it was before ``enter(alternateScreen:)``.
    @MainActor
    static func leave() {
        restoreTerminal()
    }
}

/// Brings back the normal screen and cursor and the saved settings; safe to call from a signal handler.
private func restoreTerminal() {
    if showsAlternateScreen {
        showsAlternateScreen = false
        writeAll("\u{1B}[?25h\u{1B}[?1049l")
    }
    if isRaw {
        isRaw = false
        tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
    }
}

/// Writes `text` to standard output with `write(2)`, which a signal handler may call.
private func writeAll(_ text: StaticString) {
    _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
}
