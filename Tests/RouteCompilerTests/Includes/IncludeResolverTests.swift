import Foundation
import Testing

@testable import RouteCompiler

/// Specs split over files: include paths, nesting, one namespace, and what the batch and the
/// build plugin do with included files.
@Suite("Includes")
struct IncludeResolverTests {
    static let files = [
        "Routes/Shop.routes.yaml":
            "name: Shop\ninclude: [Parts/Orders.routes.yaml]\nimports: [Models]\nroot: "
            + "home\nscreens: { home: {} }\ntransitions: { showOrders: { from: home, push: orders } }\n",
        "Routes/Parts/Orders.routes.yaml":
            "include: [Deep/Products.routes.yaml]\nimports: [Models, Money]\nscreens: { "
            + "orders: {} }\ntransitions: { showProduct: { from: orders, push: product } }\n",
        "Routes/Parts/Deep/Products.routes.yaml": "screens: { product: { params: { sku: String } } }\n",
    ]

    static func compile(_ files: [String: String], _ path: String = "Routes/Shop.routes.yaml") -> CompilationResult {
        GeneratorPipeline.compile(
            SpecSource(path: path, bytes: Array(files[path, default: ""].utf8), reader: .inMemory(files)),
            options: GeneratorOptions(specFileName: "Shop.routes.yaml")
        )
    }

    @Test("A spec split over three files compiles as one: screens in include order, imports merged")
    func threeFiles() throws {
        let result = Self.compile(Self.files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { $0.formatted(path: "Shop") })")
        #expect(result.includedFiles == ["Routes/Parts/Orders.routes.yaml", "Routes/Parts/Deep/Products.routes.yaml"])
        let contents = try #require(result.output?.contents)
        #expect(contents.contains("import Models\nimport Money\n"))
        #expect(contents.contains("case product(sku: String)"))
    }

    @Test("A declaration's remark names the file and line of the spec that declared it")
    func remarksNameTheirFile() throws {
        let contents = try #require(Self.compile(Self.files).output?.contents)
        #expect(contents.contains("/// - Remark: Generated from Shop.routes.yaml:5\n    case home\n"))
        #expect(
            contents.contains("/// - Remark: Generated from Products.routes.yaml:1\n    case product(sku: String)\n")
        )
        #expect(!contents.contains("Routes/Parts"))
    }

    @Test("A mistake in an included file prints that file's path")
    func diagnosticsNameTheirFile() {
        var files = Self.files
        files["Routes/Parts/Deep/Products.routes.yaml"] = "screens: { product: { titel: P } }\n"
        let lines = Self.compile(files).diagnostics.map { $0.formatted(path: "Routes/Shop.routes.yaml") }
        #expect(
            lines == [
                "Routes/Parts/Deep/Products.routes.yaml:1:23: error: unknown key 'titel' in screen "
                    + "'product'\nRoutes/Parts/Deep/Products.routes.yaml:1:23: note: did you mean 'title'?"
            ]
        )
    }

    @Test("A spec read from bytes alone cannot include files")
    func bytesCannotInclude() {
        let result = GeneratorPipeline.compile(
            Array(Self.files["Routes/Shop.routes.yaml"]!.utf8),
            options: GeneratorOptions(specFileName: "Shop.routes.yaml")
        )
        #expect(result.diagnostics.first?.message.contains("not read from a file") == true)
    }

    @Test(
        "Include paths are relative, inside the top-level spec's folder, and name spec files",
        arguments: [
            ("Parts/../Parts/Orders.routes.yaml", nil),
            ("./Parts/Orders.routes.yaml", nil),
            ("../Shop.routes.yaml", "leaves the top-level spec's folder"),
            ("../../etc/passwd.routes.yaml", "leaves the top-level spec's folder"),
            ("/etc/passwd.routes.yaml", "is not a relative path"),
            ("~/x.routes.yaml", "is not a relative path"),
            ("C:/x.routes.yaml", "is not a relative path"),
            ("Parts/Orders.yaml", "is not a spec file"),
            ("", "is empty"),
        ] as [(String, String?)]
    )
    func paths(path: String, problem: String?) {
        var files = Self.files
        files["Routes/Shop.routes.yaml"] = files["Routes/Shop.routes.yaml"]!.replacingOccurrences(
            of: "[Parts/Orders.routes.yaml]",
            with: "[\"\(path)\"]"
        )
        let errors = Self.compile(files).diagnostics.filter { $0.severity == .error }.map(\.message)
        if let problem {
            #expect(errors.contains { $0.contains(problem) }, "\(errors)")
        } else {
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test("Includes nested deeper than the limit are refused at the entry that goes too deep")
    func depthLimit() {
        var files: [String: String] = [
            "A.routes.yaml": "name: A\ninclude: [F1.routes.yaml]\nroot: home\nscreens: { home: {} }\n"
        ]
        for depth in 1...(IncludeLimits.maxDepth + 1) {
            files["F\(depth).routes.yaml"] = "include: [F\(depth + 1).routes.yaml]\nscreens: { s\(depth): {} }\n"
        }
        files["F\(IncludeLimits.maxDepth + 2).routes.yaml"] = "screens: { last: {} }\n"
        let errors = Self.compile(files, "A.routes.yaml").diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.location.file == "F\(IncludeLimits.maxDepth).routes.yaml")
        #expect(errors.first?.message.contains("nested more than \(IncludeLimits.maxDepth) deep") == true)
    }

    @Test("More included files than the limit are refused")
    func fileLimit() {
        let count = IncludeLimits.maxFiles + 1
        var files = [
            "A.routes.yaml":
                "name: A\ninclude: [\((1...count).map { "F\($0).routes.yaml" }.joined(separator: ", "))]\nroot: "
                + "home\nscreens: { home: {} }\n"
        ]
        for index in 1...count { files["F\(index).routes.yaml"] = "screens: { s\(index): {} }\n" }
        let errors = Self.compile(files, "A.routes.yaml").diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.message) == ["the spec includes more than \(IncludeLimits.maxFiles) files; merge some of them"]
        )
    }

    @Test("A symbolic link to a file outside the top-level spec's folder is refused; one inside is read")
    func symbolicLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("includes-\(UUID().uuidString)")
        let routes = folder.appendingPathComponent("Routes")
        try FileManager.default.createDirectory(at: routes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("screens: { outside: {} }\n".utf8).write(to: folder.appendingPathComponent("Outside.routes.yaml"))
        try Data("screens: { inside: {} }\n".utf8).write(to: routes.appendingPathComponent("Inside.routes.yaml"))
        try FileManager.default.createSymbolicLink(
            atPath: routes.appendingPathComponent("Out.routes.yaml").path,
            withDestinationPath: "../Outside.routes.yaml"
        )
        try FileManager.default.createSymbolicLink(
            atPath: routes.appendingPathComponent("In.routes.yaml").path,
            withDestinationPath: "Inside.routes.yaml"
        )
        func compile(_ include: String) -> [String] {
            let path = routes.appendingPathComponent("App.routes.yaml").path
            let text = "name: App\ninclude: [\(include)]\nroot: home\nscreens: { home: {} }\n"
            return GeneratorPipeline.compile(
                SpecSource(path: path, bytes: Array(text.utf8)),
                options: GeneratorOptions(specFileName: "App.routes.yaml")
            ).diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        #expect(compile("In.routes.yaml").isEmpty)
        let errors = compile("Out.routes.yaml")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("is a symbolic link to") == true)
        #expect(errors.first?.contains("outside the top-level spec's folder") == true)
    }

    @Test("In a batch, a spec that another includes is compiled only as part of it")
    func batchSkipsIncludedSpecs() throws {
        let inputs = Self.files.keys.sorted().map {
            SpecBatch.Input(path: $0, bytes: Array(Self.files[$0]!.utf8), reader: .inMemory(Self.files))
        }
        let byName = SpecBatch.compile(inputs)
        #expect(byName.allSatisfy { $0.diagnostics.isEmpty })
        #expect(byName.compactMap(\.output?.name) == ["ShopRoutes.swift"])
        #expect(byName.map(\.includedBy) == ["Routes/Shop.routes.yaml", "Routes/Shop.routes.yaml", nil])

        // The build plugin's naming: every spec file gets its declared output; included ones only a comment.
        let byFile = SpecBatch.compile(inputs, naming: .specFile)
        #expect(
            byFile.compactMap(\.output?.name) == [
                "Products.routes.generated.swift", "Orders.routes.generated.swift", "Shop.routes.generated.swift",
            ]
        )
        let comment = try #require(byFile.first?.output?.contents)
        #expect(comment.split(separator: "\n").allSatisfy { $0.hasPrefix("//") })
        #expect(comment.contains("included by Shop.routes.yaml"))
    }
}
