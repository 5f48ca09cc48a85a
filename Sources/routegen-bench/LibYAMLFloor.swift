import CLibYAML

/// The floor of any YAML-based pipeline: libyaml's event parser run over the bytes, doing nothing
/// with each event but deleting it.
enum LibYAMLFloor {
    /// Parses `bytes` to the end and returns the number of events, or `nil` on a syntax error.
    static func countEvents(in bytes: [UInt8]) -> Int? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return nil }
        defer { yaml_parser_delete(parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(parser, base, buffer.count)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            var count = 0
            while true {
                guard yaml_parser_parse(parser, &event) == 1 else { return nil }
                count += 1
                let isStreamEnd = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if isStreamEnd { return count }
            }
        }
    }
}
