import Foundation
@_spi(Generated) import RouteKit

/// Issue "deep links", item 3: resolving a URL with RouteKit's trie, the way generated code
/// registers a spec's links, against trying every pattern in turn.
///
/// Each spec size registers one pattern per linked screen, `/section<k>/screen<i>/{id}` with a
/// typed `Int` param, and resolves the URL of a screen in the middle (full path + builder + params).
enum DeepLinkBenchmark {
    /// Prints the table, spending about `budget` seconds on each measurement.
    static func run(sizes: [Int], budget: Double) throws(BenchmarkError) {
        print("## Deep links: resolving a URL\n")
        var table = Table("linked screens", "trie", "every pattern in turn", "ratio")
        for size in sizes {
            let patterns = (0..<size).map { "/section\($0 / 100)/screen\($0)/{id}" }
            var router = DeepLinkRouter<BenchRoute>()
            for pattern in patterns {
                router.register(pattern, types: ["id": Int.self]) { parameters throws(DeepLinkError) in
                    DeepLinkRouter.Destination(location: .main, routes: [.home, .item(id: try parameters.value("id"))])
                }
            }
            let target = size / 2
            guard let url = URL(string: "bench://section\(target / 100)/screen\(target)/42") else {
                throw BenchmarkError("cannot make the URL of screen \(target)")
            }
            guard (try? router.destination(for: url).route) == .item(id: 42) else {
                throw BenchmarkError("the trie does not resolve \(url)")
            }
            let segments = ["section\(target / 100)", "screen\(target)", "42"]
            guard LinearMatcher(patterns: patterns).match(segments) == target else {
                throw BenchmarkError("the linear matcher does not resolve \(url)")
            }
            let linear = LinearMatcher(patterns: patterns)
            let trie = Stopwatch.perOperation(budget: budget) { (try? router.destination(for: url)) == nil ? 0 : 1 }
            let scan = Stopwatch.perOperation(budget: budget) { linear.match(segments) ?? -1 }
            table.append(
                Format.grouped(size),
                Format.fixed(trie * 1e9, digits: 0) + " ns",
                Format.fixed(scan * 1e9, digits: 0) + " ns",
                Format.fixed(scan / trie, digits: 1) + "×"
            )
        }
        print(table.text)
        print(
            """

            trie: DeepLinkRouter.destination(for:), from parsing the URL to the destination with its typed \
            param; its cost follows the path's length, not the number of patterns. every pattern in turn: \
            a matcher that compares the path's segments with each pattern until one fits (no URL parsing, \
            no builder): the cost that the trie avoids.

            """
        )
    }
}

/// Matches a path by trying every pattern in turn: the baseline the trie is compared with.
private struct LinearMatcher {
    let patterns: [[Substring]]

    init(patterns: [String]) {
        self.patterns = patterns.map { $0.split(separator: "/") }
    }

    /// The index of the first pattern that matches the segments.
    func match(_ segments: [String]) -> Int? {
        patterns.firstIndex { pattern in
            pattern.count == segments.count
                && zip(pattern, segments).allSatisfy { part, segment in
                    part.hasPrefix("{") ? Int(segment) != nil : part == segment
                }
        }
    }
}
