/// Swift spellings of the spec's types and default values.
extension TypeReference {
    /// The type as written where some names mean generated types (a screen's navigator named
    /// `Date` hides Foundation's): each hidden name is written as `replacements` says, every other
    /// name as the spec writes it (``SwiftNaming/specType(_:)``).
    func swiftType(replacing replacements: [String: SwiftType]) -> SwiftType {
        switch self {
        case .named(let name): replacements[name] ?? SwiftNaming.specType(name)
        case .optional(let wrapped): .optional(wrapped.swiftType(replacing: replacements))
        case .array(let element): .array(element.swiftType(replacing: replacements))
        }
    }

    /// The `RouteValues` method that `route(_:_:)` reads a param of the type with: RouteKit's method
    /// for its type when a URL carries it as text (`int(_:)`, `optionalInt(_:)`), the generic `value`
    /// or `optionalValue` for any other type.
    package var routeValuesMethod: String {
        routeKitMethods?.read ?? (isOptional ? "optionalValue" : "value")
    }

    /// Whether ``routeValuesMethod`` throws: RouteKit's per-type reads do not (a failed one keeps its
    /// error for whoever builds the route), the generic ones do.
    package var routeValuesMethodThrows: Bool {
        urlWritableBase == nil
    }

    /// The `RouteVisitor` method that `visit(_:)` shows a param of the type with: RouteKit's method for
    /// its type when a URL carries it as text (`visitInt`, `visitOptionalInt`), the generic `visit` for
    /// any other type.
    package var routeVisitorMethod: String {
        routeKitMethods?.visit ?? "visit"
    }

    /// RouteKit's methods of their own for a type that a URL carries as text: the `RouteValues` read
    /// and the `RouteVisitor` visit; `nil` for any other type.
    ///
    /// Spelled out for each type: names made by joining and lowercasing would allocate new strings for
    /// each param of each screen.
    private var routeKitMethods: (read: String, visit: String)? {
        guard let base = urlWritableBase else { return nil }
        return switch base {
        case "String": isOptional ? ("optionalString", "visitOptionalString") : ("string", "visitString")
        case "Int": isOptional ? ("optionalInt", "visitOptionalInt") : ("int", "visitInt")
        case "Double": isOptional ? ("optionalDouble", "visitOptionalDouble") : ("double", "visitDouble")
        case "Bool": isOptional ? ("optionalBool", "visitOptionalBool") : ("bool", "visitBool")
        case "UUID": isOptional ? ("optionalUUID", "visitOptionalUUID") : ("uuid", "visitUUID")
        default: isOptional ? ("optional" + base, "visitOptional" + base) : (base.lowercased(), "visit" + base)
        }
    }

    /// The type that a URL carries as text which the type is or makes optional (`Int` for `Int` and
    /// `Int?`), or `nil`.
    ///
    /// Its params get RouteKit's methods of their own because a call with concrete types costs the
    /// compiler far less than a generic one, and a route enum makes such calls for every param of every
    /// screen.
    private var urlWritableBase: String? {
        switch self {
        case .named(let name), .optional(.named(let name)): Self.urlWritableNames.contains(name) ? name : nil
        case .optional, .array: nil
        }
    }
}

extension DefaultValue {
    /// A Swift expression of the default's value for a param of `type`, written where the names of
    /// `type` are written as `replacements` says (``TypeReference/swiftType(replacing:)``, through
    /// ``SwiftNaming/Hygiene``): a `Double` that is not finite names `Double`'s member as the type is
    /// written (`Swift.Double.nan` where a spec name hides `Double`), and a member of an optional custom
    /// type names its type (`Mode.none`, which Swift would read as `Optional.none` written `.none`).
    /// Foundation's types are written as the file writes them everywhere (`Foundation.UUID` only where a
    /// spec name or navigator type could hide `UUID`).
    func swiftExpression(of type: TypeReference, replacing replacements: [String: SwiftType]) -> SwiftExpression {
        switch self {
        case .null: .literal(.nil)
        case .bool(let value): .literal(.bool(value))
        case .int(let value): .literal(.int(value))
        case .double(let value) where !value.isFinite:
            .identifier(
                SwiftNaming.doubleLiteral(
                    value,
                    type: TypeReference.named("Double").swiftType(replacing: replacements).text
                )
            )
        case .double(let value): .literal(.double(value))
        case .string(let value): .literal(.string(value))
        case .uuid(let value):
            .forceUnwrap(
                .call(
                    .type(TypeReference.named("UUID").swiftType(replacing: replacements)),
                    SwiftArgument(label: "uuidString", value: .literal(.string(value)))
                )
            )
        case .url(let value):
            .forceUnwrap(
                .call(
                    .type(TypeReference.named("URL").swiftType(replacing: replacements)),
                    SwiftArgument(label: "string", value: .literal(.string(value)))
                )
            )
        case .date(let seconds):
            .call(
                .type(TypeReference.named("Date").swiftType(replacing: replacements)),
                SwiftArgument(label: "timeIntervalSince1970", value: .literal(.double(seconds)))
            )
        case .array(let elements):
            .array(elements.map { $0.swiftExpression(of: type.elementType ?? type, replacing: replacements) })
        case .member(let name):
            .member(type.memberQualifier.map { .type($0.swiftType(replacing: replacements)) }, name)
        }
    }
}

extension TypeReference {
    /// The type that a member default (`.member`) of this type is written after: the custom type of
    /// an optional (`Mode` of `Mode?`), where Swift looks an implicit member up in `Optional` first
    /// (`.none` is `Optional.none`); `nil` for a type whose `.member` means its own member.
    package var memberQualifier: TypeReference? {
        guard case .optional(var wrapped) = self else { return nil }
        while case .optional(let inner) = wrapped { wrapped = inner }
        if case .named = wrapped { return wrapped }
        return nil
    }

    /// The elements' type of an array or of an optional array; `nil` for any other type.
    package var elementType: TypeReference? {
        switch self {
        case .array(let element): element
        case .optional(let wrapped): wrapped.elementType
        case .named: nil
        }
    }
}

extension DefaultValue {
    /// The value as Swift source text of a param of `type`, for doc comments (`"schedule"`, `.unread`,
    /// `Mode.none`, `[1, 2]`): written as ``swiftExpression(of:replacing:)`` writes it, with the names
    /// as the spec does.
    package func swiftSourceText(of type: TypeReference) -> String {
        switch self {
        case .null: "nil"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): SwiftNaming.doubleLiteral(value)
        case .string(let value), .uuid(let value), .url(let value): SwiftNaming.stringLiteral(value)
        case .date(let seconds): "Date(timeIntervalSince1970: \(SwiftNaming.doubleLiteral(seconds)))"
        case .array(let elements):
            "[" + elements.map { $0.swiftSourceText(of: type.elementType ?? type) }.joined(separator: ", ") + "]"
        case .member(let name): (type.memberQualifier?.swiftSource ?? "") + "." + name
        }
    }
}
