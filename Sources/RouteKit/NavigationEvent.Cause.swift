extension NavigationEvent {
    /// What made a navigation change: every event of the change carries it.
    ///
    /// A product team counts screen views by what caused them; a cause names a transition by its spec
    /// name and a deep link by its pattern, never by the values a move or a link carries.
    public enum Cause: Hashable, Sendable {
        /// A transition of the spec, by its name, or a navigator's built-in move (`back`, `dismiss`,
        /// `finish`) by the built-in's name.
        case transition(String)
        /// The user, through the host: a back button, an edge swipe, a tab tap, a sheet swiped down.
        case user(UserMove)
        /// A deep link, by the pattern that matched it, such as `/chats/{chatId}`.
        case deepLink(pattern: String)
        /// A restored state (a coordinator's `restoreState(from:)`), or another reset of the state.
        case restore
        /// A gate that opened: its flow went and the move that waited for it was applied.
        case gate(Route.Gate)

        /// A move the user made on their own, which a host reports.
        public enum UserMove: String, Hashable, Codable, Sendable, CaseIterable {
            /// The back button popped a stack; also a pop from a host that cannot tell the button from the
            /// edge swipe (SwiftUI's `NavigationStack`, the terminal).
            case back
            /// The interactive edge swipe popped a stack, reported by the UIKit host once the swipe
            /// completes (see ``NavigationController/UserPopTracker``); a cancelled swipe pops nothing.
            case swipe
            /// A tab was tapped.
            case tab
            /// A presentation was swiped down or closed by the host.
            case dismissal
        }

        /// The cause as text for analytics and logs, such as `transition showBook`, `user swipe` or
        /// `deepLink /chats/{chatId}`: names and patterns only, never values.
        public var analyticsText: String {
            switch self {
            case .transition(let name): "transition \(name)"
            case .user(let move): "user \(move.rawValue)"
            case .deepLink(let pattern): "deepLink \(pattern)"
            case .restore: "restore"
            case .gate(let gate): "gate \(gate)"
            }
        }
    }
}
