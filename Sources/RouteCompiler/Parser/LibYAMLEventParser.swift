import CLibYAML

/// The one place that talks to libyaml: runs its event parser over UTF-8
/// input and hands each event to Swift as a ``YAMLEvent``.
///
/// The parser state lives on the heap so that it never moves while libyaml
/// holds pointers into it, the input stays pinned for the whole parse, and
/// every event and the parser itself are freed on every path.
enum LibYAMLEventParser {
    /// What the event handler wants next.
    enum Control: Hashable, Sendable {
        /// Read the next event.
        case proceed
        /// Stop reading; the rest of the input is never scanned.
        case stop
    }

    /// Parses `input` (UTF-8 without a byte order mark), calling `onEvent` for
    /// each event until the stream ends or `onEvent` returns ``Control/stop``.
    ///
    /// `onEvent` takes each event over, so that it can keep the event's text without copying it.
    ///
    /// - Returns: the syntax error that ended parsing early, or `nil`.
    static func parse(_ input: ArraySlice<UInt8>, onEvent: (consuming YAMLEvent) -> Control) -> YAMLSyntaxError? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            return YAMLSyntaxError(stage: .memory, problem: "out of memory", position: .location(.start))
        }
        defer { yaml_parser_delete(parser) }

        return input.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                // libyaml requires a non-null input pointer even for empty input.
                return withUnsafePointer(to: UInt8(0)) { empty in
                    run(parser, input: empty, count: 0, offsetBase: input.startIndex, onEvent: onEvent)
                }
            }
            return run(parser, input: base, count: buffer.count, offsetBase: input.startIndex, onEvent: onEvent)
        }
    }

    /// Runs the event loop over input that stays valid for the whole call.
    private static func run(
        _ parser: UnsafeMutablePointer<yaml_parser_t>,
        input: UnsafePointer<UInt8>,
        count: Int,
        offsetBase: Int,
        onEvent: (consuming YAMLEvent) -> Control
    ) -> YAMLSyntaxError? {
        yaml_parser_set_input_string(parser, input, count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                return syntaxError(of: parser.pointee, offsetBase: offsetBase)
            }
            let isStreamEnd = event.type == YAML_STREAM_END_EVENT
            let control = onEvent(YAMLEvent(event))
            yaml_event_delete(&event)
            if isStreamEnd || control == .stop {
                return nil
            }
        }
    }

    /// The error libyaml recorded in `parser` after a failed parse.
    private static func syntaxError(of parser: yaml_parser_t, offsetBase: Int) -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        let context = parser.context.map { String(cString: $0) }
        let contextLocation = context == nil ? nil : SourceLocation(parser.context_mark)
        switch parser.error {
        case YAML_READER_ERROR:
            return YAMLSyntaxError(
                stage: .reader,
                problem: problem,
                position: .byteOffset(offsetBase + parser.problem_offset),
                problemValue: Int(parser.problem_value)
            )
        case YAML_MEMORY_ERROR:
            return YAMLSyntaxError(stage: .memory, problem: "out of memory", position: .location(.start))
        default:
            return YAMLSyntaxError(
                stage: parser.error == YAML_PARSER_ERROR ? .parser : .scanner,
                problem: problem,
                position: .location(SourceLocation(parser.problem_mark)),
                context: context,
                contextLocation: contextLocation
            )
        }
    }
}

extension YAMLEvent {
    /// Copies a libyaml event into Swift values.
    fileprivate init(_ event: yaml_event_t) {
        let location = SourceLocation(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            self = .streamStart
        case YAML_DOCUMENT_START_EVENT:
            self = .documentStart(at: location)
        case YAML_DOCUMENT_END_EVENT:
            self = .documentEnd
        case YAML_ALIAS_EVENT:
            self = .alias(anchor: String(optionalCString: event.data.alias.anchor) ?? "", at: location)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(
                decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length),
                as: UTF8.self
            )
            self = .scalar(
                text: text,
                style: YAMLScalar.Style(scalar.style),
                properties: Properties(
                    anchor: String(optionalCString: scalar.anchor),
                    tag: String(optionalCString: scalar.tag)
                ),
                at: location
            )
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            self = .sequenceStart(
                properties: Properties(
                    anchor: String(optionalCString: start.anchor),
                    tag: String(optionalCString: start.tag)
                ),
                at: location
            )
        case YAML_SEQUENCE_END_EVENT:
            self = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            self = .mappingStart(
                properties: Properties(
                    anchor: String(optionalCString: start.anchor),
                    tag: String(optionalCString: start.tag)
                ),
                at: location
            )
        case YAML_MAPPING_END_EVENT:
            self = .mappingEnd
        default:
            // YAML_STREAM_END_EVENT; YAML_NO_EVENT never comes from a successful parse.
            self = .streamEnd
        }
    }
}

extension SourceLocation {
    /// The 1-based location of a 0-based libyaml mark.
    fileprivate init(_ mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1)
    }
}

extension YAMLScalar.Style {
    /// The style of a libyaml scalar event.
    fileprivate init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}

extension String {
    /// The text of a NUL-terminated UTF-8 string from libyaml, or `nil` for a null pointer.
    fileprivate init?(optionalCString pointer: UnsafeMutablePointer<yaml_char_t>?) {
        guard let pointer else { return nil }
        self.init(cString: pointer)
    }
}
