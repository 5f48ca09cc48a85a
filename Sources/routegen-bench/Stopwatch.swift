/// Wall-clock timing of code under test.
///
/// The machines this runs on are shared and noisy, so the benchmarks repeat each measurement and keep
/// the fastest run: noise only ever adds time.
enum Stopwatch {
    /// The seconds `body` takes once.
    static func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        return (ContinuousClock.now - start).seconds
    }

    /// How many runs fill about `budget` seconds when one run takes `estimate`, between `minimum` and `maximum`.
    static func runs(filling budget: Double, estimate: Double, minimum: Int = 3, maximum: Int = 1_000) -> Int {
        guard estimate > 0 else { return maximum }
        return min(maximum, max(minimum, Int(budget / estimate)))
    }

    /// The seconds one call of `body` takes: the fastest of five batches, each about `budget / 5` long.
    static func perOperation(budget: Double, _ body: () -> Int) -> Double {
        var checksum = 0
        let estimate = Stopwatch.seconds { checksum &+= body() }
        let iterations = Stopwatch.runs(filling: budget / 5, estimate: estimate, minimum: 10, maximum: 1_000_000)
        var best = Double.infinity
        for _ in 0..<5 {
            let seconds = Stopwatch.seconds {
                for _ in 0..<iterations { checksum &+= body() }
            }
            best = min(best, seconds / Double(iterations))
        }
        blackHole(checksum)
        return best
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// Keeps a value alive so that the optimizer cannot drop the work that made it.
@inline(never)
func blackHole(_ value: Int) {
    if value == .min { print("") }
}
