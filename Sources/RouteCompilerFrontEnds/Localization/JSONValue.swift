import Foundation
import RouteCompiler

/// A JSON value, read and written exactly as String Catalogs need: objects written with sorted
/// keys, two-space indentation and `" : "`, as Xcode writes `.xcstrings` files.
enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// Reads JSON text; `nil` when it is not valid JSON.
    static func parse(_ data: Data) -> JSONValue? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return nil
        }
        return JSONValue(foundation: object)
    }

    private init?(foundation object: Any) {
        switch object {
        case let string as String: self = .string(string)
        case let array as [Any]:
            var items: [JSONValue] = []
            for item in array {
                guard let value = JSONValue(foundation: item) else { return nil }
                items.append(value)
            }
            self = .array(items)
        case let dictionary as [String: Any]:
            var members: [String: JSONValue] = [:]
            for (key, item) in dictionary {
                guard let value = JSONValue(foundation: item) else { return nil }
                members[key] = value
            }
            self = .object(members)
        case is NSNull: self = .null
        case let number as NSNumber:
            // JSONSerialization reads `true` and `false` as NSNumbers of type `c` (a C `char`), and
            // numbers as integers or doubles, on Apple platforms and Linux alike.
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.stringValue)
            }
        default: return nil
        }
    }

    /// The members of an object, or `nil`.
    var object: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The value as JSON text, Xcode's way, ending with a newline.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let string): output += Self.quoted(string)
        case .number(let number): output += number
        case .bool(let bool): output += bool ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else { return output += "[]" }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                item.write(to: &output, indent: indent + "  ")
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return output += "{\n\n" + indent + "}" }
            output += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += indent + "  " + Self.quoted(key) + " : "
                members[key]!.write(to: &output, indent: indent + "  ")
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
