/// One event of libyaml's event stream, copied into Swift values.
///
/// Positions are already 1-based; a node's position is that of its first
/// character, or of its anchor or tag if it has one.
enum YAMLEvent: Hashable, Sendable {
    /// The anchor and tag written before a node, such as `&base` and `!!str`.
    struct Properties: Hashable, Sendable {
        /// The node's anchor name, without the `&`.
        var anchor: String?
        /// The node's tag as libyaml resolves it, such as `tag:yaml.org,2002:str` for `!!str`.
        var tag: String?
    }

    /// The start of the input.
    case streamStart
    /// The end of the input.
    case streamEnd
    /// The start of a document, explicit (`---`) or implicit.
    case documentStart(at: SourceLocation)
    /// The end of a document.
    case documentEnd
    /// An alias such as `*base`; `anchor` is the name without the `*`.
    case alias(anchor: String, at: SourceLocation)
    /// A scalar, with its text after unescaping and folding.
    case scalar(text: String, style: YAMLScalar.Style, properties: Properties, at: SourceLocation)
    /// The start of a sequence.
    case sequenceStart(properties: Properties, at: SourceLocation)
    /// The end of the innermost open sequence.
    case sequenceEnd
    /// The start of a mapping.
    case mappingStart(properties: Properties, at: SourceLocation)
    /// The end of the innermost open mapping.
    case mappingEnd
}
