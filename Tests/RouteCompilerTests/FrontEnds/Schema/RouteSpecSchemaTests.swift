import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// Checks the JSON Schema against the compiler with Python's `jsonschema`: every valid spec
/// passes it, and specs that the compiler rejects for their shape fail it too.
@Suite("Spec JSON Schema", .enabled(if: JSONSchemaValidator.isAvailable, "needs python3 with jsonschema"))
struct RouteSpecSchemaTests {
    static let shapeErrors: [String] = [
        "name: App\nroot: a\nscreens: { a: }\ncolor: red\n",
        "root: a\nscreens: { a: }\n",
        "name: app\nroot: a\nscreens: { a: }\n",
        "name: App\nroot: a\nscreens: [a]\n",
        "name: App\nroot: a\nscreens: {}\n",
        "name: App\nroot: a\nscreens: { a: { titel: A } }\n",
        "name: App\nroot: a\nscreens: { a: { navigationBar: shown } }\n",
        "name: App\nroot: a\nscreens: { a: { params: { n: \"Strin g\" } } }\n",
        "name: App\nroot: a\nscreens: { a: { params: { n: { default: 1 } } } }\n",
        "name: App\nroot: a\nscreens: { my-screen: }\n",
        "name: App\nroot: { tabs: [{ id: a, screen: a }] }\nscreens: { a: }\n",
        "name: App\nroot: { tabs: [] }\nscreens: { a: }\n",
        "name: App\nroot: { split: { secondary: a } }\nscreens: { a: }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { push: a } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, push: a, present: a } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, push: a, steps: [pop] } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, steps: [{ push: a, present: a }] } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, steps: [jump] } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { back: { from: a, push: a } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, push: a, animated: yes } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, push: a, style: curl } }\n",
        "name: App\nroot: a\nscreens: { a: { path: a/b } }\n",
        "name: App\nscreens: { a: }\n",
        "name: App\nroot: a\n",
        "name: App\ninclude: Part.routes.yaml\nroot: a\nscreens: { a: }\n",
        "name: App\ninclude: [/etc/Part.routes.yaml]\nroot: a\nscreens: { a: }\n",
        "name: App\ninclude: [Part.yaml]\nroot: a\nscreens: { a: }\n",
        "name: App\nlocalization: { table: Navigation, bundle: mian }\nroot: a\nscreens: { a: }\n",
        "name: App\nlocalization: { tabel: Navigation }\nroot: a\nscreens: { a: }\n",
        // Route spec v2 (issue 15): the long forms accept exactly their keys and values.
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: "
            + "a, steps: [{ popTo: { screen: a, ifMissing: maybe } }] } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: "
            + "{ from: a, present: { screen: a, singleTop: true } } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, push: { with: { x: 1 } } } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, popTo: { screen: a, inclusiv: true } } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, popTo: { screen: a, with: { x: 1 } } } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, push: { screen: a, singleTop: yes } } }\n",
        "name: App\nroot: a\nscreens: { a: }\ntransitions: { go: { from: a, steps: [{ dismissAll: a }] } }\n",
        "name: App\nroot: a\nscreens: { a: { path: [] } }\n",
        "name: App\nroot: a\nscreens: { a: { path: [a/b] } }\n",
        "name: App\nroot: a\nscreens: { a: { path: /a, backStack: a } }\n",
        // Route spec v3, leave guards (issue 39): `leave` takes only `confirm`.
        "name: App\nroot: a\nscreens: { a: { leave: ask } }\n",
        "name: App\nroot: a\nscreens: { a: { leave: true } }\n",
    ]

    @Test("Every valid spec of the repository passes the schema")
    func validSpecs() throws {
        let topLevel =
            RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs)
            + RepositoryPaths.specs(
                in: RepositoryPaths.root.appendingPathComponent("Tests/RouteCompilerTests/Corpus/Valid")
            ).filter {
                $0.lastPathComponent.hasPrefix("v2-") || $0.lastPathComponent.hasPrefix("v3-leave")
            }
        for spec in topLevel {
            let source = SpecSource(path: spec.path, bytes: Array(try Data(contentsOf: spec)))
            let result = GeneratorPipeline.compile(
                source,
                options: GeneratorOptions(specFileName: spec.lastPathComponent)
            )
            #expect(!result.hasErrors, "\(spec.lastPathComponent)")
        }
        // The files the golden specs include must pass the schema too (as included files).
        let included = [
            "Shop/Orders.routes.yaml", "Shop/Catalog/Products.routes.yaml",
        ].map { RepositoryPaths.goldenSpecs.appendingPathComponent($0) }
        let specs = topLevel + included
        let documents = try specs.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        let verdicts = try JSONSchemaValidator.validate(documents)
        #expect(
            verdicts == Array(repeating: true, count: specs.count),
            "\(zip(specs.map(\.lastPathComponent), verdicts).filter { !$0.1 })"
        )
    }

    @Test("Specs that the compiler rejects for their shape fail the schema too")
    func shapeErrorsFail() throws {
        for spec in Self.shapeErrors {
            #expect(diagnose(spec).contains { $0.contains("error") }, "the compiler accepts:\n\(spec)")
        }
        let verdicts = try JSONSchemaValidator.validate(Self.shapeErrors)
        for (spec, valid) in zip(Self.shapeErrors, verdicts) {
            #expect(!valid, "the schema accepts:\n\(spec)")
        }
    }

    @Test("The schema is itself valid draft-07")
    func schemaIsValid() throws {
        #expect(try JSONSchemaValidator.checkSchema())
    }
}

/// Validates YAML documents against ``RouteSpecSchema`` with Python's `jsonschema`, after
/// converting them to JSON with RouteGen's own loader (so YAML 1.2 rules apply).
enum JSONSchemaValidator {
    static let isAvailable: Bool = (try? run(["-c", "import jsonschema"]).status) == 0

    /// Whether each document passes the schema.
    static func validate(_ documents: [String]) throws -> [Bool] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-schema-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = directory.appendingPathComponent("schema.json")
        try Data(RouteSpecSchema.json.utf8).write(to: schema)
        var files: [String] = []
        for (index, document) in documents.enumerated() {
            var diagnostics = DiagnosticCollector()
            let node = YAMLLoader.loadDocument(Array(document.utf8), diagnostics: &diagnostics)
            let file = directory.appendingPathComponent("\(index).json")
            try JSONSerialization.data(withJSONObject: node.map(jsonValue) ?? NSNull(), options: [.fragmentsAllowed])
                .write(to: file)
            files.append(file.path)
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft7Validator(schema)
            for path in sys.argv[2:]:
                print("valid" if validator.is_valid(json.load(open(path))) else "invalid")
            """
        let output = try run(["-c", script, schema.path] + files).output
        return output.split(separator: "\n").map { $0 == "valid" }
    }

    /// Whether the schema is a valid draft-07 schema.
    static func checkSchema() throws -> Bool {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-schema-\(UUID().uuidString).json"
        )
        try Data(RouteSpecSchema.json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let check =
            "import json, sys, jsonschema; jsonschema.Draft7Validator.check_schema(json.load(open(sys.argv[1])))"
        return try run(["-c", check, file.path]).status == 0
    }

    private static func jsonValue(_ node: YAMLNode) -> Any {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: NSNull()
            case .bool(let value): value
            case .int(let value): value
            case .double(let value): value.isFinite ? value : scalar.text
            case .string(let value): value
            }
        case .sequence(let items): items.map(jsonValue)
        case .mapping(let entries):
            Dictionary(
                entries.map { ($0.key.scalar?.text ?? "", jsonValue($0.value)) },
                uniquingKeysWith: { first, _ in first }
            )
        }
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
