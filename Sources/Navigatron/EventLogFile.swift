import Foundation

/// A file that Navigatron appends its navigation events to, one line each, while the terminal shows
/// the screens: `NAVIGATRON_EVENTS=/tmp/events.log swift run Navigatron`, and `tail -f` the file.
final class EventLogFile {
    /// The open file.
    private let handle: FileHandle

    /// Opens the file at `path` for appending, creating it when missing; `nil` when it cannot be opened.
    init?(path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    /// Appends `line` and a newline.
    func append(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}
