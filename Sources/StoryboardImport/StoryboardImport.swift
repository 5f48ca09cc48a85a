import Foundation
import RouteCompiler

/// `routegen import storyboard`: reads storyboards, follows their references and writes a route spec.
public enum StoryboardImport {
    /// What an import produced: the spec's text, or the errors that stopped it.
    public struct Outcome: Sendable {
        /// The spec's YAML; `nil` when the import failed.
        public var spec: String?
        /// The errors, each at its storyboard's `file:line:column`.
        public var diagnostics: [Diagnostic]
        /// What was not carried over or was renamed, one sentence each.
        public var notes: [String]
    }

    /// Imports the storyboards at `paths` as a spec named `name`, reading each storyboard that a
    /// reference names from the folder of the storyboard that references it.
    public static func run(paths: [String], name: String) -> Outcome {
        var documents: [StoryboardDocument] = []
        var diagnostics: [Diagnostic] = []
        var read: Set<String> = []
        for path in paths where read.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
            switch load(path) {
            case .success(let document):
                // References name storyboards by file name, so two files of one name cannot both be read.
                if let other = documents.first(where: { $0.name == document.name }) {
                    diagnostics.append(
                        .error(
                            "'\(document.name).storyboard' is given twice, here and as '\(other.path)'; "
                                + "give one file of each name (one localization of a storyboard)",
                            at: SourceLocation(line: 1, column: 1, file: path)
                        )
                    )
                } else {
                    documents.append(document)
                }
            case .failure(let failure): diagnostics += failure.diagnostics
            }
        }
        guard diagnostics.isEmpty else { return Outcome(spec: nil, diagnostics: diagnostics, notes: []) }
        var index = 0
        while index < documents.count {
            let document = documents[index]
            index += 1
            for scene in document.scenes {
                guard case .reference(let storyboardName, _) = scene.kind,
                    !documents.contains(where: { $0.name == storyboardName })
                else { continue }
                let folder = document.path.lastIndex(of: "/").map { String(document.path[...$0]) } ?? ""
                let path = folder + storyboardName + ".storyboard"
                guard FileManager.default.fileExists(atPath: path) else {
                    diagnostics.append(
                        .error(
                            "dangling reference: storyboard '\(storyboardName)' is not beside this file (no \(path)); "
                                + "name its file after this one on the command line",
                            at: scene.location
                        )
                    )
                    continue
                }
                switch load(path) {
                case .success(let referenced): documents.append(referenced)
                case .failure(let failure): diagnostics += failure.diagnostics
                }
            }
        }
        return outcome(of: documents, name: name, diagnostics: diagnostics)
    }

    /// Imports one storyboard from its bytes, without reading the storyboards its references name:
    /// the fuzz target's way in.
    package static func run(bytes: [UInt8], path: String, name: String) -> Outcome {
        switch StoryboardXMLReader.read(bytes, path: path, name: storyboardName(ofPath: path)) {
        case .success(let document): return outcome(of: [document], name: name, diagnostics: [])
        case .failure(let failure): return Outcome(spec: nil, diagnostics: failure.diagnostics, notes: [])
        }
    }

    /// The spec of `documents`, or the errors: `diagnostics`, found while reading them, and the
    /// translation's.
    private static func outcome(
        of documents: [StoryboardDocument],
        name: String,
        diagnostics: [Diagnostic]
    ) -> Outcome {
        // The translation still runs after a missing reference, to report every dangling one at once.
        switch StoryboardTranslator.translate(documents, name: name) {
        case .success(let spec) where diagnostics.isEmpty:
            return Outcome(spec: SpecYAMLWriter.text(of: spec), diagnostics: [], notes: spec.notes)
        case .success:
            return Outcome(spec: nil, diagnostics: diagnostics, notes: [])
        case .failure(let failure):
            let reported = Set(diagnostics.map(\.location))
            let more = failure.diagnostics.filter { !reported.contains($0.location) }
            return Outcome(spec: nil, diagnostics: diagnostics + more, notes: [])
        }
    }

    /// What is wrong with `name` as the spec's `name`, or `nil` when it can be one: an UpperCamelCase
    /// identifier that the compiler takes (it refuses, for example, a name whose generated types
    /// RouteKit declares).
    public static func problem(withSpecName name: String) -> String? {
        guard isSpecName(name) else { return "not an UpperCamelCase identifier" }
        return SpecNameCheck.problem(withSpecName: name)
    }

    /// Whether `name` can be a spec's `name`: an UpperCamelCase identifier.
    public static func isSpecName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }

    private static func load(_ path: String) -> Result<StoryboardDocument, ImportFailure> {
        let start = SourceLocation(line: 1, column: 1, file: path)
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            let reason = InputFileReader.reason(
                for: error,
                path: path,
                directoryHint: "name the .storyboard files inside it"
            )
            return .failure(ImportFailure(.error("cannot read the storyboard: \(reason)", at: start)))
        }
        return StoryboardXMLReader.read(bytes, path: path, name: storyboardName(ofPath: path))
    }

    /// The name that references give the storyboard at `path`: its file name without `.storyboard`.
    private static func storyboardName(ofPath path: String) -> String {
        var name = String(path.split(separator: "/").last ?? Substring(path))
        if name.hasSuffix(".storyboard") { name.removeLast(".storyboard".count) }
        return name
    }
}
