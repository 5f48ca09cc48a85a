import ArgumentParser
import Foundation
import RouteCompiler
import RouteCompilerFrontEnds

/// `routegen strings`: writes the String Catalog of a spec's titles.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Write the String Catalog (<table>.xcstrings) of a spec's titles.",
        discussion: """
            The table is the spec's 'localization: { table: }' (default Localizable).
            Every title of the spec and the files it includes is one entry, keyed as
            the generated code looks it up (the text, %@ for each {param}, %% for %),
            with its English value and a comment naming its screens. An existing
            catalog is merged: its translations stay, and entries no title uses any
            more are marked stale, as Xcode does.

            Examples:
              routegen strings Routes/Library.routes.yaml \\
                --output Sources/Library/Resources
            """
    )

    @OptionGroup var options: SingleFileOutputOptions

    func run() throws {
        guard let input = InputFileReader.specs([options.spec])?.first else { throw ExitCode.failure }
        let directory = options.directory
        // The table's name is known only after reading the spec; read the old catalog then.
        let probe = StringCatalog.catalog(of: input, existing: nil)
        guard case .success(let fresh) = probe.file else {
            DiagnosticReport.print(probe.diagnostics, path: input.path)
            throw ExitCode.failure
        }
        let url = directory.appendingPathComponent(fresh.name)
        let existing = FileManager.default.fileExists(atPath: url.path) ? try? Data(contentsOf: url) : nil
        let (file, diagnostics) = StringCatalog.catalog(of: input, existing: existing)
        DiagnosticReport.print(diagnostics, path: input.path)
        switch file {
        case .failure(let failure):
            StandardError.write("\(VisibleText.escaped(url.relativePath)): error: \(failure)")
            throw ExitCode.failure
        case .success(let catalog):
            guard OutputWriter.write(catalog.contents, to: url, what: "the catalog", quiet: options.quiet) else {
                throw ExitCode.failure
            }
        }
    }
}
