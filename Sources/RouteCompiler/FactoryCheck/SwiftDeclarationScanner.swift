/// Finds the function declarations and `typealias Screen` declarations of a Swift file, with the
/// type each belongs to, without parsing Swift.
///
/// It reads just enough of the language to be safe on any file: comments, string literals (with
/// interpolations, multi-line and raw forms) and character-for-character nesting of brackets are
/// skipped, so a `func` in a comment or a string is not a declaration. What it cannot read it
/// ignores; it never fails.
struct SwiftDeclarationScanner {
    /// A function declaration: `func name(label name: Type, …) -> ReturnType`.
    struct Function: Equatable {
        /// The type declaration or extension whose body holds the function (the last component of
        /// its name); `nil` at file level.
        var enclosingType: String?
        /// The function's name, without backticks.
        var name: String
        /// Where the name starts.
        var nameLocation: SourceLocation
        /// The argument labels, `_` for none, without backticks.
        var labels: [String]
        /// The return type as written, with runs of whitespace made one space; `nil` without `->`.
        var returnType: String?
        /// Where the return type starts (or the name, without one).
        var returnTypeLocation: SourceLocation
    }

    /// A `typealias Screen = Type` in a type declaration or extension.
    struct ScreenAlias: Equatable {
        /// The type whose body holds it.
        var enclosingType: String
        /// The aliased type as written, with runs of whitespace made one space.
        var type: String
    }

    /// The file's function declarations, in order.
    private(set) var functions: [Function] = []
    /// The file's `typealias Screen` declarations, in order.
    private(set) var screenAliases: [ScreenAlias] = []
    /// The names in the inheritance clauses of each type declared or extended in the file (the
    /// last component of each name), such as `["AppScreens": ["LibraryScreenFactory"]]`.
    private(set) var inheritance: [String: Set<String>] = [:]

    private let tokens: [SwiftToken]
    private var index = 0
    /// The open type bodies: the type's name and the brace depth inside its body.
    private var typeBodies: [(name: String, depth: Int)] = []
    private var depth = 0

    /// Scans `bytes`, the UTF-8 text of a Swift file.
    init(_ bytes: [UInt8]) {
        tokens = SwiftTokenizer.tokens(of: bytes)
        scan()
    }

    private mutating func scan() {
        var pendingType: String?
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "{":
                depth += 1
                if let name = pendingType { typeBodies.append((name, depth)) }
                pendingType = nil
            case "}":
                if let last = typeBodies.last, last.depth == depth { typeBodies.removeLast() }
                depth -= 1
            case "struct", "class", "enum", "actor", "extension", "protocol":
                // `class func` and `class var` declare members, not a class.
                if let next = peek(index + 1), next.isIdentifier, !Self.declarationKeywords.contains(next.text),
                    let name = lastComponent(ofTypeNameFrom: index + 1)
                {
                    pendingType = name
                    inheritance[name, default: []].formUnion(inheritedNames(after: index + 1))
                }
            case "func":
                if let function = function(at: index) { functions.append(function) }
            case "typealias":
                if let alias = screenAlias(at: index) { screenAliases.append(alias) }
            default:
                break
            }
            index += 1
        }
    }

    /// Keywords that may follow `class` in a member declaration.
    private static let declarationKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "deinit"]

    /// The type currently enclosing the scan position, when directly in its body.
    private var enclosingType: String? {
        guard let last = typeBodies.last, last.depth == depth else { return nil }
        return last.name
    }

    private func peek(_ position: Int) -> SwiftToken? {
        position < tokens.count ? tokens[position] : nil
    }

    /// The last component of a dotted type name starting at `position`: `Outer.Inner` → `Inner`.
    private func lastComponent(ofTypeNameFrom position: Int) -> String? {
        var position = position
        var name: String?
        while let token = peek(position), token.isIdentifier {
            name = token.unescaped
            guard peek(position + 1)?.text == ".", peek(position + 2)?.isIdentifier == true else { break }
            position += 2
        }
        return name
    }

    /// The names of an inheritance clause following the type name at `position`, up to its body
    /// or `where` clause: for `Outer.AppScreens: Base, Lib.Factory {`, `Base` and `Factory`.
    private func inheritedNames(after position: Int) -> [String] {
        var position = position
        while peek(position)?.isIdentifier == true || peek(position)?.text == "." { position += 1 }
        if peek(position)?.text == "<" { position = skipBalanced(from: position, open: "<", close: ">") }
        guard peek(position)?.text == ":" else { return [] }
        var names: [String] = []
        position += 1
        while let token = peek(position), token.text != "{", token.text != "where" {
            if token.isIdentifier, peek(position + 1)?.text != "." { names.append(token.unescaped) }
            position += 1
        }
        return names
    }

    /// The declaration whose `func` keyword is at `position`.
    private func function(at position: Int) -> Function? {
        guard let nameToken = peek(position + 1), nameToken.isIdentifier else { return nil }
        var position = position + 2
        if peek(position)?.text == "<" { position = skipBalanced(from: position, open: "<", close: ">") }
        guard peek(position)?.text == "(" else { return nil }
        let parametersEnd = skipBalanced(from: position, open: "(", close: ")")
        let labels = parameterLabels(between: position + 1, and: parametersEnd - 1)
        position = parametersEnd
        while let effect = peek(position), ["async", "throws", "rethrows", "reasync"].contains(effect.text) {
            position += 1
            if effect.text == "throws", peek(position)?.text == "(" {
                position = skipBalanced(from: position, open: "(", close: ")")
            }
        }
        guard peek(position)?.text == "->", let start = peek(position + 1) else {
            return Function(
                enclosingType: enclosingType,
                name: nameToken.unescaped,
                nameLocation: nameToken.location,
                labels: labels,
                returnType: nil,
                returnTypeLocation: nameToken.location
            )
        }
        return Function(
            enclosingType: enclosingType,
            name: nameToken.unescaped,
            nameLocation: nameToken.location,
            labels: labels,
            returnType: typeText(from: position + 1),
            returnTypeLocation: start.location
        )
    }

    /// The argument labels of the parameters between two token positions (inclusive).
    private func parameterLabels(between start: Int, and end: Int) -> [String] {
        var labels: [String] = []
        var position = start
        var parameterStart = true
        while position <= end, let token = peek(position) {
            if parameterStart, token.isIdentifier || token.text == "_" {
                labels.append(token.unescaped)
                parameterStart = false
            }
            switch token.text {
            case "(", "[", "<":
                let close = token.text == "(" ? ")" : token.text == "[" ? "]" : ">"
                position = skipBalanced(from: position, open: token.text, close: close)
                continue
            case ",":
                parameterStart = true
            default:
                break
            }
            position += 1
        }
        return labels
    }

    /// The text of a type from `position` up to a body, a `where` clause, an `=` or the end of its line.
    private func typeText(from position: Int) -> String {
        var parts: [String] = []
        var position = position
        var nesting = 0
        let line = peek(position)?.location.line
        while let token = peek(position) {
            if nesting == 0 {
                if ["{", "}", "where", "=", ";"].contains(token.text) || token.location.line != line { break }
            }
            switch token.text {
            case "(", "[", "<": nesting += 1
            case ")", "]", ">": nesting -= 1
            default: break
            }
            parts.append(token.text)
            position += 1
        }
        return SwiftTokenizer.join(parts)
    }

    /// The `typealias Screen = …` whose keyword is at `position`, in a type's body.
    private func screenAlias(at position: Int) -> ScreenAlias? {
        guard let enclosingType, peek(position + 1)?.unescaped == "Screen", peek(position + 2)?.text == "="
        else { return nil }
        let type = typeText(from: position + 3)
        return type.isEmpty ? nil : ScreenAlias(enclosingType: enclosingType, type: type)
    }

    /// The position after the bracket that closes the one at `position`.
    private func skipBalanced(from position: Int, open: String, close: String) -> Int {
        var nesting = 0
        var position = position
        while let token = peek(position) {
            if token.text == open { nesting += 1 }
            if token.text == close { nesting -= 1 }
            position += 1
            if nesting == 0 { break }
        }
        return position
    }
}
