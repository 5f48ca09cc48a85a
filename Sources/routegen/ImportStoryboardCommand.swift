import ArgumentParser
import Foundation
import RouteCompiler
import StoryboardImport

/// `routegen import storyboard`: writes a route spec from Interface Builder storyboards.
struct ImportStoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Write a route spec from Interface Builder storyboards.",
        discussion: """
            Scenes become screens, named after their storyboard ID, else their class
            without `ViewController`. Show and push segues become push transitions,
            presentation and popover segues present (with their style), showDetail
            segues showDetail, unwind segues popTo. The initial controller becomes the
            root: a navigation controller's root, a tab bar's tabs, a split view's
            columns. Storyboard references are followed into the storyboard beside
            the file; name one that lives elsewhere after the first file. A name the
            compiler refuses gets a suffix, so the spec passes `routegen check`. What
            the spec cannot carry (embeds, custom segues, page view controllers, scenes
            shown only from code) is a `# import:` comment at its place in the spec and
            a line on standard error. Nothing is written when a storyboard has an
            error. UIKit storyboards only (iOS, tvOS).

            Examples:
              routegen import storyboard App/Base.lproj/Main.storyboard \\
                --name Shop --output Routes/Shop.routes.yaml
              routegen check Routes/Shop.routes.yaml
            """
    )

    @Argument(
        help: ArgumentHelp("The storyboards; the first one's initial view controller is the root.", valueName: "file"),
        completion: .file(extensions: ["storyboard"])
    )
    var files: [String]

    @Option(help: "The spec's name: an UpperCamelCase identifier that prefixes the generated types.")
    var name: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The spec file to write, such as Routes/<Name>.routes.yaml.", valueName: "file"),
        completion: .file(extensions: ["yaml"])
    )
    var output: String

    func validate() throws {
        if let problem = StoryboardImport.problem(withSpecName: name) {
            throw ValidationError("--name '\(VisibleText.escaped(name))': \(VisibleText.escaped(problem))")
        }
        let spec = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        if let file = files.first(where: {
            URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath() == spec
        }) {
            throw ValidationError(
                "--output '\(VisibleText.escaped(output))' is the storyboard '\(VisibleText.escaped(file))'; "
                    + "write the spec to its own file, such as Routes/\(name).routes.yaml"
            )
        }
    }

    func run() throws {
        let outcome = StoryboardImport.run(paths: files, name: name)
        for diagnostic in outcome.diagnostics {
            StandardError.write(diagnostic.formatted(path: diagnostic.location.file ?? ""))
        }
        guard let spec = outcome.spec else { throw ExitCode.failure }
        if !outcome.notes.isEmpty {
            StandardError.write("routegen: review \(outcome.notes.count) notes, also `# import:` comments in the spec:")
            for note in outcome.notes { StandardError.write("  - \(VisibleText.escaped(note))") }
        }
        let url = URL(fileURLWithPath: output)
        guard OutputWriter.write(spec, to: url, what: "the spec", quiet: false) else { throw ExitCode.failure }
    }
}
