import Foundation

/// The Swift examples of the README and the DocC catalog that tests compile.
///
/// An example is marked by a `<!-- check: <kind> -->` line right before its ```swift fence.
enum DocumentedExamples {
    /// The README and every DocC article, in a fixed order.
    static let documents: [URL] =
        [RepositoryPaths.root.appendingPathComponent("README.md")]
        + ((try? FileManager.default.contentsOfDirectory(
            at: RepositoryPaths.root.appendingPathComponent("Sources/RouteKit/RouteKit.docc"),
            includingPropertiesForKeys: nil
        )) ?? []).filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }

    /// The code of the examples marked `kind`, each with `file:line` of its first line.
    static func marked(_ kind: String) throws -> [(source: String, code: String)] {
        let marker = "<!-- check: \(kind) -->"
        var examples: [(source: String, code: String)] = []
        for document in documents {
            let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == marker {
                guard number + 1 < lines.count, lines[number + 1].hasPrefix("```swift") else { continue }
                let body = lines[(number + 2)...].prefix { !$0.hasPrefix("```") }
                examples.append(("\(document.lastPathComponent):\(number + 3)", body.joined(separator: "\n")))
            }
        }
        return examples
    }
}
