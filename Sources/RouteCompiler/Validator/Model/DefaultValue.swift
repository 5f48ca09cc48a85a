import Foundation

/// A parameter's default value, checked against the parameter's type.
///
/// Not `indirect`: an array's elements already live on the heap, and the other values need no box.
package enum DefaultValue: Hashable {
    /// `nil` of an optional.
    case null
    /// A `Bool`.
    case bool(Bool)
    /// An `Int`.
    case int(Int)
    /// A `Double`.
    case double(Double)
    /// A `String`.
    case string(String)
    /// A `UUID`, in its canonical upper-case form.
    case uuid(String)
    /// A `URL`, as written.
    case url(String)
    /// A `Date`, as seconds since 1970.
    case date(Double)
    /// An array.
    case array([DefaultValue])
    /// A static member of a custom type, written `.member` in the spec and in Swift.
    case member(String)

    /// Why a default does not fit its type.
    package struct Mismatch: Error, Equatable {
        /// What is wrong.
        package var message: String
        /// Where: the element of an array default that does not fit, or the default itself.
        package var location: SourceLocation
    }

    /// Checks a default written in the spec against the parameter's type.
    package static func check(_ node: YAMLNode, against type: TypeReference) -> Result<DefaultValue, Mismatch> {
        func mismatch(_ expected: String) -> Result<DefaultValue, Mismatch> {
            let found = node.scalar.map { "'\($0.text)' (\($0.value.kindDescription))" } ?? node.kindDescription
            return .failure(
                Mismatch(
                    message: "expected \(expected) for type '\(type.swiftSource)'; found \(found)",
                    location: node.location
                )
            )
        }
        switch type {
        case .optional(let wrapped):
            if node.scalar?.value == .null { return .success(.null) }
            return check(node, against: wrapped)
        case _ where node.scalar?.value == .null && node.scalar?.style == .plain:
            return .failure(
                Mismatch(
                    message:
                        "null is a default only for an optional type; write "
                        + "'\(type.swiftSource)?' as the type, or give a value",
                    location: node.location
                )
            )
        case .array(let element):
            guard let items = node.sequence else { return mismatch("a list") }
            var values: [DefaultValue] = []
            for item in items {
                switch check(item, against: element) {
                case .success(let value): values.append(value)
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(.array(values))
        case .named(let name):
            let value = node.scalar?.value
            switch (name, value) {
            case ("Int", .int(let int)?): return .success(.int(int))
            case ("Int", _): return mismatch("an integer")
            case ("Double", .int(let int)?): return .success(.double(Double(int)))
            case ("Double", .double(let double)?): return .success(.double(double))
            case ("Double", _): return mismatch("a number")
            case ("Bool", .bool(let bool)?): return .success(.bool(bool))
            case ("Bool", _): return mismatch("true or false")
            case ("String", .string(let string)?): return .success(.string(string))
            case ("String", _): return mismatch("a string (write it in quotes)")
            case ("UUID", .string(let string)?):
                guard let uuid = canonicalUUID(string) else {
                    return mismatch("a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'")
                }
                return .success(.uuid(uuid))
            case ("UUID", _): return mismatch("a UUID string")
            case ("URL", .string(let string)?):
                guard URL(string: string) != nil, !string.isEmpty else { return mismatch("a valid URL") }
                return .success(.url(string))
            case ("URL", _): return mismatch("a URL string")
            case ("Date", .string(let string)?):
                guard let date = parseISO8601(string) else {
                    return mismatch("an ISO 8601 date such as '2024-05-01T09:30:00Z'")
                }
                return .success(.date(date.timeIntervalSince1970))
            case ("Date", _): return mismatch("an ISO 8601 date string")
            case (_, .string(let string)?) where !TypeReference.builtinNames.contains(name):
                guard let member = customMember(string) else {
                    let fix = SwiftNaming.isValidName(string) ? "; write '.\(string)'" : ""
                    return .failure(
                        Mismatch(
                            message:
                                "a default for the custom type '\(name)' names one of its static "
                                + "members, written '.member' as in '.standard'; found '\(string)'\(fix)",
                            location: node.location
                        )
                    )
                }
                return .success(.member(member))
            default:
                let found = node.scalar.map { "'\($0.text)' (\($0.value.kindDescription))" } ?? node.kindDescription
                return .failure(
                    Mismatch(
                        message:
                            "a default for the custom type '\(name)' names one of its static "
                            + "members, written '.member' as in '.standard'; found \(found)",
                        location: node.location
                    )
                )
            }
        }
    }

    /// The member named by `.identifier`, or `nil` when `text` is not of that form.
    package static func customMember(_ text: String) -> String? {
        guard text.first == ".", SwiftNaming.isValidName(String(text.dropFirst())) else { return nil }
        let member = String(text.dropFirst())
        return ["init", "self", "Type", "Protocol"].contains(member) ? nil : member
    }

    /// The canonical upper-case form of the UUID `text` spells, if it spells one.
    ///
    /// A UUID written the usual way, 8-4-4-4-12 hexadecimal digits, is upper-cased as it is,
    /// without a trip through Foundation's parser and formatter; anything else is left to them.
    package static func canonicalUUID(_ text: String) -> String? {
        let isUsualForm =
            text.utf8.count == 36
            && text.utf8.enumerated().allSatisfy { offset, byte in
                switch offset {
                case 8, 13, 18, 23: byte == UInt8(ascii: "-")
                // `| 0x20` lower-cases an ASCII letter and keeps a digit as it is.
                default:
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
                }
            }
        return isUsualForm ? text.uppercased() : UUID(uuidString: text)?.uuidString
    }

    private static func parseISO8601(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)
    }
}
