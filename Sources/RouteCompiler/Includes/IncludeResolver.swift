/// Finds and parses every file that a spec includes, depth first: the pipeline's stage between
/// parsing the top-level spec and decoding.
///
/// Every problem is reported where it is written: a bad, missing, repeated or cyclic include at
/// its entry in the including file, and every diagnostic of an included file in that file.
struct IncludeResolver {
    private let source: SpecSource
    private var included: [SpecDocuments.IncludedFile] = []
    /// Where each file was first included (by its path relative to the top-level folder).
    private var includedAt: [IncludePath: SourceLocation] = [:]
    private var totalBytes: Int
    /// The display paths of the included files, in the order they were included.
    private var includedPaths: [String] = []

    private init(source: SpecSource) {
        self.source = source
        self.totalBytes = source.bytes.count
    }

    /// The parsed top-level spec with every file it includes, directly or not, parsed.
    static func resolve(_ document: SpecDocument, diagnostics: inout DiagnosticCollector) -> SpecDocuments {
        var resolver = IncludeResolver(source: document.source)
        let rootPath = document.source.path.split(separator: "/").last.map { IncludePath(components: [String($0)]) }
        resolver.visit(document.root, path: rootPath, chain: rootPath.map { [$0] } ?? [], diagnostics: &diagnostics)
        return SpecDocuments(top: document, included: resolver.included, includedPaths: resolver.includedPaths)
    }

    /// Parses the files that the file of `root` includes, and theirs.
    private mutating func visit(
        _ root: YAMLNode,
        path: IncludePath?,
        chain: [IncludePath],
        diagnostics: inout DiagnosticCollector
    ) {
        for include in SpecDecoder.includes(of: root) {
            let resolved: IncludePath
            switch IncludePath.resolve(include.value, from: path?.directory ?? []) {
            case .failure(let failure):
                diagnostics.error(failure.message, at: include.location)
                continue
            case .success(let path): resolved = path
            }
            let display = resolved.displayPath(rootDirectory: source.directory)
            if let index = chain.firstIndex(of: resolved) {
                let cycle = (chain[index...].map { $0.components.last ?? "" } + [resolved.components.last ?? ""])
                diagnostics.error(
                    "including '\(include.value)' makes a cycle "
                        + "(\(cycle.joined(separator: " → "))); remove this include",
                    at: include.location
                )
                continue
            }
            if let first = includedAt[resolved] {
                diagnostics.error(
                    "'\(display)' is already included; a file is included once per "
                        + "spec, or its screens would be defined twice: remove this include",
                    at: include.location,
                    note: Diagnostic.Note("'\(display)' is first included here", at: first)
                )
                continue
            }
            guard includedAt.count < IncludeLimits.maxFiles else {
                diagnostics.error(
                    "the spec includes more than \(IncludeLimits.maxFiles) files; merge some of them",
                    at: include.location
                )
                return
            }
            guard chain.count <= IncludeLimits.maxDepth else {
                diagnostics.error(
                    "includes are nested more than \(IncludeLimits.maxDepth) "
                        + "deep; include this file from a file nearer the top-level spec",
                    at: include.location
                )
                continue
            }
            includedAt[resolved] = include.location
            let bytes: [UInt8]
            do {
                bytes = try source.reader.read(display, source.directory)
            } catch {
                diagnostics.error(
                    "cannot read the included file '\(include.value)': \(error.reason)",
                    at: include.location
                )
                continue
            }
            totalBytes += bytes.count
            guard totalBytes <= YAMLLimits.default.maxInputBytes else {
                diagnostics.error(
                    "the spec and its included files hold more than "
                        + "\(YAMLLoader.size(YAMLLimits.default.maxInputBytes)); split it into several specs",
                    at: include.location
                )
                return
            }
            includedPaths.append(display)
            var fileDiagnostics = DiagnosticCollector()
            let document = YAMLLoader.loadDocument(bytes, diagnostics: &fileDiagnostics)?.inFile(display)
            for diagnostic in fileDiagnostics.diagnostics { diagnostics.emit(diagnostic.inFile(display)) }
            guard let document else { continue }
            included.append(SpecDocuments.IncludedFile(path: display, root: document))
            visit(document, path: resolved, chain: chain + [resolved], diagnostics: &diagnostics)
        }
    }
}
