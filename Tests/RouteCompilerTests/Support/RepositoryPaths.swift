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

    /// The declarations of a golden spec's custom types, `Tests/GeneratedCodeTests/<Name>Types.swift`, as a
    /// source to compile with its generated code; empty when the spec declares none.
    static func customTypeSources(forSpec spec: URL) -> [String: String] {
        let name = String(spec.lastPathComponent.dropLast(".routes.yaml".count))
        let file = root.appendingPathComponent("Tests/GeneratedCodeTests/\(name)Types.swift")
        guard let contents = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        return ["\(name)Types.swift": contents]
    }
}
