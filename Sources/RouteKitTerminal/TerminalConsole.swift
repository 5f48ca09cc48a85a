import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input and output, as a terminal session uses them.
enum TerminalConsole {
    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool {
        isatty(STDIN_FILENO) != 0
    }

    /// Whether standard output is a terminal, which understands escape codes.
    static var outputIsTerminal: Bool {
        isatty(STDOUT_FILENO) != 0
    }

    /// Writes `text` to standard output at once, without buffering.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to standard error.
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Waits for input and returns the bytes of one read, or `nil` at the end of input.
    static func readBytes() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Reads standard input to its end, as text.
    static func readAllInput() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Reads the script file at `path`, or standard input for `-`.
    static func readScript(at path: String) throws -> String {
        if path == "-" { return readAllInput() }
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw TerminalOptionsError(message: "cannot read the script '\(path)'")
        }
    }
}
