import Testing

@testable import RouteCompiler

@Suite("Spec batch")
struct SpecBatchTests {
    /// A valid spec named `name`, with one screen.
    static func spec(named name: String) -> [UInt8] {
        Array("name: \(name)\nroot: home\nscreens:\n  home:\n".utf8)
    }

    /// A spec with an error: the root screen does not exist.
    static let invalidSpec = Array("name: Broken\nroot: nowhere\nscreens:\n  home:\n".utf8)

    /// A batch's diagnostics as `path:line:column: severity: message` lines, in order.
    static func lines(_ results: [SpecBatch.Result]) -> [String] {
        results.flatMap { result in
            result.diagnostics.map { "\(result.path):\($0.location): \($0.severity.rawValue): \($0.message)" }
        }
    }

    @Test("Specs that are all valid each generate their own file")
    func allValid() {
        let results = SpecBatch.compile([
            .init(path: "Specs/Library.routes.yaml", bytes: Self.spec(named: "Library")),
            .init(path: "Specs/Shop.routes.yaml", bytes: Self.spec(named: "Shop")),
        ])
        #expect(results.map(\.path) == ["Specs/Library.routes.yaml", "Specs/Shop.routes.yaml"])
        #expect(results.map(\.output?.name) == ["LibraryRoutes.swift", "ShopRoutes.swift"])
        #expect(results.allSatisfy { $0.diagnostics.isEmpty })
        #expect(results[0].output?.contents.contains("enum LibraryRoute:") == true)
        #expect(results[1].output?.contents.contains("enum ShopRoute:") == true)
    }

    @Test("Two specs with the same name: an error at the second spec's name, and no output at all")
    func duplicateNames() throws {
        let results = SpecBatch.compile([
            .init(path: "A/First.routes.yaml", bytes: Self.spec(named: "Library")),
            .init(
                path: "B/Second.routes.yaml",
                bytes: Array("# The same app.\nname: Library\nroot: home\nscreens:\n  home:\n".utf8)
            ),
        ])
        #expect(
            Self.lines(results) == [
                "B/Second.routes.yaml:2:7: error: the name 'Library' is also the name "
                    + "of 'A/First.routes.yaml'; both would generate the type 'LibraryRoute'"
            ]
        )
        let diagnostic = try #require(results[1].diagnostics.first)
        #expect(diagnostic.note == Diagnostic.Note("give each spec of a target its own 'name'"))
        #expect(results.allSatisfy { $0.output == nil })
    }

    @Test("A third spec with a taken name is reported against the first spec of that name")
    func duplicateNamesThrice() {
        let results = SpecBatch.compile([
            .init(path: "One.routes.yaml", bytes: Self.spec(named: "App")),
            .init(path: "Two.routes.yaml", bytes: Self.spec(named: "Other")),
            .init(path: "Three.routes.yaml", bytes: Self.spec(named: "App")),
        ])
        #expect(
            Self.lines(results) == [
                "Three.routes.yaml:1:7: error: the name 'App' is also the name "
                    + "of 'One.routes.yaml'; both would generate the type 'AppRoute'"
            ]
        )
        #expect(results.allSatisfy { $0.output == nil })
    }

    @Test(
        "One spec with an error blocks the output of every spec",
        arguments: [0, 1, 2]
    )
    func errorBlocksBatch(brokenIndex: Int) {
        var inputs = ["A", "B", "C"].map { SpecBatch.Input(path: "\($0).routes.yaml", bytes: Self.spec(named: $0)) }
        inputs[brokenIndex].bytes = Self.invalidSpec
        let results = SpecBatch.compile(inputs)
        #expect(results.allSatisfy { $0.output == nil })
        for (index, result) in results.enumerated() {
            #expect(result.diagnostics.contains { $0.severity == .error } == (index == brokenIndex))
        }
    }

    @Test("Warnings do not block the batch")
    func warningsDoNotBlock() {
        let results = SpecBatch.compile([
            .init(path: "A.routes.yaml", bytes: Array("name: A\nroot: home\nscreens:\n  home:\n  orphan:\n".utf8)),
            .init(path: "B.routes.yaml", bytes: Self.spec(named: "B")),
        ])
        #expect(
            Self.lines(results) == [
                "A.routes.yaml:5:3: warning: screen 'orphan' cannot be "
                    + "reached: no root, transition or deep link leads to it"
            ]
        )
        #expect(results.map(\.output?.name) == ["ARoutes.swift", "BRoutes.swift"])
    }

    @Test(
        "Spec-file naming names the output after the spec file",
        arguments: [
            ("Library.routes.yaml", "Library.routes.generated.swift"),
            ("Library.routes.yml", "Library.routes.generated.swift"),
            ("Sources/App/Navigation.routes.yaml", "Navigation.routes.generated.swift"),
            ("/abs/path/Main.routes.yml", "Main.routes.generated.swift"),
        ]
    )
    func specFileNaming(path: String, fileName: String) {
        let results = SpecBatch.compile([.init(path: path, bytes: Self.spec(named: "Other"))], naming: .specFile)
        #expect(results.map(\.output?.name) == [fileName])
        #expect(results[0].diagnostics.isEmpty)
        // The types are still named after the spec's `name`.
        #expect(results[0].output?.contents.contains("enum OtherRoute:") == true)
    }

    @Test(
        "Generated file names for spec files, with or without the spec suffix",
        arguments: [
            ("Library.routes.yaml", "Library.routes.generated.swift"),
            ("Library.routes.yml", "Library.routes.generated.swift"),
            ("Library.yaml", "Library.routes.generated.swift"),
            ("Library", "Library.routes.generated.swift"),
            ("my.app.routes.yaml", "my.app.routes.generated.swift"),
            ("my.app.yaml", "my.routes.generated.swift"),
        ]
    )
    func generatedFileName(specFile: String, expected: String) {
        #expect(SpecBatch.generatedFileName(forSpecFile: specFile) == expected)
    }

    @Test(
        "A file not named '*.routes.yaml' gets a warning at 1:1, and still compiles",
        arguments: ["Library.yaml", "dir/Library.yml", "Library", "Library.routes.yaml.bak"]
    )
    func misnamedFile(path: String) {
        let fileName = String(path.split(separator: "/").last!)
        let results = SpecBatch.compile([.init(path: path, bytes: Self.spec(named: "Library"))])
        #expect(
            Self.lines(results) == [
                "\(path):1:1: warning: spec files are named '<Name>.routes.yaml'; "
                    + "the build plugin does not find '\(fileName)'"
            ]
        )
        #expect(results[0].output?.name == "LibraryRoutes.swift")
    }

    @Test("The misnamed-file warning comes first, before the spec's own diagnostics")
    func misnamedFileWarningFirst() {
        let results = SpecBatch.compile([
            .init(path: "Spec.yaml", bytes: Array("name: A\nroot: home\nscreens:\n  home:\n  orphan:\n".utf8))
        ])
        #expect(
            Self.lines(results) == [
                "Spec.yaml:1:1: warning: spec files are named "
                    + "'<Name>.routes.yaml'; the build plugin does not find 'Spec.yaml'",
                "Spec.yaml:5:3: warning: screen 'orphan' cannot be "
                    + "reached: no root, transition or deep link leads to it",
            ]
        )
    }

    @Test("Under spec-file naming, two spec files with the same file name collide")
    func sameFileNameInTwoDirectories() {
        let results = SpecBatch.compile(
            [
                .init(path: "Feature/A/Routes.routes.yaml", bytes: Self.spec(named: "First")),
                .init(path: "Feature/B/Routes.routes.yaml", bytes: Self.spec(named: "Second")),
            ],
            naming: .specFile
        )
        #expect(
            Self.lines(results) == [
                "Feature/B/Routes.routes.yaml:1:1: error: this spec generates 'Routes.routes.generated.swift', "
                    + "as 'Feature/A/Routes.routes.yaml' does; rename one of the spec files"
            ]
        )
        #expect(results.allSatisfy { $0.output == nil })
    }

    @Test("Under spec-file naming, '.routes.yaml' and '.routes.yml' of one base name collide")
    func yamlAndYmlCollide() {
        let results = SpecBatch.compile(
            [
                .init(path: "Library.routes.yaml", bytes: Self.spec(named: "First")),
                .init(path: "Library.routes.yml", bytes: Self.spec(named: "Second")),
            ],
            naming: .specFile
        )
        #expect(
            Self.lines(results) == [
                "Library.routes.yml:1:1: error: this spec generates 'Library.routes.generated.swift', "
                    + "as 'Library.routes.yaml' does; rename one of the spec files"
            ]
        )
        #expect(results.allSatisfy { $0.output == nil })
    }

    @Test("Under spec-name naming, the same file name in two directories is fine")
    func sameFileNameUnderSpecNaming() {
        let results = SpecBatch.compile([
            .init(path: "A/Routes.routes.yaml", bytes: Self.spec(named: "First")),
            .init(path: "B/Routes.routes.yaml", bytes: Self.spec(named: "Second")),
        ])
        #expect(results.allSatisfy { $0.diagnostics.isEmpty })
        #expect(results.map(\.output?.name) == ["FirstRoutes.swift", "SecondRoutes.swift"])
    }

    @Test("The access level applies to every spec of the batch", arguments: GeneratorOptions.AccessLevel.allCases)
    func accessLevel(level: GeneratorOptions.AccessLevel) throws {
        let results = SpecBatch.compile(
            [
                .init(path: "A.routes.yaml", bytes: Self.spec(named: "A")),
                .init(path: "B.routes.yaml", bytes: Self.spec(named: "B")),
            ],
            accessLevel: level
        )
        let prefix = level == .internal ? "" : "\(level.rawValue) "
        for (result, name) in zip(results, ["A", "B"]) {
            let contents = try #require(result.output?.contents)
            #expect(contents.contains("\n\(prefix)enum \(name)Route: "))
        }
    }

    @Test("The banner names the spec file, never its directory")
    func bannerNamesFileOnly() throws {
        let results = SpecBatch.compile([
            .init(path: "/home/someone/Project/Routes/Library.routes.yaml", bytes: Self.spec(named: "Library"))
        ])
        let contents = try #require(results.first?.output?.contents)
        #expect(contents.hasPrefix("// Generated by RouteGen from Library.routes.yaml.\n"))
        #expect(!contents.contains("/home/someone"))
    }

    @Test("An empty batch has no results")
    func emptyBatch() {
        #expect(SpecBatch.compile([]).isEmpty)
    }
}
