import Foundation

/// One run of `routegen generate`, shared by the command-line tool and the build plugin's tool.
///
/// It reads the specs (and the config file and the app's Swift files, when given), compiles them as
/// one batch, prints the diagnostics and writes the generated files, or, with `checkOnly`, writes
/// nothing and reports each generated file that is missing or differs from what the specs generate.
public struct Generation: Sendable {
    /// The spec files to compile.
    public var specPaths: [String]
    /// The directory to write into; created when missing.
    public var outputDirectory: String
    /// How the generated files are named.
    public var naming: SpecBatch.OutputNaming = .specName
    /// The access level of the generated declarations; `nil` takes the config file's, else internal.
    public var accessLevel: GeneratorOptions.AccessLevel?
    /// A `routegen-config.yaml` to read.
    public var configPath: String?
    /// The app's Swift files, whose screen factories are checked (``FactoryWitnessCheck``).
    public var factorySourcePaths: [String] = []
    /// Whether to print nothing but diagnostics.
    public var quiet = false
    /// Whether to compare the generated files with the directory's instead of writing them.
    public var checkOnly = false
    /// Whether to write each spec's code as one file per ``GeneratedFileGroup`` (the build plugin's
    /// layout), so that an edit rewrites only the files it changes.
    public var splitsFiles = false

    /// A generation of `specPaths` into `outputDirectory`, with the other settings at their defaults.
    public init(specPaths: [String], outputDirectory: String) {
        self.specPaths = specPaths
        self.outputDirectory = outputDirectory
    }

    /// Runs the generation; returns whether it succeeded (for `checkOnly`: whether every file is up to date).
    public func run() -> Bool {
        guard let level = ConfigFileReader.accessLevel(configPath: configPath, override: accessLevel),
            let inputs = InputFileReader.specs(specPaths),
            let sources = InputFileReader.swiftSources(factorySourcePaths)
        else {
            return false
        }
        let results = SpecBatch.compile(inputs, naming: naming, accessLevel: level, factorySources: sources)
        if DiagnosticReport.print(results) { return false }
        let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true)
        // One error for a directory that cannot hold the files, rather than one per file.
        if !checkOnly {
            do {
                try OutputWriter.createDirectory(directory)
            } catch {
                StandardError.write(
                    "\(VisibleText.escaped(outputDirectory)): error: cannot write the generated files: "
                        + VisibleText.escaped(OutputWriter.reason(for: error))
                )
                return false
            }
        }
        var succeeded = true
        for result in results {
            guard let whole = result.output else { continue }
            for file in splitsFiles ? whole.split() : [whole] {
                succeeded = write(file, into: directory, specPath: result.path) && succeeded
            }
        }
        return succeeded
    }

    /// Writes `file` into `directory`, or with ``checkOnly`` checks it there; returns whether it succeeded.
    private func write(_ file: GeneratedFile, into directory: URL, specPath: String) -> Bool {
        let url = directory.appendingPathComponent(file.name)
        if checkOnly { return check(file, at: url, specPath: specPath) }
        return OutputWriter.write(file.utf8Pieces, to: url, what: "the generated file", quiet: quiet)
    }

    /// Whether `url` holds exactly `file`; reports it as an error when it does not.
    private func check(_ file: GeneratedFile, at url: URL, specPath: String) -> Bool {
        let path = VisibleText.escaped(url.relativePath)
        if OutputWriter.isUpToDate(file.utf8Pieces, at: url) {
            if !quiet { print("up to date \(path)") }
            return true
        }
        let state = FileManager.default.fileExists(atPath: url.path) ? "is out of date" : "is missing"
        StandardError.write(
            "\(path): error: the generated file \(state); run 'routegen generate' on "
                + "'\(VisibleText.escaped(specPath))' and commit the result"
        )
        return false
    }
}
