/// The leave checks that the navigators of `leave: confirm` screens set, and whether a change waits
/// for them.
///
/// A check belongs to one screen of the state: its stack, its place in that stack counted from the
/// bottom, and its route. A change removes that screen when afterwards its stack no longer shows its
/// route at that place over the same routes, or its presentation is dismissed or replaced (a pop, a
/// `popTo`, a `replace`, a dismissal, a reset that rebuilds the stack); pushing over it, presenting over
/// it or selecting another tab does not. The check goes with its screen.
@MainActor
struct LeaveGuards<Route: NavigationRoute> {
    /// One screen of the state, by where it is.
    struct Screen: Hashable {
        /// The stack it is in.
        let location: NavigationState<Route>.StackLocation
        /// Its place in that stack, `0` for the root.
        let depth: Int
        /// Its route.
        let route: Route
    }

    /// A check set on a screen.
    struct Guard {
        /// Tells this check from the others, and from a later check set on the same screen.
        let id: Int
        /// The screen the check guards.
        let screen: Screen
        /// Answers whether the screen may be left.
        let check: @MainActor @Sendable () async -> Bool
    }

    /// The checks set, in the order they were set.
    private(set) var guards: [Guard] = []
    /// Whether a change waits for its checks to answer.
    var isWaiting = false
    /// The identifier of the next check set.
    private var nextID = 0

    /// Sets `check` on `screen`, replacing its earlier check; `nil` removes it.
    mutating func set(_ check: (@MainActor @Sendable () async -> Bool)?, on screen: Screen) {
        guards.removeAll { $0.screen == screen }
        guard let check else { return }
        guards.append(Guard(id: nextID, screen: screen, check: check))
        nextID += 1
    }

    /// Whether the screen of `route` at `location` (the top one of equal routes) has a check set.
    func hasCheck(for route: Route, at location: NavigationState<Route>.StackLocation) -> Bool {
        guards.contains { $0.screen.location == location && $0.screen.route == route }
    }

    /// The guards of the screens that `change` removes from `old`, top first: the presentations from the
    /// top one down, then the root's stacks; in each stack, from its top down.
    func guards(removedBy change: NavigationChange<Route>, from old: NavigationState<Route>) -> [Guard] {
        guard !guards.isEmpty else { return [] }
        return guards.filter { Self.isRemoved($0.screen, by: change, from: old) }
            .sorted { Self.isAbove($0.screen, $1.screen) }
    }

    /// Drops the checks of the screens that `change` removed from `old`.
    mutating func removeGuards(removedBy change: NavigationChange<Route>, from old: NavigationState<Route>) {
        guard !guards.isEmpty else { return }
        guards.removeAll { Self.isRemoved($0.screen, by: change, from: old) }
    }

    /// Whether `change` removes `screen` from `old`: its presentation goes (or is replaced), or its stack no
    /// longer holds its route at its place over the same routes. A change that ends with the same routes up
    /// to the screen keeps it, as hosts keep its view then.
    static func isRemoved(
        _ screen: Screen,
        by change: NavigationChange<Route>,
        from old: NavigationState<Route>
    ) -> Bool {
        if case .presentation(let index) = screen.location, index >= change.keptPresentationCount { return true }
        guard let before = old.stack(at: screen.location)?.routes,
            let after = change.state.stack(at: screen.location)?.routes,
            before.count > screen.depth, after.count > screen.depth
        else { return true }
        return before[...screen.depth] != after[...screen.depth]
    }

    /// Whether `screen` is above `other`: in a higher presentation, or higher in the same kind of stack.
    private static func isAbove(_ screen: Screen, _ other: Screen) -> Bool {
        let (rank, otherRank) = (layer(of: screen.location), layer(of: other.location))
        return rank != otherRank ? rank > otherRank : screen.depth > other.depth
    }

    /// `0` for the root's stacks, `index + 1` for the presentation at `index`.
    private static func layer(of location: NavigationState<Route>.StackLocation) -> Int {
        if case .presentation(let index) = location { index + 1 } else { 0 }
    }
}
