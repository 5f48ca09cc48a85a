import Foundation
@_spi(Generated) import RouteKit
import Testing

/// `RouteIdentity` and `RouteHasher` give a generated route the `==` and `hash(into:)` Swift would
/// synthesize: the same screen and equal params, in order.
@Suite("Route identity")
struct RouteIdentityTests {
    /// A route as RouteGen generates it: `==` and `hash(into:)` through its `visit(_:)`.
    enum Route: Hashable {
        enum Screen: String, Hashable { case home, book, shelf, other }

        case home
        case book(id: Int, title: String, zoom: Double = 1, filter: String? = nil)
        case shelf(tags: [String])
        case other(id: Int)

        var screen: Screen {
            switch self {
            case .home: .home
            case .book: .book
            case .shelf: .shelf
            case .other: .other
            }
        }

        static func == (lhs: Route, rhs: Route) -> Bool {
            if lhs.screen != rhs.screen {
                return false
            }
            var left = RouteIdentity(lhs.screen)
            lhs.visit(&left)
            var right = RouteIdentity(rhs.screen)
            rhs.visit(&right)
            return left == right
        }

        func hash(into hasher: inout Hasher) {
            var visitor = RouteHasher(hasher, screen: self.screen)
            self.visit(&visitor)
            hasher = visitor.hasher
        }

        private func visit(_ visitor: inout some RouteVisitor) {
            switch self {
            case .home:
                visitor.visitScreen(path: "/home", title: "Home")
            case .book(let id, let title, let zoom, let filter):
                visitor.visitScreen(path: nil, title: "{title}")
                visitor.visit(id, "id")
                visitor.visit(title, "title")
                visitor.visit(zoom, "zoom", default: 1)
                visitor.visit(filter, "filter")
            case .shelf(let tags):
                visitor.visitScreen(path: nil, title: "Shelf")
                visitor.visit(tags, "tags", linkable: false)
            case .other(let id):
                visitor.visitScreen(path: nil, title: "Other")
                visitor.visit(id, "id")
            }
        }
    }

    @Test("Equal screens with equal params are equal and hash alike")
    func equalRoutes() {
        let pairs: [(Route, Route)] = [
            (.home, .home),
            (.book(id: 1, title: "A"), .book(id: 1, title: "A", zoom: 1, filter: nil)),
            (.book(id: 1, title: "A", filter: "x"), .book(id: 1, title: "A", filter: "x")),
            (.book(id: 1, title: "A", zoom: -0.0), .book(id: 1, title: "A", zoom: 0)),
            (.shelf(tags: ["a", "b"]), .shelf(tags: ["a", "b"])),
        ]
        for (lhs, rhs) in pairs {
            #expect(lhs == rhs)
            #expect(lhs.hashValue == rhs.hashValue)
            #expect(Set([lhs, rhs]).count == 1)
        }
    }

    @Test("Another screen, or any param that differs, makes routes unequal")
    func unequalRoutes() {
        let routes: [Route] = [
            .home, .book(id: 1, title: "A"), .book(id: 2, title: "A"), .book(id: 1, title: "B"),
            .book(id: 1, title: "A", zoom: 2), .book(id: 1, title: "A", filter: ""),
            .book(id: 1, title: "A", filter: "x"), .shelf(tags: []), .shelf(tags: ["a"]), .other(id: 1),
        ]
        for (index, route) in routes.enumerated() {
            for (otherIndex, other) in routes.enumerated() {
                #expect((route == other) == (index == otherIndex), "\(route) vs \(other)")
            }
        }
        #expect(Set(routes).count == routes.count)
    }

    @Test("Screens with the same params differ: the screen is part of the identity")
    func screenMatters() {
        #expect(Route.other(id: 1) != Route.book(id: 1, title: ""))
        #expect(RouteIdentity(Route.Screen.home) != RouteIdentity(Route.Screen.other))
    }

    @Test("Hashes the screen, then each param in order")
    func hashesLikeSynthesized() {
        var expected = Hasher()
        expected.combine(Route.Screen.book)
        expected.combine(7)
        expected.combine("A")
        expected.combine(2.5)
        expected.combine(String?.none)
        var visited = Hasher()
        Route.book(id: 7, title: "A", zoom: 2.5).hash(into: &visited)
        #expect(visited.finalize() == expected.finalize())
    }

    @Test("A NaN param makes a route unequal to itself, as Swift's synthesized == does")
    func notANumber() {
        let route = Route.book(id: 1, title: "A", zoom: .nan)
        #expect(route != route)
    }
}
