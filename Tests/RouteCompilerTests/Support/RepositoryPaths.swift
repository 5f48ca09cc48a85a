import Foundation

/// Paths of the repository's files, found from this source file's location.
enum RepositoryPaths {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // RouteCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Routes/`: the sample specs.
    static let sampleSpecs = root.appendingPathComponent("Routes")

    /// The golden specs, which the build plugin also compiles into `GeneratedCodeTests`.
    static let goldenSpecs = root.appendingPathComponent("Tests/GeneratedCodeTests/Specs")

    /// The valid specs of the corpus.
    static let corpusValidSpecs = root.appendingPathComponent("Tests/RouteCompilerTests/Corpus/Valid")

    /// The expected generated files.
    static let goldenExpected = root.appendingPathComponent("Tests/RouteCompilerTests/Golden/Expected")

    /// The `.routes.yaml` files of a directory, sorted by name.
    static func specs(in directory: URL) -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.lastPathComponent.hasSuffix(".routes.yaml") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
