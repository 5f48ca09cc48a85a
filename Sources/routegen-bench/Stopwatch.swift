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
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
