/// A navigation host that records the commands it is given instead of showing anything: for tests.
@MainActor
public final class RecordingNavigationHost<Route: NavigationRoute>: NavigationHost {
    /// Every command given so far, in order.
    public private(set) var commands: [RenderCommand<Route>] = []
    /// The state given with the latest commands, if any.
    public private(set) var state: NavigationState<Route>?

    /// Creates a host that has recorded nothing.
    public init() {}

    /// The recorded commands, one readable line each, such as `selectTab employees animated`.
    public var log: [String] {
        commands.map(\.description)
    }

    /// Records `commands` and `state`.
    public func apply(_ commands: [RenderCommand<Route>], in state: NavigationState<Route>) {
        self.commands += commands
        self.state = state
    }

    /// Forgets the recorded commands.
    public func reset() {
        commands = []
    }
}
