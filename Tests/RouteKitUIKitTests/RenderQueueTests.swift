import Testing

@testable import RouteKitUIKit

/// The queue that UIKit hosts run commands through: one at a time, the next once the running one
/// has finished (an animation ended) or was refused.
@MainActor
@Suite struct RenderQueueTests {
    /// A queue that records what it starts and keeps the completions for the test to call.
    @MainActor final class Runner {
        var started: [String] = []
        var completions: [RenderQueue<String>.Completion] = []
        lazy var queue = RenderQueue<String> { [unowned self] command, completion in
            self.started.append(command)
            self.completions.append(completion)
        }
    }

    @Test func waitsForTheRunningCommand() {
        let runner = Runner()
        runner.queue.enqueue(["push animated", "present"])
        #expect(runner.started == ["push animated"])
        #expect(runner.queue.isRunning)
        #expect(runner.queue.waitingCount == 1)
        runner.completions[0].finish()
        #expect(runner.started == ["push animated", "present"])
        runner.completions[1].finish()
        #expect(!runner.queue.isRunning)
    }

    @Test func aCompletionCountsOnce() {
        let runner = Runner()
        runner.queue.enqueue(["present refused", "push", "pop"])
        // A refused presentation finishes at once; UIKit's own callback never comes, or comes late.
        runner.completions[0].finish()
        runner.completions[0].finish()
        #expect(runner.started == ["present refused", "push"])
        #expect(runner.completions[0].isFinished)
    }

    @Test func commandsThatFinishAtOnceRunInOrderWithoutRecursion() {
        var started: [Int] = []
        let queue = RenderQueue<Int> { command, completion in
            started.append(command)
            completion.finish()
        }
        queue.enqueue(Array(0..<10_000))
        #expect(started == Array(0..<10_000))
        #expect(!queue.isRunning)
    }

    @Test func commandsQueuedWhileOneRunsWait() {
        let runner = Runner()
        runner.queue.enqueue(["dismiss animated"])
        runner.queue.enqueue(["setStack"])
        #expect(runner.started == ["dismiss animated"])
        runner.completions[0].finish()
        #expect(runner.started == ["dismiss animated", "setStack"])
    }
}
