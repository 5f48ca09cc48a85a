/// Swift naming and escaping: the one place that turns spec names and strings
/// into Swift identifiers, type names, string literals and comments.
///
/// Every name the generator writes goes through ``identifier(_:)`` or
/// ``typeName(_:)``, and every string through ``stringLiteral(_:)``, so that
/// keywords are escaped and every Unicode string reaches the app unchanged.
package enum SwiftNaming {
    /// Words that cannot be used as an identifier without backticks in some
    /// position of generated code: Swift's reserved words, plus the few
    /// contextual names that mean something else as a member (`Type`, `Protocol`, `Self`).
    package static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Members with a built-in meaning.
        "Type", "Protocol",
    ]

    /// Names that are valid spec names but can never be Swift identifiers, even in backticks.
    package static let unusableNames: Set<String> = ["_"]

    /// Whether `name` has the shape of a spec name: `[A-Za-z_][A-Za-z0-9_]*`.
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
        return name.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }

    /// Whether `name` is an UpperCamelCase type name: `[A-Z][A-Za-z0-9_]*`.
    package static func isUpperCamelCaseTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first.isASCIIUppercase else { return false }
        return isValidName(name)
    }

    /// Whether `name` is a module name that `import` accepts: dot-separated identifiers.
    package static func isValidModuleName(_ name: String) -> Bool {
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        return components.allSatisfy { isValidName(String($0)) && !keywords.contains(String($0)) }
    }

    /// The identifier for a spec name, in backticks when it is a keyword, as `default` is.
    package static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name an identifier spells, without the backticks around a keyword.
    package static func unescaped(_ identifier: String) -> String {
        identifier.count > 1 && identifier.hasPrefix("`") && identifier.hasSuffix("`")
            ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// The keywords that need backticks even as an argument label in a call.
    package static let labelKeywords: Set<String> = ["inout"]

    /// A spec name as an argument label in a call (`f(class: 1)`): Swift accepts every keyword
    /// there but `inout` (even `var` and `let`), and warns about needless backticks.
    package static func argumentLabel(_ name: String) -> String {
        labelKeywords.contains(name) ? "`\(name)`" : name
    }

    /// The UpperCamelCase form of a spec name, or a sentence as it opens: its first letter uppercased
    /// (`bookCover` → `BookCover`).
    package static func upperCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// The type name for a spec name, in backticks when it is a keyword, as `Type` is.
    package static func typeName(_ name: String) -> String {
        identifier(upperCamelCase(name))
    }

    /// Type names that are valid declarations but that Swift reads as something else after an
    /// explicit base (`Navigator.Type` is the metatype).
    package static let reservedMemberTypeNames = ["Type", "Protocol", "Self", "Any"]

    /// A type name as the spec writes it, such as `Book` or `Models.Book`: the last name, qualified by
    /// what comes before its last `.`.
    static func specType(_ name: String) -> SwiftType {
        guard let dot = name.lastIndex(of: ".") else { return .named(name) }
        return .named(String(name[name.index(after: dot)...]), module: String(name[..<dot]))
    }

    /// The top-level public types of RouteKit (`@_spi(Generated)` ones too), which a generated type must not shadow.
    package static let routeKitTypeNames: Set<String> = [
        "BackNavigator", "BarVisibility", "DeepLinkError", "DeepLinkPath", "DeepLinkPathWriter",
        "DeepLinkQuery", "DeepLinkRouter",
        "DeepLinkValue", "DeepLinkValues", "DismissingNavigator", "FeatureContext", "FeatureExit", "FeatureRoute",
        "MissingScreenPolicy",
        "NavigationChange", "NavigationController", "NavigationError", "NavigationEvent", "NavigationHost",
        "NavigationRoute", "NavigationState", "NavigationStateArchive", "NavigationStep",
        "NavigationTab", "NavigatorContext", "PlaceholderConvertible", "PlaceholderScreen", "Presentation",
        "RecordingNavigationHost", "RenderCommand", "RouteDecodingContainer",
        "RouteEncodingContainer", "RouteHasher", "RouteIdentity", "RouteTitleWriter", "RouteValues", "RouteVisitor",
        "ScreenFactory", "StateRestorationError", "TabItem", "TitleLocalization",
    ]

    /// The name of a screen's navigator type, nested in `<Name>Navigator`: the UpperCamelCase
    /// name, with `_` appended where Swift would read the name as something else (`type` → `Type_`)
    /// or where it would hide a module that generated code names (`routeKit` → `RouteKit_`).
    package static func navigatorTypeName(_ screen: String) -> String {
        let name = upperCamelCase(screen)
        return reservedMemberTypeNames.contains(name) || modules.contains(name) ? name + "_" : name
    }

    // MARK: - Hygiene

    // Generated code names things the spec does not define: modules, Swift's, Foundation's and
    // RouteKit's types, attributes, the generated types, and members and locals of its own. Each
    // must keep its meaning whatever the spec's names are. The list below says, for each kind of
    // name, how; the hygiene property test (Tests/RouteCompilerTests/Corpus/HygienePropertyTests)
    // tries every identifier of the generated code in every position of a spec.
    //
    // - Swift keywords as spec names (`default`, `self`, `Type`)
    //   - can be hidden by: —
    //   - decision: backticks; `_` rejected
    //   - why: the contract allows keywords; `_` cannot be an identifier even in backticks
    // - modules: `Swift`, `Foundation`, `RouteKit`, `UIKit`, `_Concurrency` (``modules``)
    //   - can be hidden by: a custom type, a route or tab case, a param (a local), a transition (a method) of that
    //     exact name
    //   - decision: rejected, located, "rename it"
    //   - why: a qualifier cannot be qualified: module selectors (`RouteKit::X`, SE-0491) are not in Swift 6.0, which
    //     the package supports
    // - the same modules
    //   - can be hidden by: a navigator type (`routeKit` → `RouteKit`)
    //   - decision: navigator named `RouteKit_` (``navigatorTypeName(_:)``)
    //   - why: the screen stays usable; only the handle's type name changes
    // - Swift's, Foundation's, RouteKit's and UIKit's types and `MainActor` (``wellKnownModules``)
    //   - can be hidden by: any spec name, or the navigator type of a screen
    //   - decision: qualified with their module (`Swift.Int`, `RouteKit.DeepLinkPath`, `@_Concurrency.MainActor`) only
    //     in specs that use the name (``Hygiene``)
    //   - why: Swift allows it; unqualified where nothing can hide them, so generated code reads as written by hand
    // - custom types hidden by a navigator type (`Item` with screen `item`), by the generic parameter `Values` of
    //   `route(_:_:)`, which writes values (`Values.none`), or by the route's `Defaults` enum
    //   - can be hidden by: a navigator type, a generic parameter, a nested type
    //   - decision: a file-level alias `_<Name><Type>` used wherever the type is written
    //   - why: a custom type's module is unknown, so it cannot be qualified
    // - `Screen`, `Tab`, `Route`, `Factory`, `ScreenResult` as custom types
    //   - can be hidden by: associated types and generic parameters of the generated types
    //   - decision: rejected: "qualify the custom type with its module"
    //   - why: nested names cannot be qualified from inside; the user can qualify the custom type
    // - `CodingKeys`, `<Screen>CodingKeys` as custom types
    //   - can be hidden by: the route enum's synthesized `Codable` keys
    //   - decision: rejected: "qualify the custom type with its module"
    //   - why: as above
    // - `Self`, `Any`, `Type`, `Protocol` as custom types
    //   - can be hidden by: —
    //   - decision: rejected
    //   - why: `Self` makes the route enum recursive, `Any` is not `Hashable`, `X.Type` is a metatype
    // - generated types (`<Name>Route` …) as custom types; spec names generating RouteKit's types (`name: Navigation`)
    //   - can be hidden by: —
    //   - decision: rejected (``TypeRule``, ``NameRule``)
    //   - why: one module cannot declare a name twice
    // - members of the generated route, screen and tab enums (`allCases`, `deepLinks`, `Screen`, `Tab`, `initial`) as
    //   screen names and tab ids
    //   - can be hidden by: —
    //   - decision: rejected with a suggested rename (``NameRule``)
    //   - why: they are API (RouteKit's protocol requirements), which a case cannot replace
    // - `RawValue`, which the raw type `String` of the screen and tab enums synthesizes, as a screen name or tab id;
    //   `AllCases` (`CaseIterable`'s, which `NavigationTab` requires) as a tab id
    //   - can be hidden by: —
    //   - decision: rejected with a suggested rename (``NameRule``)
    //   - why: a case cannot replace the type alias, and the raw value is API (`init?(rawValue:)`); the property test
    //     tries every name Swift synthesizes for the generated types
    // - members of Swift's types in values (`Double.nan`, `Double.infinity` in defaults and `with`)
    //   - can be hidden by: a navigator type (`double` → `Double`), any spec name
    //   - decision: written after the type as the file writes it (`Swift.Double.nan`, ``doubleLiteral(_:type:)``)
    //   - why: Swift allows it; a qualified member reads as written by hand
    // - a custom type's member in a value of an optional of it (`mode: { type: "Mode?", default: .none }`)
    //   - can be hidden by: `Optional`'s own members (`.none` is `Optional.none`)
    //   - decision: written after the custom type (`Mode.none`) as the type is written
    //   - why: the member the spec names, never `nil`; Swift warns about `.none`
    // - `CodingKeys`, `<Screen>CodingKeys` as screen names
    //   - can be hidden by: Codable's synthesized key types
    //   - decision: rejected with a suggested rename
    //   - why: a case and a nested type cannot share the name
    // - the generated code's locals (`context`, `self`, `<Name>Navigator` bound from a case, a transition's `onResult`)
    //   - can be hidden by: params
    //   - decision: renamed with `_` until unique (``uniqueName(_:avoiding:)``)
    //   - why: private names: nothing outside depends on them
    // - its own members called unqualified in a body (`makePlaceholder`)
    //   - can be hidden by: a param of that name
    //   - decision: `self.makePlaceholder` in that body only
    //   - why: Swift allows it
    // - the route's `Defaults` enum and its members (`<screen><Param>`)
    //   - can be hidden by: a screen or a param named `Defaults` (a case, a local of `visit(_:)`); two screen
    //     and param pairs that spell one name (`a` + `bC`, `aB` + `c`); a member named like a type the
    //     enum's properties write (`U` + `UID` → `UUID`)
    //   - decision: renamed with `_` until unique (``defaultsTypeName(avoiding:)``, ``paramDefaultNames(_:)``)
    //   - why: the spec stays valid; only a generated name that no hand-written code needs changes
    // - the route type in the navigators, whose moves name it in their defaults (`<Name>Route.Defaults.x`)
    //   - can be hidden by: a transition of that name (a method of the navigators)
    //   - decision: rejected with a suggested rename (``NameRule``)
    //   - why: a method hides a type from expressions, and the route's module is unknown, so it cannot be qualified
    // - names longer than ``SpecLimits/maxNameLength``
    //   - can be hidden by: —
    //   - decision: rejected by `check` as by `generate`
    //   - why: generated file names must fit the 255-byte limit of file systems

    /// The modules that generated code names in qualified names.
    package static let modules: Set<String> = ["Swift", "Foundation", "RouteKit", "UIKit", "_Concurrency"]

    /// The names that generated code uses unqualified and that belong to a module: written
    /// `<Module>.<Name>` in the specs whose names could hide them (see ``Hygiene``).
    package static let wellKnownModules: [String: String] = {
        var table: [String: String] = [:]
        for name in [
            "String", "Int", "Double", "Bool", "Never", "Void", "Hashable", "Codable", "Sendable", "CaseIterable",
            "Optional", "Array", "Decoder", "Encoder", "Hasher",
        ] {
            table[name] = "Swift"
        }
        for name in ["URL", "UUID", "Date", "Data"] { table[name] = "Foundation" }
        for name in routeKitTypeNames { table[name] = "RouteKit" }
        table["titleText"] = "RouteKit"
        table["MainActor"] = "_Concurrency"
        table["UIViewController"] = "UIKit"
        return table
    }()

    /// How one spec's generated code writes the names it uses but does not define: unqualified,
    /// unless one of the spec's names (or a name derived from one, such as a navigator type) could hide it.
    package struct Hygiene: Sendable {
        /// Every name the spec declares, with the navigator type names of its screens.
        package let specNames: Set<String>

        /// The well-known `name` as generated code writes it: `NavigationState`, or
        /// `RouteKit.NavigationState` when a spec name could hide it.
        package func reference(_ name: String) -> String {
            guard specNames.contains(name), let module = SwiftNaming.wellKnownModules[name] else { return name }
            return module + "." + name
        }

        /// The well-known type `name` with `genericArguments`, qualified with its module as ``reference(_:)``
        /// writes it: `NavigationState<AppRoute>`, or `RouteKit.NavigationState<AppRoute>`.
        func type(_ name: String, _ genericArguments: [SwiftType] = []) -> SwiftType {
            let module = specNames.contains(name) ? SwiftNaming.wellKnownModules[name] : nil
            return .named(name, module: module, genericArguments: genericArguments)
        }

        /// The local name a param is bound to in a body that uses the names `used`: the param's
        /// identifier, or, when it would hide one of them, the name followed by `_` until unique among `params`.
        package static func local(
            for param: String,
            hiding used: some Sequence<String>,
            params: some Sequence<String>
        ) -> String {
            used.contains(param) ? uniqueName(param + "_", avoiding: params) : identifier(param)
        }

        /// How a body calls its own `member` unqualified: `self.member` when one of `params` hides it.
        static func memberCall(_ member: String, params: some Sequence<String>) -> SwiftExpression {
            params.contains(member) ? .member(.identifier("self"), member) : .identifier(member)
        }
    }

    /// `base`, or `base` followed by as many `_` as needed to differ from every name in `taken`.
    ///
    /// `taken` may be a set, or the few names of a screen's params.
    package static func uniqueName(_ base: String, avoiding taken: some Sequence<String>) -> String {
        uniqueName(base) { taken.contains($0) }
    }

    /// `base`, or `base` followed by as many `_` as needed for `isTaken` to be false.
    static func uniqueName(_ base: String, where isTaken: (String) -> Bool) -> String {
        var name = base
        while isTaken(name) { name += "_" }
        return name
    }

    /// The argument labels (unescaped) of the root screens' required params in `NavigationState.initial(…)`:
    /// each param's name, or, when root screens share a param name, the screen's name and the param's
    /// (`lobby` + `mode` → `lobbyMode`), followed by `_` until unique.
    package static func rootParamLabels(_ params: [(screen: String, param: String)]) -> [String] {
        var screensByName: [String: Set<String>] = [:]
        for (screen, param) in params { screensByName[param, default: []].insert(screen) }
        var taken = Set(params.map(\.param).filter { screensByName[$0]?.count == 1 })
        return params.map { screen, param in
            guard screensByName[param]?.count ?? 0 > 1 else { return param }
            let label = uniqueName(screen + upperCamelCase(param), avoiding: taken)
            taken.insert(label)
            return label
        }
    }

    /// The route's nested enum that holds its params' defaults: `Defaults`, followed by `_` until
    /// none of `names` has its name: the route's cases, and the params, which `visit(_:)` binds to
    /// locals of their name beside the defaults it reads.
    package static func defaultsTypeName(avoiding names: some Sequence<String>) -> String {
        uniqueName("Defaults", avoiding: names)
    }

    /// The members of the route's `Defaults` enum, one per param with a default, in spec order: the
    /// screen's name and the param's (`books` + `author` → `booksAuthor`), followed by `_` until it
    /// differs from the others and from every type that generated code writes unqualified (`UUID`).
    package static func paramDefaultNames(_ params: [(screen: String, param: String)]) -> [String] {
        var taken = Set<String>()
        taken.reserveCapacity(params.count)
        return params.map { screen, param in
            let name = uniqueName(identifier(screen + upperCamelCase(param))) {
                taken.contains($0) || wellKnownModules[$0] != nil
            }
            taken.insert(name)
            return name
        }
    }

    /// A name prefixed to a spec name, such as `make` + `bookCover` → `makeBookCover`.
    ///
    /// The result is never a keyword, since no keyword starts with a prefix
    /// followed by an uppercase letter or an underscore.
    package static func prefixed(_ prefix: String, _ name: String) -> String {
        prefix + upperCamelCase(name)
    }

    /// A Swift string literal whose value is exactly `text`, scalar for scalar.
    ///
    /// Quotes, backslashes and line breaks are escaped; so are control, format,
    /// private-use, unassigned and combining scalars (as `\u{…}`), which could
    /// otherwise be invisible, merge with the opening quote, or reorder text.
    /// Everything else, emoji included, is written as is.
    package static func stringLiteral(_ text: String) -> String {
        "\"" + stringLiteralContent(text) + "\""
    }

    /// The text between the quotes of ``stringLiteral(_:)``: `text` escaped
    /// for a Swift string literal, also usable between interpolations.
    package static func stringLiteralContent(_ text: String) -> String {
        // The usual text is printable ASCII without quotes or backslashes: it is its own content.
        if isPrintableASCIIWithoutQuotes(text) { return text }
        var literal = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F {
                    literal.unicodeScalars.append(scalar)
                } else if needsEscaping(scalar) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal
    }

    /// A Swift expression for a `Double` that reads back as exactly the same value; a value that is not
    /// finite names a member of `type`, `Double` as the file writes it (`Swift.Double` where a spec name hides it).
    package static func doubleLiteral(_ value: Double, type: String = "Double") -> String {
        if value.isNaN { return type + ".nan" }
        if value.isInfinite { return value < 0 ? "-" + type + ".infinity" : type + ".infinity" }
        // `description` is the shortest text that reads back exactly ("0.1", "1e-05", "-0.0").
        return value.description
    }

    /// The lines of a `///` documentation comment for free text.
    ///
    /// Every line break (LF, CR, CRLF, and Unicode line and paragraph
    /// separators) starts a new comment line, so text can never escape the
    /// comment; other control characters are replaced by U+FFFD.
    package static func documentationLines(_ text: String) -> [String] {
        // The usual doc comment is one line without control characters: it needs no scalar-by-scalar pass.
        if text.utf8.allSatisfy(isCommentLineByte(_:)) { return [commentLine(text[...])] }
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn:
                continue
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(String(current))
                current = String.UnicodeScalarView()
            case "\t":
                current.append(scalar)
            default:
                current.append(isControl(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        lines.append(String(current))
        while lines.last?.allSatisfy(\.isWhitespace) == true, lines.count > 1 { lines.removeLast() }
        return lines.map { commentLine($0[...]) }
    }

    /// The lines of a `///` documentation comment whose text `line` already opens with `/// `, as
    /// ``documentationLines(_:)`` writes them for the rest of `line`.
    package static func prefixedDocumentationLines(_ line: String) -> [String] {
        // The usual line, with nothing to replace or trim, is its own comment line.
        guard let last = line.utf8.last, last > 0x20, last < 0x7F, line.utf8.allSatisfy(isCommentLineByte(_:)) else {
            return documentationLines(String(line.dropFirst(4)))
        }
        return [line]
    }

    /// Whether every UTF-8 byte of `text` is printable ASCII (0x20 to 0x7E) other than `"` and `\`:
    /// text that is its own string literal content.
    package static func isPrintableASCIIWithoutQuotes(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// Whether `byte` may stand in a doc comment's line as it is: it is neither a line break nor a
    /// control character in UTF-8, nor the first byte of one (below 0x20, 0x7F, or 0xC2 for U+0080–U+009F
    /// and U+0085, or 0xE2 for U+2028 and U+2029).
    private static func isCommentLineByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F && byte != 0xC2 && byte != 0xE2
    }

    /// One line of a `///` comment, without the line's trailing whitespace.
    private static func commentLine(_ line: Substring) -> String {
        // A line that ends with a printable ASCII character other than a space has nothing to trim: that
        // character is a grapheme of its own and not whitespace.
        if let last = line.utf8.last, last > 0x20, last < 0x7F { return "/// " + line }
        let end = line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? line.startIndex
        return end == line.startIndex ? "///" : "/// " + line[..<end]
    }

    /// Whether `scalar` is a control character (general category Cc, which Unicode fixes as
    /// U+0000–U+001F and U+007F–U+009F), without a lookup in the Unicode tables.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether a non-ASCII scalar should be written as a `\u{…}` escape.
    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .lineSeparator, .paragraphSeparator,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool { isASCIIUppercase || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) }
    fileprivate var isASCIIUppercase: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }
    fileprivate var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
