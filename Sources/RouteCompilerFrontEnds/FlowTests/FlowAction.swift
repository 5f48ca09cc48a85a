import RouteCompiler

/// One thing a generated flow test does to the coordinator: a navigator's move, or the user's tab tap.
struct FlowAction {
    /// What the action is, for test names: `showBooks`, `back`.
    var name: String
    /// The screen whose navigator makes the move; `nil` for the user's tab tap.
    var screen: Int?
    /// The Swift statement, without the navigator: `.showBooks(author: "sample")`, or the whole statement
    /// when `screen` is `nil`.
    var call: String
    /// The steps RouteKit applies.
    var steps: [FlowStep]
    /// Where the steps start: the visible stack (`nil`), the tab a tap selects, or the primary column of a
    /// split view, whose top screen shows beside the detail.
    var location: FlowState.Location?
    /// The transition, by index, when the move is one.
    var transition: Int?
}
