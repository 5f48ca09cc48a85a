/// A problem libyaml found in the input, after which it cannot read on.
struct YAMLSyntaxError: Error, Hashable, Sendable {
    /// Where the problem is.
    enum Position: Hashable, Sendable {
        /// A character position, from the scanner or the parser.
        case location(SourceLocation)
        /// A byte offset into the whole input, from the reader (which has no line or column).
        case byteOffset(Int)
    }

    /// Which stage of libyaml found the problem.
    enum Stage: Hashable, Sendable {
        /// Decoding characters, such as a control character in the input.
        case reader
        /// Splitting the input into tokens, such as an unclosed quote.
        case scanner
        /// Matching tokens to YAML's grammar, such as a missing `]`.
        case parser
        /// libyaml could not allocate memory.
        case memory
    }

    /// Which stage of libyaml found the problem.
    var stage: Stage
    /// libyaml's description of the problem, such as "found unexpected end of stream".
    var problem: String
    /// Where the problem is.
    var position: Position
    /// For a reader problem, the offending character's value.
    var problemValue: Int?
    /// What libyaml was reading, such as "while scanning a quoted scalar".
    var context: String?
    /// Where what libyaml was reading starts.
    var contextLocation: SourceLocation?
}
