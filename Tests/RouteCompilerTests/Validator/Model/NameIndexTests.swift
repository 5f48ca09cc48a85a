import Testing

@testable import RouteCompiler

@Suite("NameIndex")
struct NameIndexTests {
    @Test(
        "Every name added is found with its value, before and after the linearly searched few",
        arguments: [1, 16, 17, 40]
    )
    func findsEveryName(count: Int) {
        var index = NameIndex<Int>()
        for number in 0..<count { index.add(number, for: "name\(number)") }
        for number in 0..<count { #expect(index["name\(number)"] == number) }
        #expect(index["name\(count)"] == nil)
        #expect(index["other"] == nil)
    }

    @Test("An empty index finds nothing")
    func empty() {
        #expect(NameIndex<Int>()["home"] == nil)
    }
}
