import Foundation

extension DeepLinkRouter {
    /// Where a deep link leads: a stack of the root container, the routes it holds (the linked
    /// screen and the back stack below it), and optionally a screen presented over it.
    public struct Destination: Hashable, Sendable {
        /// The stack of the root container: `.main`, `.tab(…)`, `.primary` or `.secondary`.
        public var location: NavigationState<Route>.StackLocation
        /// The routes of that stack, its root first; with ``keepsRoot``, the routes over the stack's current root.
        public var routes: [Route]
        /// A screen presented over the stack, and how.
        public var presented: Presented?
        /// Whether the stack keeps the root it has and only the routes over it change: the link opens over a
        /// root screen whose params it does not carry (a root with required params, such as `home(mode:)`).
        public var keepsRoot: Bool

        /// A screen presented over the destination's stack.
        public struct Presented: Hashable, Sendable {
            /// The presented route.
            public var route: Route
            /// How it is presented.
            public var style: Presentation<Route>.Style

            /// Creates a presented screen.
            public init(_ route: Route, style: Presentation<Route>.Style) {
                self.route = route
                self.style = style
            }
        }

        /// Creates a destination; with `keepingRoot`, `routes` are the routes over the stack's current root,
        /// which stays as it is.
        public init(
            location: NavigationState<Route>.StackLocation,
            routes: [Route],
            presented: Presented? = nil,
            keepingRoot keepsRoot: Bool = false
        ) {
            self.location = location
            self.routes = routes
            self.presented = presented
            self.keepsRoot = keepsRoot
        }

        /// The linked route: the presented one, or the top of the stack.
        public var route: Route? { presented?.route ?? routes.last }

        /// The steps that lead from a root container's initial state to the destination.
        var steps: [NavigationStep<Route>] {
            if keepsRoot {
                var steps: [NavigationStep<Route>] = []
                if case .tab(let tab) = location { steps.append(.selectTab(tab)) }
                steps.append(.popToRoot)
                steps += routes.map { .push($0) }
                if let presented { steps.append(.present(presented.route, style: presented.style)) }
                return steps
            }
            guard let root = routes.first else { return [] }
            var steps: [NavigationStep<Route>] = []
            switch location {
            case .tab(let tab): steps += [.selectTab(tab), .replace(root)]
            case .secondary: steps.append(.showDetail(root))
            case .main, .primary, .presentation: steps.append(.replace(root))
            }
            steps += routes.dropFirst().map { .push($0) }
            if let presented { steps.append(.present(presented.route, style: presented.style)) }
            return steps
        }
    }
}

extension NavigationState {
    /// This state with every presentation dismissed and `destination` shown: its tab selected,
    /// its stack replaced by the destination's routes (over the root it has when the destination keeps it),
    /// and its screen presented if it is one.
    public func opening(
        _ destination: DeepLinkRouter<Route>.Destination
    ) throws(NavigationError<Route>) -> NavigationState {
        var state = self
        state.presentations = []
        // `showDetail` goes from the primary; a destination that keeps the secondary's root acts on it directly.
        let start: NavigationState<Route>.StackLocation =
            destination.location == .secondary && !destination.keepsRoot ? .primary : destination.location
        return try state.applying(NavigationState.Transition(destination.steps, animated: false), from: start).state
    }
}

extension NavigationState {
    /// This state with the destination of `url` shown, as ``opening(_:)`` does.
    public func opening(_ url: URL, with router: DeepLinkRouter<Route>) throws(DeepLinkError) -> NavigationState {
        let destination = try router.destination(for: url)
        do {
            return try opening(destination)
        } catch {
            throw .cannotOpen(path: url.path, reason: error.description)
        }
    }
}
