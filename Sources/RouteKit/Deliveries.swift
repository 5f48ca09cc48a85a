/// The values that `popTo` steps hand down the stack (`deliver:`), and the handlers that screens
/// register to receive them (`on<Key>`).
///
/// A handler and an undelivered value belong to one screen of the state, identified as a leave check's
/// screen is (``LeaveGuards/Screen``), and go with it when a change removes that screen. A value that
/// arrives before its screen registered a handler waits for one, the latest value of each key only.
@MainActor
struct Deliveries<Route: NavigationRoute> {
    /// A screen's key: the screen and one key of its `accepts`.
    struct Slot: Hashable {
        /// The screen that accepts the value.
        let screen: LeaveGuards<Route>.Screen
        /// The `accepts` key.
        let key: String
    }

    /// The registered handlers.
    private var handlers: [Slot: @MainActor (any Sendable) -> Void] = [:]
    /// The values delivered before their screen registered a handler.
    private var waiting: [Slot: any Sendable] = [:]

    /// Whether no handler is registered and no value waits.
    var isEmpty: Bool { handlers.isEmpty && waiting.isEmpty }

    /// Registers `handler` for `slot`, replacing an earlier one; returns the value that waited for it.
    mutating func register(_ handler: @escaping @MainActor (any Sendable) -> Void, for slot: Slot) -> (any Sendable)? {
        handlers[slot] = handler
        return waiting.removeValue(forKey: slot)
    }

    /// The handler that receives `value` for `slot`; when none is registered, keeps the value for the next one.
    mutating func receiver(of value: any Sendable, for slot: Slot) -> (@MainActor (any Sendable) -> Void)? {
        guard let handler = handlers[slot] else {
            waiting[slot] = value
            return nil
        }
        return handler
    }

    /// Drops the handlers and values of the screens that `change` removed from `old`.
    mutating func remove(removedBy change: NavigationChange<Route>, from old: NavigationState<Route>) {
        guard !isEmpty else { return }
        handlers = handlers.filter { !LeaveGuards.isRemoved($0.key.screen, by: change, from: old) }
        waiting = waiting.filter { !LeaveGuards.isRemoved($0.key.screen, by: change, from: old) }
    }
}
