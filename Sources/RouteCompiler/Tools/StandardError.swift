import Foundation

/// Writes lines to standard error, where the tools' diagnostics go.
public enum StandardError {
    /// Writes one line (a newline is added).
    public static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
