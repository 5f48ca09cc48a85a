import Foundation
@_spi(Generated) import RouteKit
import Testing

@testable import RouteCompiler

/// Property test over random valid specs: names that include Swift keywords, titles and string
/// defaults made of every kind of Unicode text. For each spec, the generated code type-checks, and
/// every title and string default reads back from the generated string literals exactly, scalar for
/// scalar, as does each title looked up in a strings table that lacks it.
///
/// The generator is seeded, so a failure reproduces; the failure message includes the spec.
/// `RANDOM_SPEC_BATCHES=<n>` runs `n` batches of 12 specs instead of 4, each with its own seed.
@Suite("Corpus: random valid specs")
struct RandomSpecPropertyTests {
    /// The batches to run, each a seed.
    static let batches = 0..<(ProcessInfo.processInfo.environment["RANDOM_SPEC_BATCHES"].flatMap { Int($0) } ?? 4)

    /// A piece of a title: literal text, or a param's interpolation.
    enum TitlePiece: Equatable {
        case text(String)
        case param(String)
    }

    /// A param of a random spec, with its string default if it has one.
    struct Param {
        var name: String
        var type: String
        /// The default as YAML.
        var defaultYAML: String?
        /// The string literals that the param's default becomes, to read back.
        var stringDefaults: [String]?
    }

    /// A screen of a random spec.
    struct Screen {
        var name: String
        var title: [TitlePiece]
        var params: [Param]
    }

    /// A random valid spec.
    struct Spec {
        var name: String
        var screens: [Screen]
        var yaml: String
    }

    /// Names: Swift keywords, contextual words, names that generated code uses itself (`titleText`,
    /// `context`, `factory` …) and ordinary identifiers.
    static let namePool = [
        "class", "default", "self", "Self", "init", "in", "import", "protocol", "Type", "func", "where", "return",
        "if", "case", "switch", "true", "nil", "is", "as", "Any", "inout", "struct", "static", "_", "_x", "async",
        "await", "some", "any", "get", "set", "willSet", "open", "public", "private", "rawValue", "hashValue",
        "screen", "title", "navigator", "route", "state", "factory", "make", "value", "id", "url", "date",
        "titleText", "context", "var", "let", "parameters", "query", "onResult",
    ]

    /// Text fragments that break naive generators.
    static let textPool = [
        "a", "Z", " ", "  ", "\"", "'", "\\", "\\(", "\\(x)", "#", "#\"", "\"#", "\"\"\"", "$", "*/", "/*", "//",
        "%", "(", ")", ":", ": ", " #", "- ", "&a", "*a", "!", "|", ">", "@", "`", "{{", "}}", "{{x}}",
        "\n", "\r", "\r\n", "\t", "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}",
        "\u{FEFF}", "\u{200B}", "\u{200D}", "\u{200F}", "\u{202E}", "\u{301}", "e\u{301}", "\u{20DD}",
        "👩‍👩‍👧", "🇫🇷", "😀", "𝄞", "漢字", "שלום", "مرحبا", "ﷺ", "\u{E000}", "\u{378}", "\u{10FFFF}", "ß", "İ",
    ]

    static let types = [
        "String", "Int", "Double", "Bool", "UUID", "URL", "Date", "String?", "[String]", "[Int]?", "Int??",
    ]

    /// Random text made of 1…6 fragments.
    static func randomText(_ generator: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...6, using: &generator)).map { _ in textPool.randomElement(using: &generator)! }
            .joined()
    }

    /// `text` as a YAML double-quoted scalar, escaping every character that is not printable ASCII.
    static func yamlQuoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case " "..."~": quoted.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted +=
                    scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return quoted + "\""
    }

    /// A random default for `type`, as YAML, with the strings it holds.
    static func randomDefault(for type: String, _ generator: inout SplitMix64) -> (String, [String]?) {
        switch type {
        case "String":
            let text = randomText(&generator)
            return (yamlQuoted(text), [text])
        case "Int": return (String(Int.random(in: Int.min...Int.max, using: &generator)), nil)
        case "Double":
            return (["0.1", "-2.5e-3", ".inf", "-.inf", ".nan", "1e300"].randomElement(using: &generator)!, nil)
        case "Bool": return (Bool.random(using: &generator) ? "true" : "false", nil)
        case "UUID": return ("\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"])
        case "URL": return ("\"https://example.com/a?b=c#d\"", ["https://example.com/a?b=c#d"])
        case "Date": return ("\"2024-05-01T09:30:00Z\"", nil)
        case "String?": return ("null", nil)
        case "[String]":
            let texts = (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomText(&generator) }
            return ("[" + texts.map(yamlQuoted).joined(separator: ", ") + "]", texts)
        case "[Int]?": return ("[1, -2, 3]", nil)
        default: return ("7", nil)
        }
    }

    /// A random valid spec: a root screen, and screens pushed from it.
    static func randomSpec(index: Int, _ generator: inout SplitMix64) -> Spec {
        var usedTypeNames: Set<String> = []
        var screens: [Screen] = []
        for _ in 0..<Int.random(in: 1...5, using: &generator) {
            let name = namePool.filter { $0 != "_" && !usedTypeNames.contains(SwiftNaming.upperCamelCase($0)) }
                .randomElement(using: &generator)!
            usedTypeNames.insert(SwiftNaming.upperCamelCase(name))
            var params: [Param] = []
            var paramNames: Set<String> = []
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let paramName = namePool.filter { $0 != "_" && !paramNames.contains($0) }.randomElement(
                    using: &generator
                )!
                paramNames.insert(paramName)
                let type = types.randomElement(using: &generator)!
                // The root screen is shown without arguments, so its params need defaults.
                let needsDefault = screens.isEmpty || Bool.random(using: &generator)
                let (yaml, strings) = needsDefault ? randomDefault(for: type, &generator) : (nil, nil)
                params.append(Param(name: paramName, type: type, defaultYAML: yaml, stringDefaults: strings))
            }
            var title: [TitlePiece] = [.text(randomText(&generator))]
            for param in params where Bool.random(using: &generator) {
                title.append(.param(param.name))
                if Bool.random(using: &generator) { title.append(.text(randomText(&generator))) }
            }
            screens.append(Screen(name: name, title: title, params: params))
        }
        // Transitions take the params of the screens they push as arguments, so two screens that
        // share a param name with different types cannot both be pushed by one transition; each
        // transition here pushes one screen.
        let specName = "Random\(index)"
        var yaml = "name: \(specName)\nroot: \(yamlQuoted(screens[0].name))\nscreens:\n"
        for screen in screens {
            let template = screen.title.map { piece in
                switch piece {
                case .text(let text): TitleTemplate.escapingBraces(in: text)
                case .param(let name): "{" + name + "}"
                }
            }.joined()
            yaml += "  \(yamlQuoted(screen.name)):\n    title: \(yamlQuoted(template))\n"
            if !screen.params.isEmpty {
                yaml += "    params:\n"
                for param in screen.params {
                    yaml += "      \(yamlQuoted(param.name)): { type: \(yamlQuoted(param.type))"
                    if let value = param.defaultYAML { yaml += ", default: \(value)" }
                    yaml += " }\n"
                }
            }
        }
        if screens.count > 1 {
            yaml += "transitions:\n"
            for (offset, screen) in screens.enumerated().dropFirst() {
                let name =
                    offset.isMultiple(of: 2) ? namePool.filter { $0 != "_" }.randomElement(using: &generator)! : "go"
                yaml += "  \(yamlQuoted(name + "\(offset)")):\n    from: \(yamlQuoted(screens[0].name))\n"
                yaml += "    push: \(yamlQuoted(screen.name))\n"
            }
        }
        return Spec(name: specName, screens: screens, yaml: yaml)
    }

    // MARK: Reading the generated code back

    /// The value of a Swift string literal's content (between its quotes), with the escapes that
    /// `SwiftNaming.stringLiteral` writes; an interpolation `\(RouteKit.titleText(name))` becomes a param piece.
    static func readLiteral(_ content: Substring) -> [TitlePiece]? {
        var pieces: [TitlePiece] = []
        var text = String.UnicodeScalarView()
        var scalars = content.unicodeScalars[...]
        func flush() {
            if !text.isEmpty { pieces.append(.text(String(text))) }
            text = String.UnicodeScalarView()
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            switch scalars.popFirst() {
            case "\"": text.append("\"")
            case "\\": text.append("\\")
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "0": text.append("\0")
            case "u":
                guard scalars.popFirst() == "{", let end = scalars.firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[..<end])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                text.append(decoded)
                scalars = scalars[scalars.index(after: end)...]
            case "(":
                let prefix = "RouteKit.titleText("
                let rest = String(String.UnicodeScalarView(scalars))
                guard rest.hasPrefix(prefix), let end = rest.firstIndex(of: ")") else { return nil }
                let name = rest[rest.index(rest.startIndex, offsetBy: prefix.count)..<end]
                flush()
                pieces.append(.param(name.replacingOccurrences(of: "`", with: "")))
                scalars = scalars.dropFirst(prefix.count + name.unicodeScalars.count + 2)
            default: return nil
            }
        }
        flush()
        return pieces
    }

    /// The string literals in `line`, in order, read back.
    static func stringLiterals(in line: Substring) -> [String] {
        var literals: [String] = []
        var index = line.startIndex
        while let start = line[index...].firstIndex(of: "\"") {
            var end = line.index(after: start)
            while end < line.endIndex, line[end] != "\"" {
                if line[end] == "\\" { end = line.index(after: end) }
                end = line.index(after: end)
            }
            guard end < line.endIndex else { break }
            if let pieces = readLiteral(line[line.index(after: start)..<end]) {
                literals.append(pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined())
            }
            index = line.index(after: end)
        }
        return literals
    }

    /// Checks the titles and string defaults of `spec` in its generated code.
    static func checkRoundTrip(_ spec: Spec, generated: String) {
        let lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        // Titles: the templates of the screen enum's `titleTemplate`, a `case .a, .b:` line and its
        // `return "…"` per template (`{param}` for a param, `{{` and `}}` for braces).
        guard let getterStart = lines.firstIndex(where: { $0.hasSuffix("var titleTemplate: String {") }) else {
            Issue.record("no titleTemplate in:\n\(spec.yaml)")
            return
        }
        var templatesByCase: [String: Substring] = [:]
        let getter = Array(lines[getterStart...].prefix { $0 != "    }" })
        for (line, next) in zip(getter, getter.dropFirst()) where line.hasPrefix("        case .") {
            guard let start = next.range(of: "return \"")?.upperBound, next.hasSuffix("\"") else { continue }
            let literal = next[start..<next.index(before: next.endIndex)]
            for pattern in line.dropFirst("        case ".count).dropLast().split(separator: ", ") {
                templatesByCase[String(pattern.dropFirst()).replacingOccurrences(of: "`", with: "")] = literal
            }
        }
        let templates = spec.screens.compactMap { templatesByCase[$0.name] }
        #expect(templates.count == spec.screens.count, "\(spec.yaml)")
        for (screen, literal) in zip(spec.screens, templates) {
            // RouteKit's writer shows each param as a marker that no title text holds.
            let marker = { (name: String) in "\u{E000}\(name)\u{E001}" }
            let expected = screen.title.map { piece in
                switch piece {
                case .text(let text): text
                case .param(let name): marker(name)
                }
            }.joined()
            let template = readLiteral(literal).map { pieces in
                pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined()
            }
            /// Whether `writer` writes the generated template, with each param's marker, as `expected`.
            func writesExpected(_ writer: RouteTitleWriter) -> Bool {
                guard let template else { return false }
                var writer = writer
                writer.visitScreen(path: nil, title: template)
                for param in screen.params { writer.visit(marker(param.name), param.name) }
                return writer.title.unicodeScalars.elementsEqual(expected.unicodeScalars)
            }
            #expect(writesExpected(RouteTitleWriter()), "title of \(screen.name) in:\n\(spec.yaml)\n\(literal)")
            // With `localization`, a title the table lacks is its key as a format: the same text.
            #expect(
                writesExpected(RouteTitleWriter(table: "NoSuchTable", bundle: .main)),
                "untranslated title of \(screen.name) in:\n\(spec.yaml)\n\(literal)"
            )
        }
        // String defaults: in the bodies of the route's `Defaults` enum's properties, screen by screen
        // and param by param.
        let defaults = lines.drop { !$0.hasPrefix("    enum Defaults") }.prefix { $0 != "    }" }
        // Doc comments start their lines; a default's text may hold `///` too.
        let code = defaults.filter { !$0.drop { $0 == " " }.hasPrefix("///") }
        let literals = code.flatMap { stringLiterals(in: $0) }
        let expected = spec.screens.flatMap { $0.params.flatMap { $0.stringDefaults ?? [] } }
        #expect(literals == expected, "string defaults in:\n\(spec.yaml)\n\(defaults.joined(separator: "\n"))")
    }

    @Test("random valid specs compile to Swift that type-checks, with every string intact", arguments: batches)
    func randomSpecs(batch: Int) throws {
        var generator = SplitMix64(state: 0x5EED_0000 + UInt64(batch))
        var sources: [String: String] = [:]
        for index in 0..<12 {
            let spec = Self.randomSpec(index: batch * 100 + index, &generator)
            let result = GeneratorPipeline.compile(
                Array(spec.yaml.utf8),
                options: GeneratorOptions(specFileName: spec.name + ".routes.yaml")
            )
            #expect(!result.hasErrors, "\(result.diagnostics.map { $0.formatted(path: spec.name) })\n\(spec.yaml)")
            guard let output = result.output else { continue }
            Self.checkRoundTrip(spec, generated: output.contents)
            sources[output.name] = output.contents
        }
        let outcome = try SwiftCompiler.typecheck(sources)
        #expect(outcome.succeeded, "\(outcome.output.prefix(3_000))")
    }
}
