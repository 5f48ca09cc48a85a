import Foundation

/// Paths of the storyboards that the import tests read, found from this source file's location.
enum FixturePaths {
    /// `Tests/StoryboardImportTests/Fixtures/`, with a final `/`.
    static let root =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path + "/"

    /// The path of a fixture, such as `Shop/Main.storyboard`.
    static func path(_ relative: String) -> String { root + relative }

    /// The text of a fixture.
    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }
}
