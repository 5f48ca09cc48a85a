import RouteCompiler

/// The typed value a sample URL gives a param: `42` for an `Int`, `1.5` for a `Double`, `true` for a
/// `Bool`, `sample` for a `String` and a fixed UUID, each as a link writes it.
enum LinkSampleValue {
    /// The fixed UUID of samples, upper-case as `UUID.uuidString` writes it.
    static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    /// The sample text of a value of `type` (or of the type an optional wraps), another one when
    /// the first is the param's default, since a link leaves a default out of its query; `nil` for
    /// a type that a URL cannot carry.
    static func text(for type: TypeReference, avoiding defaultValue: DefaultValue?) -> String? {
        guard case .named(let name) = type.unwrappingOptional else { return nil }
        switch (name, defaultValue) {
        case ("Int", .int(42)?): return "43"
        case ("Int", _): return "42"
        case ("Double", .double(1.5)?): return "2.5"
        case ("Double", _): return "1.5"
        case ("Bool", .bool(true)?): return "false"
        case ("Bool", _): return "true"
        case ("String", .string("sample")?): return "sample2"
        case ("String", _): return "sample"
        case ("UUID", .uuid(uuid)?): return "0A0B0C0D-0000-4000-8000-000000000042"
        case ("UUID", _): return uuid
        default: return nil
        }
    }
}

extension TypeReference {
    /// The type an optional wraps, or the type itself.
    var unwrappingOptional: TypeReference {
        if case .optional(let wrapped) = self { wrapped } else { self }
    }
}
