extension NavigationState {
    /// A navigation stack: never empty; `routes[0]` is its root.
    ///
    /// The value counterpart of a `UINavigationController`'s `viewControllers`.
    public struct Stack: Hashable, Sendable {
        /// The routes of the stack, root first and top last; never empty.
        public private(set) var routes: [Route]
        /// The indices of the routes that were pushed with a zoom transition.
        private var zoomedIndices: Set<Int> = []

        /// Creates a stack that holds only `root`.
        public init(root: Route) {
            routes = [root]
        }

        /// Creates a stack holding `routes`, root first, or `nil` when `routes` is empty.
        public init?(routes: [Route]) {
            guard !routes.isEmpty else { return nil }
            self.routes = routes
        }

        /// The bottom route, which cannot be popped.
        public var root: Route { routes[0] }

        /// The route on top of the stack: the one that is shown.
        public var top: Route { routes[routes.count - 1] }

        /// The number of routes on the stack; at least one.
        public var count: Int { routes.count }

        /// Pushes `route` on top of the stack.
        public mutating func push(_ route: Route) {
            routes.append(route)
        }

        /// Pushes `route` on top of the stack, remembering whether it zooms in (and so back out when popped).
        mutating func push(_ route: Route, zoom: Bool) {
            if zoom { zoomedIndices.insert(routes.count) }
            routes.append(route)
        }

        /// Whether the route at `index` was pushed with a zoom transition, so that a host animates it so.
        ///
        /// A stack decoded from an archive forgets its zooms: its screens pop with the platform's default.
        public func isZoomed(at index: Int) -> Bool {
            zoomedIndices.contains(index)
        }

        /// Pops the top route and returns it, or returns `nil` and leaves the stack alone when only the root is left.
        @discardableResult
        public mutating func pop() -> Route? {
            guard routes.count > 1 else { return nil }
            zoomedIndices.remove(routes.count - 1)
            return routes.removeLast()
        }

        /// The index of the nearest route below the top that shows `screen`, if any.
        func nearestIndex(of screen: Route.Screen) -> Int? {
            routes[..<(routes.count - 1)].lastIndex { $0.screen == screen }
        }

        /// Removes the routes above `count` routes and returns them, bottom first.
        mutating func truncate(to count: Int) -> ArraySlice<Route> {
            let removed = routes[count...]
            routes.removeSubrange(count...)
            if !zoomedIndices.isEmpty { zoomedIndices = zoomedIndices.filter { $0 < count } }
            return removed
        }
    }
}

extension NavigationState.Stack {
    /// Whether two stacks hold the same routes: how a route was pushed (a zoom) is how it animates, not
    /// where the user is, so a host that rebuilds a stack from its routes shows an equal one.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.routes == rhs.routes
    }

    /// Hashes the routes, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(routes)
    }
}

extension NavigationState.Stack: Codable {
    /// Decodes a stack from its routes, rejecting an empty list.
    public init(from decoder: any Decoder) throws {
        let routes = try [Route](from: decoder)
        guard !routes.isEmpty else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "A navigation stack needs a root route.")
            )
        }
        self.routes = routes
    }

    /// Encodes the stack as its list of routes, root first.
    public func encode(to encoder: any Encoder) throws {
        try routes.encode(to: encoder)
    }
}
