import Foundation

/// Carries batches of YAML events from the thread that parses them to the thread that builds the
/// tree, holding at most a few batches at a time.
///
/// Sendable although it is a class with mutable state: every access to that state holds its lock.
final class EventBatchChannel: @unchecked Sendable {
    /// What the parsing thread sends.
    enum Message {
        /// Events, in the order libyaml produced them.
        case events([YAMLEvent])
        /// The end of the events: libyaml reached the end of the input, was stopped, or found
        /// the syntax error.
        case end(YAMLSyntaxError?)
    }

    private let condition = NSCondition()
    /// The messages sent and not yet received, oldest first.
    private var messages: [Message] = []
    /// How many batches of events may wait before ``send(_:)`` waits in turn.
    private let capacity: Int
    /// Whether the receiver has stopped receiving.
    private var isClosed = false

    /// Creates a channel in which at most `capacity` batches wait to be received.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Sends a batch of events, first waiting while the channel is full; returns `false`, without
    /// sending, once the receiver has closed the channel.
    func send(_ events: [YAMLEvent]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while messages.count >= capacity, !isClosed { condition.wait() }
        guard !isClosed else { return false }
        messages.append(.events(events))
        condition.broadcast()
        return true
    }

    /// Sends the end of the events, with the syntax error that ended them, if one did.
    func finish(_ error: YAMLSyntaxError?) {
        condition.lock()
        defer { condition.unlock() }
        messages.append(.end(error))
        condition.broadcast()
    }

    /// The oldest message not yet received, waiting for one if none has come.
    func receive() -> Message {
        condition.lock()
        defer { condition.unlock() }
        while messages.isEmpty { condition.wait() }
        let message = messages.removeFirst()
        condition.broadcast()
        return message
    }

    /// Stops receiving: a ``send(_:)`` waiting or to come returns `false`.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        messages.removeAll()
        condition.broadcast()
    }
}
