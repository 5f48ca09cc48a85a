/// Swift spellings of the spec's types and default values.
extension TypeReference {
    /// The type as written in generated code.
    var swiftType: String { swiftSource }
}

extension DefaultValue {
    /// A Swift expression of the default's value.
    var swiftExpression: SwiftExpression {
        switch self {
        case .null: .literal(.nil)
        case .bool(let value): .literal(.bool(value))
        case .int(let value): .literal(.int(value))
        case .double(let value): .literal(.double(value))
        case .string(let value): .literal(.string(value))
        case .uuid(let value):
            .forceUnwrap(
                .call(.identifier("UUID"), [SwiftArgument(label: "uuidString", value: .literal(.string(value)))])
            )
        case .url(let value):
            .forceUnwrap(.call(.identifier("URL"), [SwiftArgument(label: "string", value: .literal(.string(value)))]))
        case .date(let seconds):
            .call(
                .identifier("Date"),
                [SwiftArgument(label: "timeIntervalSince1970", value: .literal(.double(seconds)))]
            )
        case .array(let elements):
            .array(elements.map(\.swiftExpression))
        }
    }
}
