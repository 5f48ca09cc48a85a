/// A parameter or result type of the spec: a named type, an optional or an array, nested up to
/// ``SpecLimits/maxTypeDepth`` levels.
///
/// Only the cases that nest are `indirect`: a named type, most of a spec's types, needs no box of its own.
package enum TypeReference: Sendable, Hashable {
    /// A built-in type (`String`, `Int` …) or a custom UpperCamelCase type.
    case named(String)
    /// `T?`.
    indirect case optional(TypeReference)
    /// `[T]`.
    indirect case array(TypeReference)

    /// The built-in type names the compiler knows.
    package static let builtinNames: [String] = ["String", "Int", "Double", "Bool", "UUID", "URL", "Date"]

    /// The type names that can be written in a URL, as a path segment or a query value.
    ///
    /// A list, not a set: a param's type is compared with these few rather than hashed.
    package static let urlWritableNames = ["String", "Int", "Double", "Bool", "UUID"]

    /// The type as Swift source (`[String]?`).
    package var swiftSource: String {
        switch self {
        case .named(let name): name
        case .optional(let wrapped): wrapped.swiftSource + "?"
        case .array(let element): "[" + element.swiftSource + "]"
        }
    }

    /// Whether the type is optional.
    package var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// Whether a value of the type can be written in a URL path segment: a
    /// non-optional `String`, `Int`, `Double`, `Bool` or `UUID`.
    package var isURLPathWritable: Bool {
        if case .named(let name) = self { Self.urlWritableNames.contains(name) } else { false }
    }

    /// Whether a value of the type can be written as a query value: a URL-writable type or an optional of one.
    package var isURLQueryWritable: Bool {
        switch self {
        case .named: isURLPathWritable
        case .optional(let wrapped): wrapped.isURLPathWritable
        case .array: false
        }
    }

    /// The custom (non-built-in) type names the type mentions.
    package var customTypeNames: [String] {
        switch self {
        case .named(let name): Self.builtinNames.contains(name) ? [] : [name]
        case .optional(let wrapped): wrapped.customTypeNames
        case .array(let element): element.customTypeNames
        }
    }
}
