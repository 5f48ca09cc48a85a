/// A deep-link pattern: `/`-separated literal segments and `{param}` segments.
package struct PathPattern: Equatable {
    /// One segment of a path.
    package enum Segment: Equatable {
        /// A literal segment that the URL must contain as is.
        case literal(String)
        /// A segment that carries a parameter's value.
        case param(String)
    }

    /// The segments in order; an empty list is the path `/`.
    package var segments: [Segment]

    /// Why a pattern does not parse.
    package struct Failure: Error, Equatable {
        /// What is wrong.
        package var message: String
    }

    /// The characters a literal segment may contain: URL-unreserved characters.
    private static func isLiteralCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~": true
        default: false
        }
    }

    /// Whether a segment is written `{…}`, by characters as people see them.
    private static func isParamSegment(_ part: String) -> Bool {
        part.hasPrefix("{") && part.hasSuffix("}") && part.count >= 2
    }

    /// Parses a pattern.
    package static func parse(_ path: String) -> Result<PathPattern, Failure> {
        guard path.hasPrefix("/") else {
            return .failure(Failure(message: "a path starts with '/', as in '/\(path)'"))
        }
        if path == "/" { return .success(PathPattern(segments: [])) }
        if let segments = wellFormedSegments(of: path) {
            return .success(PathPattern(segments: segments))
        }
        var segments: [Segment] = []
        for (index, part) in parts(of: path).enumerated() {
            if part.isEmpty {
                return .failure(Failure(message: "segment \(index + 1) of the path is empty; remove the extra '/'"))
            }
            if isParamSegment(part) {
                let name = String(part.dropFirst().dropLast())
                guard SwiftNaming.isValidName(name) else {
                    return .failure(Failure(message: "'\(part)' must name one parameter, as in '{id}'"))
                }
                segments.append(.param(name))
            } else if let bad = part.unicodeScalars.first(where: { !isLiteralCharacter($0) }) {
                let hint = bad == "{" || bad == "}" ? "; a parameter takes a whole segment, as in '/books/{id}'" : ""
                return .failure(
                    Failure(
                        message:
                            "'\(bad)' cannot appear in the path segment "
                            + "'\(part)'\(hint); use letters, digits, '-', '.', '_' and '~'"
                    )
                )
            } else {
                segments.append(.literal(part))
            }
        }
        return .success(PathPattern(segments: segments))
    }

    /// The segments of a path whose every segment is a literal of URL-unreserved ASCII characters
    /// or a `{param}`, read byte by byte; `nil` for any other path, which ``parse(_:)`` reads
    /// character by character to say what is wrong with it.
    private static func wellFormedSegments(of path: String) -> [Segment]? {
        var segments: [Segment] = []
        for part in path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if part.count >= 2, part.first == UInt8(ascii: "{"), part.last == UInt8(ascii: "}") {
                let name = String(decoding: part.dropFirst().dropLast(), as: UTF8.self)
                guard SwiftNaming.isValidName(name) else { return nil }
                segments.append(.param(name))
            } else {
                guard !part.isEmpty, part.allSatisfy({ isLiteralCharacter(Unicode.Scalar($0)) }) else { return nil }
                segments.append(.literal(String(decoding: part, as: UTF8.self)))
            }
        }
        return segments
    }

    /// The `/`-separated parts of a path after its leading `/`, empty ones included.
    private static func parts(of path: String) -> [String] {
        path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// The parameters the path carries, in order.
    package var paramNames: [String] {
        segments.compactMap { if case .param(let name) = $0 { name } else { nil } }
    }

    /// The pattern as written.
    package var text: String {
        var text = ""
        appendText(to: &text, typeOfParam: { _ in nil })
        return text
    }

    /// Appends the pattern to `text`, segment by segment, with `{name:Type}` for each param
    /// that `typeOfParam` gives a type, as a link table writes it.
    package func appendText(to text: inout String, typeOfParam: (String) -> String?) {
        guard !segments.isEmpty else {
            text.append("/")
            return
        }
        for segment in segments {
            text.append("/")
            switch segment {
            case .literal(let literal): text.append(literal)
            case .param(let name):
                text.append("{")
                text.append(name)
                if let type = typeOfParam(name) {
                    text.append(":")
                    text.append(type)
                }
                text.append("}")
            }
        }
    }
}
