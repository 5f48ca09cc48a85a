import Testing

@testable import RouteKit

@Suite("ReadFailure")
struct ReadFailureTests {
    struct Failure: Error, Equatable {
        let name: String
    }

    @Test("Throws nothing until a failure is kept, then the first one kept")
    func keepsTheFirst() {
        let kept = ReadFailure<Failure>()
        #expect(throws: Never.self) { try kept.throwIfKept() }
        kept.keep(Failure(name: "page"))
        kept.keep(Failure(name: "author"))
        #expect(throws: Failure(name: "page")) { try kept.throwIfKept() }
    }

    @Test("Copies of the values that hold it share what it keeps, across tasks")
    func shared() async {
        let kept = ReadFailure<Failure>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask { kept.keep(Failure(name: "param\(index)")) }
            }
        }
        #expect(throws: Failure.self) { try kept.throwIfKept() }
    }
}
