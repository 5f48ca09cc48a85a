import Foundation

/// A tmux server of its own, running one command in a pane of a detached session: a real terminal that a
/// test types into and reads from.
struct TmuxSession {
    /// The path of `tmux`, if it is installed.
    static let tmuxPath: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The name of the server's socket, unique to this session.
    let socket = "routegen-tests-\(UUID().uuidString.prefix(8))"

    /// Starts `command` in a pane `width` columns wide and `height` lines high.
    init(command: String, width: Int = 80, height: Int = 40) throws {
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", command])
    }

    /// Types `keys`, in tmux's key names (`Down`, `Enter`, `C-c`, or plain text).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// What the pane shows now.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "0"])
    }

    /// The process ID of the pane's shell.
    func panePID() throws -> Int32 {
        Int32(
            try tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(
                in: .whitespacesAndNewlines
            )
        ) ?? 0
    }

    /// Waits until the pane shows every one of `texts`, and returns what it shows.
    ///
    /// - Throws: A ``SampleAppError`` with the last screen after `timeout` seconds.
    @discardableResult
    func waitFor(_ texts: String..., timeout: Double = 5) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = ""
        while Date() < deadline {
            shown = try screen()
            if texts.allSatisfy(shown.contains) { return shown }
            Thread.sleep(forTimeInterval: 0.03)
        }
        throw SampleAppError(message: "timed out waiting for \(texts) in:\n\(shown)")
    }

    /// Stops the server and everything running in it, and removes its socket.
    func stop() {
        let socketPath = (try? tmux(["display-message", "-p", "#{socket_path}"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? tmux(["kill-server"])
        if let socketPath, !socketPath.isEmpty {
            try? FileManager.default.removeItem(atPath: socketPath)
        }
    }

    /// Runs tmux on this session's server with `arguments`, in a UTF-8 locale, outside any other tmux.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let path = Self.tmuxPath else { throw SampleAppError(message: "tmux is not installed") }
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        return try execute(path, ["-L", socket] + arguments, environment: environment).output
    }
}
