import RouteCompiler

/// The value a generated flow test gives a param, as Swift source: the samples of `routegen links --urls`
/// (``LinkSampleValue``) where a URL can carry the type, and a fixed value of the other built-in types.
enum FlowSampleValue {
    /// The sample of a value of `type`; `nil` for a custom type, whose values only the app can make.
    static func source(for type: TypeReference) -> String? {
        switch type {
        case .optional(let wrapped): return source(for: wrapped)
        case .array(let element): return source(for: element).map { "[\($0)]" }
        case .named(let name):
            switch name {
            case "String": return SwiftNaming.stringLiteral("sample")
            case "Int": return "42"
            case "Double": return "1.5"
            case "Bool": return "true"
            case "UUID": return "UUID(uuidString: \(SwiftNaming.stringLiteral(LinkSampleValue.uuid)))!"
            case "URL": return "URL(string: \"https://example.com/sample\")!"
            case "Date": return "Date(timeIntervalSince1970: 0)"
            default: return nil
            }
        }
    }
}
