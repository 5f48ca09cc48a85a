import Foundation

/// Writes lines to standard error, where diagnostics go.
enum StandardError {
    /// Writes one line (a newline is added).
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
