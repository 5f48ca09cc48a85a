/// Compiles several specs together, as one `routegen` run or one build-plugin
/// command does, and checks what no single spec can: that no two specs
/// generate the same types or the same file.
public enum SpecBatch {
    /// One spec to compile: its path (as shown in diagnostics), its bytes and how its includes are read.
    public typealias Input = SpecSource

    /// How generated files are named.
    public enum OutputNaming: String, Sendable, CaseIterable {
        /// After the spec's `name`: `LibraryRoutes.swift`.
        case specName = "spec-name"
        /// After the spec's file name: `Library.routes.yaml` → `Library.routes.generated.swift`.
        /// The build plugin uses this, since it must name its outputs before reading the specs.
        case specFile = "spec-file"
    }

    /// The result of one spec of a batch.
    public struct Result: Sendable {
        /// The spec's path.
        public var path: String
        /// The spec's diagnostics, including those about other specs of the batch, sorted by position.
        public var diagnostics: [Diagnostic]
        /// The generated file, named as the batch asked; `nil` when the spec has errors.
        public var output: GeneratedFile?
        /// The spec's `name`, where it is written.
        var specName: Located<String>?
        /// The paths of the files the spec includes, directly or not.
        public var includedFiles: [String] = []
        /// The path of the spec of the batch that includes this one, when another does: then this
        /// file is compiled only as part of that spec.
        public var includedBy: String?
        /// The `make…` requirements of the spec's generated screen factory, when it has no error.
        public var factory: FactoryOutline?
    }

    /// The suffixes of spec files.
    public static let specSuffixes = [".routes.yaml", ".routes.yml"]

    /// The generated file name for a spec file under ``OutputNaming/specFile``.
    public static func generatedFileName(forSpecFile fileName: String) -> String {
        let base: String
        if let suffix = specSuffixes.first(where: fileName.hasSuffix) {
            base = String(fileName.dropLast(suffix.count))
        } else {
            let firstPart: Substring? = fileName.split(separator: ".", omittingEmptySubsequences: false).first
            base = String(firstPart ?? Substring(fileName))
        }
        return base + ".routes.generated.swift"
    }

    /// Compiles every input, the specs at the same time; a spec generates a file only when no spec of
    /// the batch has an error.
    ///
    /// With `factorySources`, the app's Swift files of the target, a `make…` there that Swift would
    /// not take for its factory requirement (``FactoryWitnessCheck``) is an error of the spec whose
    /// factory it belongs to.
    public static func compile(
        _ inputs: [Input],
        naming: OutputNaming = .specName,
        accessLevel: GeneratorOptions.AccessLevel = .internal,
        factorySources: [SwiftSourceFile] = []
    ) -> [Result] {
        var results = inputs.concurrentMap { input in
            let compilation = GeneratorPipeline.compile(
                input,
                options: GeneratorOptions(
                    specFileName: input.fileName,
                    accessLevel: accessLevel,
                    outlinesFactory: !factorySources.isEmpty
                )
            )
            var diagnostics = compilation.diagnostics
            if !specSuffixes.contains(where: input.fileName.hasSuffix) {
                diagnostics.insert(
                    .warning(
                        "spec files are named '<Name>.routes.yaml'; the build plugin does not find '\(input.fileName)'",
                        at: .start
                    ),
                    at: 0
                )
            }
            var output = compilation.output
            if naming == .specFile { output?.name = generatedFileName(forSpecFile: input.fileName) }
            return Result(
                path: input.path,
                diagnostics: diagnostics,
                output: output,
                specName: compilation.specName,
                includedFiles: compilation.includedFiles,
                factory: compilation.factory
            )
        }
        markIncludedSpecs(in: &results, naming: naming)
        reportCollisions(in: &results)
        if !factorySources.isEmpty {
            let factories = results.filter { $0.includedBy == nil }.compactMap(\.factory)
            for finding in FactoryWitnessCheck.findings(in: factorySources, against: factories) {
                guard let index = results.firstIndex(where: { $0.factory?.protocolName == finding.protocolName })
                else { continue }
                results[index].diagnostics.append(finding.diagnostic)
            }
        }
        for index in results.indices { results[index].diagnostics = results[index].diagnostics.sortedByPosition() }
        if results.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) {
            for index in results.indices { results[index].output = nil }
        }
        return results
    }

    /// Marks the specs of the batch that another spec of the batch includes: they are compiled as
    /// part of it, not alone. Under ``OutputNaming/specFile`` each still gets a generated file (a
    /// comment naming the spec that includes it), since the build plugin declares one output per spec file.
    private static func markIncludedSpecs(in results: inout [Result], naming: OutputNaming) {
        let included = Set(results.flatMap { $0.includedFiles.map(normalized) })
        var includer: [String: String] = [:]
        for result in results where !included.contains(normalized(result.path)) {
            for file in result.includedFiles where includer[normalized(file)] == nil {
                includer[normalized(file)] = result.path
            }
        }
        for index in results.indices {
            guard let including = includer[normalized(results[index].path)] else { continue }
            let fileName = SpecSource.fileName(of: results[index].path)
            results[index].includedBy = including
            results[index].diagnostics = []
            results[index].specName = nil
            results[index].output =
                naming == .specFile
                ? GeneratedFile(
                    name: generatedFileName(forSpecFile: fileName),
                    contents: """
                        // Generated by RouteGen from \(VisibleText.escaped(fileName)). Do not edit.
                        // This file is included by \(VisibleText.escaped(SpecSource.fileName(of: including))): \
                        its routes are generated with that spec.

                        """
                ) : nil
        }
    }

    /// A path with `.` components and repeated or trailing slashes removed, and `a/..` folded, for comparing paths.
    public static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }

    /// Reports two specs that would declare the same types or write the same file.
    private static func reportCollisions(in results: inout [Result]) {
        var firstByName: [String: Int] = [:]
        var firstByFileName: [String: Int] = [:]
        for index in results.indices {
            guard let output = results[index].output, let name = results[index].specName else { continue }
            if let first = firstByName[name.value] {
                results[index].diagnostics.append(
                    .error(
                        "the name '\(name.value)' is also the name of '\(results[first].path)'; "
                            + "both would generate the type '\(name.value)Route'",
                        at: name.location,
                        note: Diagnostic.Note("give each spec of a target its own 'name'")
                    )
                )
            } else if let first = firstByFileName[output.name] {
                results[index].diagnostics.append(
                    .error(
                        "this spec generates '\(output.name)', as "
                            + "'\(results[first].path)' does; rename one of the spec files",
                        at: .start
                    )
                )
            }
            firstByName[name.value] = firstByName[name.value] ?? index
            firstByFileName[output.name] = firstByFileName[output.name] ?? index
        }
    }
}
