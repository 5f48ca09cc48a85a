import Foundation

/// Writes a route's title from its generated `visit(_:)`: the screen's title template with the
/// `titleText(_:)` of each `{param}`, or its translation from a strings table.
///
/// A template is the spec's title: `{param}` for a param's value, `{{` and `}}` for braces. With a
/// table, the title is ``TitleLocalization/localizedTitle(_:table:bundle:arguments:)`` of the
/// template's key (its text, `%@` for each `{param}` and `%%` for a `%`).
@_spi(Generated)
public struct RouteTitleWriter: RouteVisitor {
    /// A run of text or a param of a title template.
    enum Segment: Equatable {
        case text(String)
        case param(String)
    }

    /// The strings table and its bundle, for specs with `localization`.
    private let localization: (table: String, bundle: Bundle)?
    /// The screen's title template, parsed.
    private var segments: [Segment] = []
    /// The title texts of the params that the template shows, by name.
    private var texts: [String: String] = [:]

    /// Creates a writer of titles as the spec writes them.
    public init() {
        localization = nil
    }

    /// Creates a writer of titles translated with `table` in `bundle`.
    public init(table: String, bundle: Bundle) {
        localization = (table, bundle)
    }

    /// The title.
    public var title: String {
        guard let localization else {
            return segments.map { segment in
                switch segment {
                case .text(let text): text
                case .param(let name): texts[name] ?? ""
                }
            }
            .joined()
        }
        var key = ""
        var arguments: [String] = []
        for segment in segments {
            switch segment {
            case .text(let text):
                // Scalar by scalar, as the template is read: a `%` followed by a combining mark is one
                // `Character`, which `replacingOccurrences(of:with:)` would leave a format specifier.
                for scalar in text.unicodeScalars {
                    key.unicodeScalars.append(scalar)
                    if scalar == "%" { key.unicodeScalars.append(scalar) }
                }
            case .param(let name):
                key += "%@"
                arguments.append(texts[name] ?? "")
            }
        }
        return TitleLocalization.localizedTitle(
            key,
            table: localization.table,
            bundle: localization.bundle,
            arguments: arguments
        )
    }

    /// Starts the route: splits the screen's title template into text and `{param}` segments.
    public mutating func visitScreen(path: consuming String?, title: consuming String) {
        segments = Self.segments(of: title)
    }

    /// Keeps the param's title text when the template shows it.
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value,
        _ name: String,
        default defaultValue: Value?
    ) {
        show(value, name)
    }

    /// Keeps the optional param's title text when the template shows it.
    public mutating func visit<Value: DeepLinkValue & Codable & Hashable>(
        _ value: Value?,
        _ name: String,
        default defaultValue: Value?
    ) {
        show(value, name)
    }

    /// Keeps the title text of a param of any other type when the template shows it.
    public mutating func visit<Value: Codable & Hashable & Sendable>(_ value: Value, _ name: String, linkable: Bool) {
        show(value, name)
    }

    /// Keeps the title text of the param `name` if the template shows it.
    private mutating func show<Value>(_ value: Value, _ name: String) {
        if segments.contains(.param(name)) { texts[name] = titleText(value) }
    }

    /// The segments of a title template: `{name}` is a param, `{{` and `}}` are braces.
    ///
    /// It reads Unicode scalars, not characters: a `}` followed by a combining mark is one
    /// `Character`, but still closes a param.
    static func segments(of template: String) -> [Segment] {
        var segments: [Segment] = []
        var text = String.UnicodeScalarView()
        var rest = template.unicodeScalars[...]
        while let scalar = rest.popFirst() {
            if scalar == "{" || scalar == "}", rest.first == scalar {
                text.append(scalar)
                rest.removeFirst()
            } else if scalar == "{", let end = rest.firstIndex(of: "}") {
                if !text.isEmpty { segments.append(.text(String(text))) }
                text = String.UnicodeScalarView()
                segments.append(.param(String(String.UnicodeScalarView(rest[..<end]))))
                rest = rest[rest.index(after: end)...]
            } else {
                text.append(scalar)
            }
        }
        if !text.isEmpty { segments.append(.text(String(text))) }
        return segments
    }
}
