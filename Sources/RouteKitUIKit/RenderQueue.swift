/// Runs render commands one at a time: the next starts only when the running one says it has finished.
///
/// UIKit runs a push, a presentation or a dismissal over time and refuses some of them; a host that
/// starts the next command at once stacks animations that UIKit drops. `UIKitNavigationHost` hands
/// each command to the queue and calls its ``Completion`` when UIKit is done, or at once when UIKit
/// refused or did nothing. A completion counts once, so the host may call it from both a UIKit
/// callback and a fallback without running a command twice.
@MainActor
final class RenderQueue<Command> {
    /// Runs one command and calls the completion when it has finished.
    private let run: @MainActor (Command, Completion) -> Void
    /// The commands still to run, in order.
    private var pending: [Command] = []
    /// The completion of the running command, or `nil` when none runs.
    private var running: Completion?
    /// Whether ``runNext()`` is on the call stack, so that a command finishing at once does not recurse.
    private var isStarting = false

    /// Creates a queue that runs each command with `run`.
    init(run: @escaping @MainActor (Command, Completion) -> Void) {
        self.run = run
    }

    /// Whether a command is running and has not finished.
    var isRunning: Bool {
        running != nil
    }

    /// The number of commands waiting for the running one to finish.
    var waitingCount: Int {
        pending.count
    }

    /// Queues `commands` after the ones already queued, and starts the first unless one is running.
    func enqueue(_ commands: [Command]) {
        pending += commands
        runNext()
    }

    /// Starts the next command unless one is running.
    private func runNext() {
        guard !isStarting else { return }
        isStarting = true
        defer { isStarting = false }
        while running == nil, !pending.isEmpty {
            let completion = Completion()
            running = completion
            completion.onFinish = { [weak self, unowned completion] in
                guard let self, self.running === completion else { return }
                self.running = nil
                self.runNext()
            }
            run(pending.removeFirst(), completion)
        }
    }
}

extension RenderQueue {
    /// Tells a ``RenderQueue`` that its running command has finished; only the first call counts.
    @MainActor
    final class Completion {
        /// Starts the next command; `nil` once called.
        fileprivate var onFinish: (@MainActor () -> Void)?
        /// Whether the command has been reported finished.
        private(set) var isFinished = false

        /// Creates a completion that nothing waits for yet.
        fileprivate init() {}

        /// Reports the command finished; later calls do nothing.
        func finish() {
            guard !isFinished else { return }
            isFinished = true
            let next = onFinish
            onFinish = nil
            next?()
        }
    }
}
