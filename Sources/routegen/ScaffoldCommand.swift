import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen scaffold`: writes editable Swift files for an app's screens, never overwriting one.
struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Write editable Swift files that build a spec's screens.",
        discussion: """
            Writes <Factory>.swift (the app's screen factory, conforming to the generated
            <Name>ScreenFactory) and <Factory>+<Screen>.swift with the screen's make…,
            which returns a placeholder until you build the real screen. Files that
            exist are left alone, so running it again adds only the missing screens.

            Examples:
              routegen scaffold Routes/Navigatron.routes.yaml --screen contact \\
                --output Sources/Navigatron/Screens
              routegen scaffold Routes/Library.routes.yaml --output Sources/Library/Screens
            """
    )

    @Argument(help: ArgumentHelp("The route spec.", valueName: "spec"), completion: .file(extensions: ["yaml", "yml"]))
    var spec: String

    @Option(
        name: .customLong("screen"),
        help: "A screen to scaffold; repeat for several. Default: every screen without a file yet."
    )
    var screens: [String] = []

    @Option(help: "The factory type's name. Default: <Name>Screens.")
    var factory: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The directory to write into.", valueName: "dir"),
        completion: .directory
    )
    var output: String = "."

    func run() throws {
        guard let input = InputFileReader.specs([spec])?.first else { throw ExitCode.failure }
        let fileName = String(input.path.split(separator: "/").last ?? "")
        let (files, diagnostics) = Scaffold.files(
            of: input,
            specFileName: fileName,
            screens: screens.isEmpty ? nil : screens,
            factory: factory
        )
        DiagnosticReport.print(diagnostics, path: input.path)
        switch files {
        case .failure(.invalidSpec):
            throw ExitCode.failure
        case .failure(let failure):
            StandardError.write("routegen: error: \(VisibleText.escaped(failure.description))")
            throw ExitCode.validationFailure
        case .success(let files):
            let directory = URL(fileURLWithPath: output, isDirectory: true)
            for file in files {
                let url = directory.appendingPathComponent(file.name)
                let path = VisibleText.escaped(url.relativePath)
                if FileManager.default.fileExists(atPath: url.path) {
                    print("kept \(path) (exists)")
                    continue
                }
                do {
                    try OutputWriter.createDirectory(directory)
                    try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
                } catch {
                    let reason = VisibleText.escaped(OutputWriter.reason(for: error))
                    StandardError.write("\(path): error: cannot write the scaffold: \(reason)")
                    throw ExitCode.failure
                }
                print("wrote \(path)")
            }
        }
    }
}
