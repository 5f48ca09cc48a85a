/// Checks that a spec is UTF-8 before libyaml reads it, so that encoding
/// problems get a precise position and a clear message.
enum YAMLInputEncoding {
    /// The offset where the spec's text starts (after a UTF-8 byte order mark),
    /// or `nil` after reporting an error when the bytes are not UTF-8.
    static func contentStart(of bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> Int? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            diagnostics.error(
                "the spec starts with a UTF-16 byte order mark; save it as UTF-8",
                at: .start
            )
            return nil
        }
        let start = YAMLTextPosition.contentStart(of: bytes)
        guard let failure = UTF8Validator.firstFailure(in: bytes, from: start) else {
            return start
        }
        diagnostics.error(
            "the spec is not valid UTF-8: \(failure.description)",
            at: YAMLTextPosition.location(ofByteOffset: failure.offset, in: bytes),
            note: Diagnostic.Note("save the file with UTF-8 encoding")
        )
        return nil
    }
}
