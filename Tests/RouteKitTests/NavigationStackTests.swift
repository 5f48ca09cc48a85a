import Foundation
import Testing

@testable import RouteKit

@Suite struct NavigationStackTests {
    @Test func startsWithItsRoot() {
        let stack = Stack(root: .contacts)
        #expect(stack.routes == [.contacts])
        #expect(stack.root == .contacts)
        #expect(stack.top == .contacts)
        #expect(stack.count == 1)
    }

    @Test func refusesEmptyRoutes() {
        #expect(Stack(routes: []) == nil)
        #expect(Stack(routes: [.contacts, .contact(name: "x")])?.top == .contact(name: "x"))
    }

    @Test func pushesAndPops() {
        var stack = Stack(root: .contacts)
        stack.push(.contact(name: "x"))
        #expect(stack.top == .contact(name: "x"))
        #expect(stack.pop() == .contact(name: "x"))
        #expect(stack.pop() == nil)
        #expect(stack.routes == [.contacts])
    }

    @Test func findsTheNearestScreenBelowTheTop() {
        let stack = stack(.contacts, .contact(name: "a"), .contact(name: "b"), .contact(name: "c"))
        #expect(stack.nearestIndex(of: .contact) == 2)
        #expect(stack.nearestIndex(of: .contacts) == 0)
        #expect(stack.nearestIndex(of: .employee) == nil)
    }

    @Test func encodesAsItsRoutes() throws {
        let stack = stack(.contacts, .contact(name: "x"))
        let data = try JSONEncoder().encode(stack)
        #expect(try JSONDecoder().decode(Stack.self, from: data) == stack)
        #expect(try JSONDecoder().decode([TestRoute].self, from: data) == stack.routes)
    }

    @Test func refusesToDecodeAnEmptyStack() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stack.self, from: Data("[]".utf8)) }
    }
}
