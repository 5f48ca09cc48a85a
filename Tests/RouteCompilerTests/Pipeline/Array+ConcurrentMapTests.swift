import Testing

@testable import RouteCompiler

@Suite("Array.concurrentMap")
struct ArrayConcurrentMapTests {
    @Test("Results come in the elements' order, as map's do")
    func resultsInOrder() {
        let numbers = Array(0..<1_000)
        #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
    }

    @Test("An empty array maps to an empty array")
    func empty() {
        #expect([Int]().concurrentMap { $0 }.isEmpty)
    }

    @Test("Results that own memory are each made once and kept")
    func ownedResults() {
        let words = (0..<200).map { "word \($0)" }
        #expect(words.concurrentMap { Array($0.utf8) } == words.map { Array($0.utf8) })
    }
}
