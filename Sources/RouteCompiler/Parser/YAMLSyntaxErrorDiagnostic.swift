extension YAMLSyntaxError {
    /// The diagnostic for this error in `source`, the whole input, with a
    /// note that explains common mistakes such as tabs or an unclosed quote.
    func diagnostic(in source: [UInt8]) -> Diagnostic {
        switch position {
        case .byteOffset(let offset):
            return readerDiagnostic(at: YAMLTextPosition.location(ofByteOffset: offset, in: source))
        case .location(let reported):
            let location = YAMLTextPosition.clamped(reported, in: source)
            guard stage != .memory else {
                return .error("libyaml ran out of memory while reading the spec", at: location)
            }
            return .error("YAML syntax error: \(problem)", at: location, note: hint(at: location, in: source))
        }
    }

    /// The diagnostic for a problem libyaml's reader found while decoding characters.
    private func readerDiagnostic(at location: SourceLocation) -> Diagnostic {
        guard problem == "control characters are not allowed", let problemValue else {
            return .error("YAML syntax error: \(problem)", at: location)
        }
        let hex = String(problemValue, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return .error(
            "the spec contains the control character \(code), which YAML does not allow; remove it",
            at: location,
            note: problemValue == 0 ? Diagnostic.Note("NUL bytes often mean the file is UTF-16; save it as UTF-8") : nil
        )
    }

    /// A note that explains a common cause of this error, if one applies.
    private func hint(at location: SourceLocation, in source: [UInt8]) -> Diagnostic.Note? {
        let character = YAMLTextPosition.byteOffset(of: location, in: source).map { source[$0] }
        if problem.contains("tab") || character == UInt8(ascii: "\t") {
            return Diagnostic.Note("YAML does not allow tabs for indentation; indent with spaces")
        }
        if problem == "mapping values are not allowed in this context" {
            return Diagnostic.Note("to write ': ' inside a value, put the whole value in quotes")
        }
        if problem == "found character that cannot start any token",
            character == UInt8(ascii: "@") || character == UInt8(ascii: "`")
        {
            return Diagnostic.Note("'@' and '`' cannot start a plain value; put the value in quotes")
        }
        if context == "while scanning an alias", let contextLocation,
            YAMLTextPosition.byteOffset(of: contextLocation, in: source).map({ source[$0] }) == UInt8(ascii: "*")
        {
            return Diagnostic.Note(
                "'*' starts an alias in YAML; to mean every screen, write from: \"*\"",
                at: contextLocation
            )
        }
        if problem == "found unknown escape character" {
            return Diagnostic.Note(
                "in double quotes, write '\\\\' for a backslash, or use single quotes, which have no escapes"
            )
        }
        guard let context, let contextLocation = contextLocation.map({ YAMLTextPosition.clamped($0, in: source) }),
            contextLocation != location
        else {
            return nil
        }
        switch context {
        case "while scanning a quoted scalar" where problem.contains("end of stream"):
            return Diagnostic.Note(
                "the quoted text that starts here is never closed; add the closing quote",
                at: contextLocation
            )
        case "while parsing a flow sequence":
            return Diagnostic.Note(
                "the list that starts here needs ',' between items and a closing ']'",
                at: contextLocation
            )
        case "while parsing a flow mapping":
            return Diagnostic.Note(
                "the mapping that starts here needs ',' between entries and a closing '}'",
                at: contextLocation
            )
        case "while parsing a block mapping":
            return Diagnostic.Note(
                "check the indentation: the keys of the mapping that starts here must line up",
                at: contextLocation
            )
        default:
            return Diagnostic.Note("\(context) that starts here", at: contextLocation)
        }
    }
}
