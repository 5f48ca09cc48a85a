import Testing

@testable import RouteCompiler

@Suite("Pipelined event parsing")
struct LibYAMLEventParserPipelinedTests {
    /// A document larger than the pipeline threshold: many screens with a few keys each.
    static let large: [UInt8] = {
        var text = "name: Big\nroot: s0\nscreens:\n"
        var index = 0
        while text.utf8.count < 3 * LibYAMLEventParser.pipelineThreshold {
            text += "  s\(index):\n    title: \"Screen \(index)\"\n    params: { id: Int, filter: String? }\n"
            index += 1
        }
        return Array(text.utf8)
    }()

    /// The events `onEvent` sees and the result, parsing one way.
    static func run(
        _ input: [UInt8],
        pipelined: Bool,
        stopAfter limit: Int = .max
    ) -> (events: [YAMLEvent], error: YAMLSyntaxError?) {
        var events: [YAMLEvent] = []
        let onEvent = { (event: YAMLEvent) -> LibYAMLEventParser.Control in
            events.append(event)
            return events.count >= limit ? .stop : .proceed
        }
        let error =
            pipelined
            ? LibYAMLEventParser.parseConcurrently(input[...], onEvent: onEvent)
            : LibYAMLEventParser.parse(input[...], onEvent: onEvent)
        return (events, error)
    }

    @Test("A large document gives the same events in the same order")
    func sameEvents() {
        let plain = Self.run(Self.large, pipelined: false)
        let pipelined = Self.run(Self.large, pipelined: true)
        #expect(plain.events.count > 10_000)
        #expect(pipelined.events == plain.events)
        #expect(pipelined.error == nil && plain.error == nil)
    }

    @Test("A syntax error near the end comes after the same events", arguments: ["key: [unclosed\n", "\t- tab\n"])
    func sameSyntaxError(tail: String) {
        let input = Self.large + Array(tail.utf8)
        let plain = Self.run(input, pipelined: false)
        let pipelined = Self.run(input, pipelined: true)
        #expect(plain.error != nil)
        #expect(pipelined.events == plain.events)
        #expect(pipelined.error == plain.error)
    }

    @Test("Stopping early stops the parser and reports no error", arguments: [1, 1_023, 1_024, 1_025, 5_000])
    func stopEarly(limit: Int) {
        let input = Self.large + Array("key: [unclosed\n".utf8)
        let plain = Self.run(input, pipelined: false, stopAfter: limit)
        let pipelined = Self.run(input, pipelined: true, stopAfter: limit)
        #expect(plain.events.count == limit)
        #expect(pipelined.events == plain.events)
        #expect(pipelined.error == nil && plain.error == nil)
    }

    @Test("A large spec loads, pipelined, into the tree and diagnostics of parsing it on one thread")
    func sameTree() {
        var builder = YAMLTreeBuilder(limits: .default)
        let error = LibYAMLEventParser.parse(Self.large[...]) { builder.consume($0) }
        let (node, loadDiagnostics) = loadYAML(bytes: Self.large)
        #expect(error == nil)
        #expect(node == builder.root)
        #expect(loadDiagnostics == builder.diagnostics.diagnostics)
    }
}

@Suite("Event batch channel")
struct EventBatchChannelTests {
    @Test("Batches come out in the order they went in, then the end")
    func inOrder() {
        let channel = EventBatchChannel(capacity: 4)
        #expect(channel.send([.streamStart]))
        #expect(channel.send([.documentEnd, .streamEnd]))
        channel.finish(nil)
        guard case .events(let first) = channel.receive(), case .events(let second) = channel.receive(),
            case .end(let error) = channel.receive()
        else {
            Issue.record("messages out of order")
            return
        }
        #expect(first == [.streamStart])
        #expect(second == [.documentEnd, .streamEnd])
        #expect(error == nil)
    }

    @Test("After the receiver closes the channel, sending fails")
    func closed() {
        let channel = EventBatchChannel(capacity: 1)
        #expect(channel.send([.streamStart]))
        channel.close()
        #expect(!channel.send([.streamEnd]))
    }
}
