import ArgumentParser
import Foundation
import RouteCompiler
import RouteCompilerFrontEnds

/// `routegen diff`: what a spec change breaks for users who already have the app.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report what a spec change breaks for users who already have the app.",
        discussion: """
            Compares two versions of a spec, in four sections: saved states that no
            longer restore (with the screens whose states hold a changed screen), deep
            links that now fail or open another screen, generated API that changed (a
            source break for the app's code), and what is only added. Each version is a
            file, or REV:PATH read with 'git show REV:PATH' in the current directory's
            repository; the files it includes are read at the same revision. Both
            versions must be valid; a version with errors prints its diagnostics.

            Exit status: 0 when nothing breaks (additions only), 1 when something breaks
            or a version cannot be read or has errors, 64 for bad arguments.

            Examples:
              routegen diff HEAD~1:Routes/Library.routes.yaml Routes/Library.routes.yaml
              routegen diff v1.0:Routes/App.routes.yaml Routes/App.routes.yaml \\
                --format json > spec-diff.json
            """
    )

    @Argument(help: ArgumentHelp("The version users have: a spec file or REV:PATH.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The version to ship: a spec file or REV:PATH.", valueName: "new"))
    var new: String

    @Option(help: "The report's format: text, or json for CI.")
    var format: DiffFormat = .text

    /// The report's formats.
    enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() throws {
        let sources = [old, new].map(Self.source)
        guard let oldSource = sources[0], let newSource = sources[1] else { throw ExitCode.failure }
        let (report, oldDiagnostics, newDiagnostics) = GeneratorPipeline.diff(oldSource, newSource)
        let oldFailed = DiagnosticReport.print(oldDiagnostics, path: old)
        let newFailed = DiagnosticReport.print(newDiagnostics, path: new)
        guard let report, !oldFailed, !newFailed else { throw ExitCode.failure }
        var shown = report
        shown.oldPath = old
        shown.newPath = new
        print(format == .json ? shown.json : shown.text, terminator: "")
        if report.breaks { throw ExitCode.failure }
    }

    /// The spec an argument names: a file, else `REV:PATH` at a git revision; `nil`, with an error
    /// printed, when it cannot be read.
    static func source(_ argument: String) -> SpecSource? {
        if !FileManager.default.fileExists(atPath: argument), let revision = GitRevisionSpec(argument: argument) {
            do {
                return try revision.source()
            } catch {
                StandardError.write("\(VisibleText.escaped(argument)): error: cannot read the spec: \(error.reason)")
                return nil
            }
        }
        return InputFileReader.specs([argument])?.first
    }
}
