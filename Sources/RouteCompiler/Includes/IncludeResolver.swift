/// Loads a spec and every file it includes, depth first, and merges them into one ``RouteSpec``.
///
/// Every problem is reported where it is written: a bad, missing, repeated or cyclic include at
/// its entry in the including file, and every diagnostic of an included file in that file.
struct IncludeResolver {
    private let source: SpecSource
    private var files: [SpecFile] = []
    /// Where each file was first included (by its path relative to the top-level folder).
    private var includedAt: [IncludePath: SourceLocation] = [:]
    private var totalBytes: Int
    /// The display paths of the included files, in the order they were included.
    private(set) var includedPaths: [String] = []

    private init(source: SpecSource) {
        self.source = source
        self.totalBytes = source.bytes.count
    }

    /// Loads, decodes and merges the spec of `source`; `nil` when its top-level file cannot be read
    /// at all. The spec may still have errors.
    static func load(_ source: SpecSource, diagnostics: inout DiagnosticCollector) -> (RouteSpec, [String])? {
        guard
            let document = YAMLLoader.loadDocument(source.bytes, diagnostics: &diagnostics),
            let top = SpecDecoder.decodeFile(document, isIncluded: false, diagnostics: &diagnostics)
        else { return nil }
        var resolver = IncludeResolver(source: source)
        let rootPath = source.path.split(separator: "/").last.map { IncludePath(components: [String($0)]) }
        resolver.visit(top, path: rootPath, chain: rootPath.map { [$0] } ?? [], diagnostics: &diagnostics)
        return (top.spec(including: resolver.files, diagnostics: &diagnostics), resolver.includedPaths)
    }

    /// Loads the files that `file` includes, and theirs.
    private mutating func visit(
        _ file: SpecFile,
        path: IncludePath?,
        chain: [IncludePath],
        diagnostics: inout DiagnosticCollector
    ) {
        for include in file.includes {
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
            let decoded = document.flatMap {
                SpecDecoder.decodeFile($0, isIncluded: true, diagnostics: &fileDiagnostics)
            }
            for diagnostic in fileDiagnostics.diagnostics { diagnostics.emit(diagnostic.inFile(display)) }
            guard let decoded else { continue }
            files.append(decoded)
            visit(decoded, path: resolved, chain: chain + [resolved], diagnostics: &diagnostics)
        }
    }
}
