import Foundation

extension LibYAMLEventParser {
    /// The input size from which ``parseConcurrently(_:onEvent:)`` parses on a thread of its own: below
    /// it, starting a thread costs more than the overlap saves.
    static let pipelineThreshold = 64 * 1024

    /// How many events the parsing thread sends at a time.
    private static let batchSize = 1024

    /// Runs libyaml's event parser over `input` as ``parse(_:onEvent:)`` does, on a thread of its own
    /// when the input is large, so that parsing the text and handling its events (building the YAML
    /// tree) overlap.
    ///
    /// `onEvent` sees the same events in the same order either way, on the calling thread, and the
    /// result is the same: the syntax error only when `onEvent` proceeded through every event before
    /// it, and `nil` once `onEvent` stops.
    static func parseConcurrently(
        _ input: ArraySlice<UInt8>,
        onEvent: (consuming YAMLEvent) -> Control
    ) -> YAMLSyntaxError? {
        guard input.count >= pipelineThreshold else { return parse(input, onEvent: onEvent) }
        let channel = EventBatchChannel(capacity: 4)
        let parserDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var batch: [YAMLEvent] = []
            batch.reserveCapacity(batchSize)
            let error = parse(input) { event in
                batch.append(event)
                guard batch.count == batchSize else { return .proceed }
                defer {
                    batch = []
                    batch.reserveCapacity(batchSize)
                }
                return channel.send(batch) ? .proceed : .stop
            }
            if !batch.isEmpty { _ = channel.send(batch) }
            channel.finish(error)
            parserDone.signal()
        }
        // The parsing thread ends before this returns, also when `onEvent` stops early.
        defer {
            channel.close()
            parserDone.wait()
        }
        while true {
            switch channel.receive() {
            case .events(let events):
                for event in events where onEvent(event) == .stop { return nil }
            case .end(let error):
                return error
            }
        }
    }
}
