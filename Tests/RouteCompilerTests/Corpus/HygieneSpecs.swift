import Foundation

@testable import RouteCompiler

/// The specs of the hygiene property test: every identifier of the golden files' generated code, and
/// every name that Swift gives the generated types or that generated code names on Swift's types
/// (``swiftNames``), used as a screen name, a param name, a tab id, a transition name and a custom type name.
enum HygieneSpecs {
    /// A position of a spec where a name can stand: `screen` names a screen with params,
    /// `plainScreen` one without.
    enum Position: String, CaseIterable, Sendable {
        case screen, plainScreen, param, tab, transition, customType
    }

    /// One spec of the property test.
    struct Case: Sendable, CustomStringConvertible {
        /// The identifier under test.
        var identifier: String
        /// Where the spec uses it.
        var position: Position
        /// The spec's `name`, unique among the cases.
        var specName: String
        /// The spec's text.
        var yaml: String
        /// Swift declared next to the generated code: the custom type, when the position is `customType`.
        var support: String

        var description: String { "\(identifier) as \(position.rawValue)" }
    }

    /// Names that generated code does not write but that Swift declares for it, and names that it
    /// writes on Swift's types, which the golden files need not show: the requirements Swift
    /// synthesizes or requires for the protocols the generated types conform to (`Hashable`,
    /// `Codable`, `RawRepresentable` through a raw type, `CaseIterable`) and those of the protocols
    /// a Swift developer would expect them to meet (`Identifiable`, `View`,
    /// `CustomStringConvertible`), and the members generated code names on `Double`, `Optional`,
    /// `UUID`, `URL` and `Date`.
    static let swiftNames = [
        // Hashable and Equatable.
        "hashValue", "hash", "into",
        // Codable.
        "CodingKeys", "encode", "init", "from", "to", "encoder", "decoder",
        // RawRepresentable, which a raw type (`enum …Screen: String`) synthesizes.
        "RawValue", "rawValue",
        // CaseIterable.
        "AllCases", "allCases",
        // Identifiable, View, CustomStringConvertible.
        "ID", "id", "Body", "body", "description", "debugDescription",
        // Members of Swift's and Foundation's types that generated code writes.
        "nan", "infinity", "isNaN", "none", "some", "self", "uuidString", "string", "timeIntervalSince1970",
    ]

    /// The identifiers of the property test: ``goldenIdentifiers()`` and ``swiftNames``, sorted.
    static func identifiers() throws -> [String] {
        Set(try goldenIdentifiers() + swiftNames).sorted()
    }

    /// Every identifier of the golden files' Swift code (not their comments or string literals), sorted.
    static func goldenIdentifiers() throws -> [String] {
        let directory = RepositoryPaths.root.appendingPathComponent("Tests/RouteCompilerTests/Golden/Expected")
        var identifiers = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                identifiers.formUnion(codeIdentifiers(in: line))
            }
        }
        return identifiers.sorted()
    }

    /// The identifiers of one line of Swift, leaving out a `//` comment and string literals.
    static func codeIdentifiers(in line: Substring) -> [String] {
        var identifiers: [String] = []
        var current = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                current = ""
                break
            } else if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                current.append(character)
            } else {
                if let first = current.first, !first.isNumber { identifiers.append(current) }
                current = ""
            }
            previous = character
        }
        if let first = current.first, !first.isNumber { identifiers.append(current) }
        return identifiers
    }

    /// The cases for `identifiers`, in every position that allows them: a custom type name must be UpperCamelCase.
    static func cases(for identifiers: [String]) -> [Case] {
        var cases: [Case] = []
        for identifier in identifiers {
            for position in Position.allCases {
                // A custom type is UpperCamelCase, and the spec's own type names are its built-in types.
                if position == .customType,
                    !SwiftNaming.isUpperCamelCaseTypeName(identifier) || TypeReference.builtinNames.contains(identifier)
                {
                    continue
                }
                cases.append(makeCase(identifier, position, number: cases.count))
            }
        }
        // The spec's own generated type names (`<Name>Navigator` …), which no fixed identifier can be.
        for suffix in ["Route", "Screen", "Tab", "Navigator", "ScreenFactory", "PlaceholderFactory", "Coordinator"] {
            for position in Position.allCases where position != .customType {
                let number = cases.count
                var testCase = makeCase("Hygiene\(number)" + suffix, position, number: number)
                testCase.identifier = "<Name>" + suffix
                cases.append(testCase)
            }
        }
        return cases
    }

    /// The spec that puts `identifier` at `position` of a spec using every kind of generated code: a tab
    /// root, params with defaults of every built-in type (`.nan` and `-.inf` among them, which name
    /// `Double`'s members), path params, a presented screen with a result, and a custom type, whose
    /// optional has a member default (`.none`) as a param's and as a transition's `with`.
    static func makeCase(_ identifier: String, _ position: Position, number: Int) -> Case {
        func name(_ filler: String, _ at: Position) -> String {
            position == at ? identifier : filler
        }
        let screen = name("hygieneItem", .screen)
        let plain = name("hygieneList", .plainScreen)
        let param = name("hygieneCount", .param)
        let tab = name("hygieneFirst", .tab)
        let transition = name("hygieneOpen", .transition)
        let type = name("HygieneValue", .customType)
        let specName = "Hygiene\(number)"
        let yaml = """
            name: \(specName)
            root:
              tabs:
                - id: \(tab)
                  title: First
                  screen: hygieneHome
                - id: hygieneSecond
                  title: Second
                  screen: \(plain)
            screens:
              hygieneHome:
                title: Home
                path: /home
              \(plain):
                title: List
                path: /list
              \(screen):
                title: "{\(param)} {hygieneLabel}"
                params:
                  \(param): Int
                  hygieneLabel: { type: String, default: x }
                  hygieneFlag: { type: Bool, default: false }
                  hygieneValue: { type: "\(type)?", default: null }
                  hygieneRatio: { type: Double, default: .nan }
                  hygieneLimit: { type: "Double?", default: -.inf }
                  hygieneKey: { type: UUID, default: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" }
                  hygieneLink: { type: URL, default: "https://example.com" }
                  hygieneDay: { type: "Date?", default: "2024-05-01T09:30:00Z" }
                  hygieneMode: { type: "\(type)?", default: .none }
                path: /items/{\(param)}
              hygienePicker:
                params:
                  \(param): Int
                  hygieneValues: { type: "[\(type)]", default: [] }
                  hygieneThing: \(type)
                  hygieneModes: { type: "[\(type)?]", default: [.none] }
                  hygieneMode: { type: "\(type)?", default: .none }
                result: \(type)
            transitions:
              \(transition):
                from: [hygieneHome, \(screen)]
                push: \(screen)
              hygienePick:
                from: \(screen)
                present: hygienePicker
              hygienePickPlain:
                from: \(screen)
                present: { screen: hygienePicker, with: { hygieneMode: .none, hygieneModes: [.none] } }
              hygieneSwitch:
                from: "*"
                steps: [dismiss, popToRoot, selectTab: hygieneSecond]

            """
        return Case(
            identifier: identifier,
            position: position,
            specName: specName,
            yaml: yaml,
            support: "struct \(type): Swift.Hashable, Swift.Codable, Swift.Sendable { static let none = \(type)() }\n"
        )
    }
}
