/// One thing the user can do on a terminal screen, such as a table row or a toolbar button.
///
/// An action with a handler is numbered on screen and chosen with its number, the arrow keys, or its
/// label in a script; an action without one is only a label, such as a toolbar's status text.
public struct TerminalAction {
    /// The text the action shows.
    public let label: String
    /// Secondary text shown at the right of a row, such as a year or a phone number.
    public let detail: String?
    /// What choosing the action does, typically a call to a navigator; `nil` for a plain label.
    public let handler: (@MainActor () -> Void)?

    /// Creates an action that runs `handler` when chosen.
    public init(_ label: String, detail: String? = nil, handler: @escaping @MainActor () -> Void) {
        self.label = label
        self.detail = detail
        self.handler = handler
    }

    /// Creates a label that cannot be chosen.
    public init(label: String, detail: String? = nil) {
        self.label = label
        self.detail = detail
        self.handler = nil
    }

    /// Whether the user can choose the action.
    public var isChoosable: Bool {
        handler != nil
    }
}
