import Foundation
import RouteCompiler
import RouteCompilerFrontEnds

/// Reads what a person types for a param of the preview, by the param's type.
enum PreviewValue {
    /// Why `text` is not a value of `value`'s type, or `nil` when it is.
    ///
    /// Built-in types are checked; custom types and arrays are taken as typed, since the preview
    /// only shows them. An optional takes `nil` (or nothing) as `nil`.
    static func problem(with text: String, for value: SpecOutline.Value) -> String? {
        if value.isOptional, text.isEmpty || text == "nil" { return nil }
        let fits: Bool
        switch value.baseType {
        case "Int": fits = Int(text) != nil
        case "Double": fits = Double(text) != nil
        case "Bool": fits = text == "true" || text == "false"
        case "UUID": fits = UUID(uuidString: text) != nil
        case "URL": fits = URL(string: text) != nil && !text.isEmpty
        case "Date": fits = ISO8601DateFormatter().date(from: text) != nil
        default: fits = true
        }
        return fits ? nil : "'\(text)' is not a valid \(value.type) for '\(value.name)'"
    }

    /// The text shown for a value: `nil` for an optional left empty.
    static func display(_ text: String?, for value: SpecOutline.Value) -> String {
        guard let text, !(value.isOptional && (text.isEmpty || text == "nil")) else { return "nil" }
        return text
    }
}
