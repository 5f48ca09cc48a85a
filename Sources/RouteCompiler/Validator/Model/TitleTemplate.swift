/// A screen title with `{param}` interpolations; `{{` and `}}` stand for literal braces.
package struct TitleTemplate: Equatable {
    /// A run of literal text or one interpolated parameter.
    package enum Segment: Equatable {
        /// Text shown as is.
        case text(String)
        /// The value of a parameter of the screen.
        case param(String)
    }

    /// The segments in order; adjacent text is merged.
    package var segments: [Segment]

    /// Why a title does not parse.
    package struct Failure: Error, Equatable {
        /// What is wrong.
        package var message: String
    }

    /// Parses a title.
    package static func parse(_ title: String) -> Result<TitleTemplate, Failure> {
        // Most titles interpolate nothing: a title without braces is its own text, unsplit.
        if !title.utf8.contains(where: isBrace) {
            return .success(TitleTemplate(segments: [.text(title)]))
        }
        // Braces are ASCII, so splitting the title's UTF-8 at them keeps every other character whole: the text
        // is gathered byte by byte, rather than appended to a string scalar by scalar.
        let bytes = Array(title.utf8)
        var segments: [Segment] = []
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1
            guard isBrace(byte) else {
                text.append(byte)
                index = next
                continue
            }
            if next < bytes.count, bytes[next] == byte {
                // `{{` or `}}`: a literal brace.
                text.append(byte)
                index = next + 1
            } else if byte == UInt8(ascii: "}") {
                return .failure(Failure(message: "'}' has no matching '{'; write '}}' for a literal brace"))
            } else {
                guard let close = bytes[next...].firstIndex(where: isBrace), bytes[close] == UInt8(ascii: "}") else {
                    return .failure(Failure(message: "'{' has no matching '}'; write '{{' for a literal brace"))
                }
                guard close > next else {
                    return .failure(Failure(message: "'{}' names no parameter; write '{{}}' for literal braces"))
                }
                if !text.isEmpty {
                    segments.append(.text(String(decoding: text, as: UTF8.self)))
                    text.removeAll(keepingCapacity: true)
                }
                segments.append(.param(String(decoding: bytes[next..<close], as: UTF8.self)))
                index = close + 1
            }
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        return .success(TitleTemplate(segments: segments))
    }

    /// Whether a byte of a title is `{` or `}`.
    private static func isBrace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// The parameters the title interpolates, in order.
    package var paramNames: [String] {
        segments.compactMap { if case .param(let name) = $0 { name } else { nil } }
    }
}

extension TitleTemplate {
    /// The title's key in a strings table, as String Catalogs write keys: its text with `%@` for
    /// each `{param}` and `%%` for each `%` (`"{author}: 100%"` → `"%@: 100%%"`).
    package var localizationKey: String {
        segments.map { segment in
            switch segment {
            case .text(let text): Self.localizationKey(ofText: text)
            case .param: "%@"
            }
        }.joined()
    }

    /// The key of a title without params (a tab's, or a screen's default title).
    package static func localizationKey(ofText text: String) -> String {
        doubling(["%"], in: text)
    }

    /// Literal text as a title writes it: each brace doubled (`{` → `{{`), so that none reads as an
    /// interpolation.
    package static func escapingBraces(in text: String) -> String {
        doubling(["{", "}"], in: text)
    }

    /// `text` with each of `doubled` written twice.
    ///
    /// It reads Unicode scalars, as ``parse(_:)`` and RouteKit do: a brace or `%` followed by a
    /// combining mark is one `Character`, which `replacingOccurrences(of:with:)` would not match.
    private static func doubling(_ doubled: Set<Unicode.Scalar>, in text: String) -> String {
        guard text.unicodeScalars.contains(where: doubled.contains) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(scalar)
            if doubled.contains(scalar) { result.append(scalar) }
        }
        return String(result)
    }
}
