/// Parses the type syntax of the spec: `Name`, `T?` and `[T]`, nested.
///
/// The grammar is `type := ( '[' type ']' | name ) '?'*` with no spaces, where
/// `name` is a built-in type or an UpperCamelCase identifier. Each `[ ]` and each `?` is a level of
/// nesting, and a type may have at most ``SpecLimits/maxTypeDepth``: the parser, which recurses into
/// brackets, stops there, so no type it returns is deeper.
package struct TypeReferenceParser {
    /// Why a type does not parse, with the fix when there is an obvious one.
    package struct Failure: Error, Equatable {
        /// What is wrong with the type.
        package var message: String
        /// The corrected type, when one is obvious.
        package var suggestion: String?
    }

    /// Parses a whole type string.
    package static func parse(_ text: String) -> Result<TypeReference, Failure> {
        if let builtin = builtinType(text) { return .success(builtin) }
        var parser = TypeReferenceParser(text: text)
        do {
            let type = try parser.parseType()
            guard parser.position == parser.scalars.endIndex else {
                throw parser.failure(
                    "unexpected '\(VisibleText.abbreviated(parser.remainder))' "
                        + "after '\(VisibleText.abbreviated(type.swiftSource))'"
                )
            }
            if let misspelled = parser.misspelledName {
                // The whole type, with the name corrected, is the fix.
                return .failure(Failure(message: "unknown type '\(misspelled)'", suggestion: type.swiftSource))
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "'\(text)' is not a type"))
        }
    }

    /// The type `text` spells when it is a built-in name or an optional one (`Int`, `String?`), the usual
    /// types of params: they need no scalar-by-scalar parsing.
    private static func builtinType(_ text: String) -> TypeReference? {
        let isOptional = text.last == "?"
        let name = isOptional ? String(text.dropLast()) : text
        guard TypeReference.builtinNames.contains(name) else { return nil }
        return isOptional ? .optional(.named(name)) : .named(name)
    }

    /// The type's text, read scalar by scalar in place: no copy of its scalars is made.
    private let scalars: String.UnicodeScalarView
    private var position: String.UnicodeScalarView.Index
    /// The first built-in name written in the wrong case (`string`), parsed as the right one.
    private var misspelledName: String?
    /// The levels of nesting read so far: the `[` and `?` of the type, which all lie on one chain.
    private var depth = 0

    private init(text: String) {
        self.scalars = text.unicodeScalars
        self.position = scalars.startIndex
    }

    private var remainder: String { String(scalars[position...]) }

    private var text: String { String(scalars) }

    private mutating func parseType() throws -> TypeReference {
        var type: TypeReference
        if peek == "[" {
            try enterLevel()
            let element = try parseType()
            if peek == ":" {
                throw failure("dictionary types are not supported; use an array or a custom type")
            }
            guard peek == "]" else { throw failure("'[' has no matching ']'") }
            scalars.formIndex(after: &position)
            type = .array(element)
        } else {
            type = .named(try parseName())
        }
        while peek == "?" {
            try enterLevel()
            type = .optional(type)
        }
        return type
    }

    /// Reads a `[` or a `?`, one more level of nesting; throws past ``SpecLimits/maxTypeDepth``, before
    /// the parser recurses or builds any deeper.
    private mutating func enterLevel() throws {
        depth += 1
        guard depth <= SpecLimits.maxTypeDepth else {
            throw failure(
                "a type nested deeper than \(SpecLimits.maxTypeDepth) levels is not supported (each "
                    + "'[ ]' and '?' is a level); declare a custom type from 'imports' for an inner part"
            )
        }
        scalars.formIndex(after: &position)
    }

    private mutating func parseName() throws -> String {
        let start = position
        while let scalar = peek, Self.isNameScalar(scalar) {
            scalars.formIndex(after: &position)
        }
        let name = String(scalars[start..<position])
        if name.isEmpty {
            if let scalar = peek, scalar.properties.isWhitespace {
                throw failure("a type cannot contain spaces", suggestion: spacelessSuggestion)
            }
            throw failure(peek.map { "unexpected '\($0)'" } ?? "a type name is missing")
        }
        if peek == "<" {
            throw failure("generic types are not supported; write 'T?' for an optional and '[T]' for an array")
        }
        if let scalar = peek, scalar.properties.isWhitespace {
            throw failure("a type cannot contain spaces", suggestion: spacelessSuggestion)
        }
        if TypeReference.builtinNames.contains(name) { return name }
        if let builtin = TypeReference.builtinNames.first(where: { $0.lowercased() == name.lowercased() }) {
            misspelledName = misspelledName ?? name
            return builtin
        }
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.allSatisfy(SwiftNaming.isUpperCamelCaseTypeName) else {
            throw failure(
                "'\(name)' is not a type: use String, Int, Double, Bool, UUID, URL, Date or an UpperCamelCase type name"
            )
        }
        return name
    }

    /// The type without its spaces, when that is a type of built-in names only (`Strin g` → `String`,
    /// but not `Int x` → `Intx`, which would be a guess).
    /// Whether `scalar` can be part of a type name: a letter, a digit, `_` or `.`.
    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".": true
        // Looking up Unicode properties costs far more; names are ASCII but for rare typos.
        default: !scalar.isASCII && scalar.properties.isAlphabetic
        }
    }

    private var spacelessSuggestion: String? {
        let spaceless = text.filter { !$0.isWhitespace }
        guard case .success(let type) = Self.parse(spaceless), type.customTypeNames.isEmpty else { return nil }
        return type.swiftSource
    }

    private var peek: Unicode.Scalar? { position < scalars.endIndex ? scalars[position] : nil }

    private func failure(_ message: String, suggestion: String? = nil) -> Failure {
        Failure(message: message, suggestion: suggestion)
    }
}
