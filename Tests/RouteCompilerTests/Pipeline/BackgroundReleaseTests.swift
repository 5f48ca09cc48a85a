import Foundation
import Synchronization
import Testing

@testable import RouteCompiler

@Suite("Background release")
struct BackgroundReleaseTests {
    /// What the tracked values saw when they were freed.
    final class Log: Sendable {
        /// The numbers of the values freed, in the order they were freed.
        let freed = Mutex<[Int]>([])
        /// Whether each was freed on the thread that handed it over.
        let onHandingThread = Mutex<[Bool]>([])
    }

    /// A value that records when and where it is freed.
    final class Tracked: Sendable {
        let number: Int
        let log: Log
        let handingThread: ObjectIdentifier

        init(_ number: Int, log: Log) {
            self.number = number
            self.log = log
            handingThread = ObjectIdentifier(Thread.current)
        }

        deinit {
            let number = number
            let same = ObjectIdentifier(Thread.current) == handingThread
            log.freed.withLock { $0.append(number) }
            log.onHandingThread.withLock { $0.append(same) }
        }
    }

    @Test("Values handed over are freed on another thread, in order, by the time wait returns")
    func freedInBackground() {
        let log = Log()
        for number in 0..<100 { BackgroundRelease.release(Tracked(number, log: log)) }
        BackgroundRelease.wait()
        #expect(log.freed.withLock { $0 } == Array(0..<100))
        #expect(log.onHandingThread.withLock { $0 }.allSatisfy { !$0 })
    }

    @Test("Compiling again and again while earlier models are freed gives the same file")
    func compileWhileFreeing() {
        let spec = Array("name: A\nroot: home\nscreens:\n  home: {}\n  detail: { params: { id: Int } }\n".utf8)
        let options = GeneratorOptions(specFileName: "A.routes.yaml")
        let first = GeneratorPipeline.compile(spec, options: options)
        for _ in 0..<20 {
            #expect(GeneratorPipeline.compile(spec, options: options).output == first.output)
        }
        GeneratorPipeline.waitUntilModelsAreFreed()
        #expect(first.output != nil)
    }
}
