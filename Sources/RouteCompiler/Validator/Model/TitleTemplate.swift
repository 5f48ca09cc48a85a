/// A screen title with `{param}` interpolations; `{{` and `}}` stand for literal braces.
struct TitleTemplate: Equatable {
    /// A run of literal text or one interpolated parameter.
    enum Segment: Equatable {
        /// Text shown as is.
        case text(String)
        /// The value of a parameter of the screen.
        case param(String)
    }

    /// The segments in order; adjacent text is merged.
    var segments: [Segment]

    /// Why a title does not parse.
    struct Failure: Error, Equatable {
        /// What is wrong.
        var message: String
    }

    /// Parses a title.
    static func parse(_ title: String) -> Result<TitleTemplate, Failure> {
        // Most titles interpolate nothing: a title without braces is its own text, unsplit.
        if !title.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return .success(TitleTemplate(segments: [.text(title)]))
        }
        var segments: [Segment] = []
        var text = ""
        var scalars = title.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "{" where pending == "{":
                text.unicodeScalars.append("{")
                pending = scalars.next()
            case "}" where pending == "}":
                text.unicodeScalars.append("}")
                pending = scalars.next()
            case "{":
                var name = String.UnicodeScalarView()
                while let next = pending, next != "}" {
                    if next == "{" { break }
                    name.append(next)
                    pending = scalars.next()
                }
                guard pending == "}" else {
                    return .failure(Failure(message: "'{' has no matching '}'; write '{{' for a literal brace"))
                }
                pending = scalars.next()
                let paramName = String(name)
                guard !paramName.isEmpty else {
                    return .failure(Failure(message: "'{}' names no parameter; write '{{}}' for literal braces"))
                }
                if !text.isEmpty {
                    segments.append(.text(text))
                    text = ""
                }
                segments.append(.param(paramName))
            case "}":
                return .failure(Failure(message: "'}' has no matching '{'; write '}}' for a literal brace"))
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return .success(TitleTemplate(segments: segments))
    }

    /// The parameters the title interpolates, in order.
    var paramNames: [String] {
        segments.compactMap { if case .param(let name) = $0 { name } else { nil } }
    }
}

extension TitleTemplate {
    /// The title's key in a strings table, as String Catalogs write keys: its text with `%@` for
    /// each `{param}` and `%%` for each `%` (`"{author}: 100%"` → `"%@: 100%%"`).
    var localizationKey: String {
        segments.map { segment in
            switch segment {
            case .text(let text): Self.localizationKey(ofText: text)
            case .param: "%@"
            }
        }.joined()
    }

    /// The key of a title without params (a tab's, or a screen's default title).
    static func localizationKey(ofText text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%%")
    }
}
