/// One thing the user can do on a terminal screen, such as a table row or a toolbar button.
///
/// An action with a handler is numbered on screen and chosen with its number, the arrow keys, or its
/// label in a script; an action without one is only a label, such as a toolbar's status text.
public struct TerminalAction {
    /// The text the action shows.
    public let label: String
    /// Secondary text shown at the right of a row, such as a year or a phone number.
    public let detail: String?
    /// What choosing the action does, typically a call to a navigator; `nil` for a plain label or an
    /// action that takes input.
    public let handler: (@MainActor () -> Void)?
    /// The values the action asks for before it runs; empty for most actions.
    public let fields: [TerminalField]
    /// What choosing an action with fields does, given a value for each field by name; returns why the
    /// values do not fit (the user is asked again), or `nil` once it ran.
    public let inputHandler: (@MainActor ([String: String]) -> String?)?

    /// Creates an action that runs `handler` when chosen.
    public init(_ label: String, detail: String? = nil, handler: @escaping @MainActor () -> Void) {
        self.label = label
        self.detail = detail
        self.handler = handler
        self.fields = []
        self.inputHandler = nil
    }

    /// Creates an action that asks for `fields` and then runs `handler` with their values by name.
    ///
    /// In the terminal the user is asked for each value (an empty answer takes the default); a script
    /// gives them after the label, as in `showBooks author="Le Guin"`.
    public init(
        _ label: String,
        detail: String? = nil,
        fields: [TerminalField],
        handler: @escaping @MainActor ([String: String]) -> String?
    ) {
        self.label = label
        self.detail = detail
        self.handler = nil
        self.fields = fields
        self.inputHandler = handler
    }

    /// Creates a label that cannot be chosen.
    public init(label: String, detail: String? = nil) {
        self.label = label
        self.detail = detail
        self.handler = nil
        self.fields = []
        self.inputHandler = nil
    }

    /// Whether the user can choose the action.
    public var isChoosable: Bool {
        handler != nil || inputHandler != nil
    }

    /// Runs the action with the values of its fields; returns why it cannot run, or `nil`.
    ///
    /// A field without a value takes its default; a field with neither is a mistake.
    @MainActor
    func run(with values: [String: String]) -> String? {
        if let handler {
            handler()
            return nil
        }
        guard let inputHandler else { return "'\(label)' cannot be chosen." }
        var filled: [String: String] = [:]
        for field in fields {
            guard let value = values[field.name] ?? field.defaultValue else {
                return "'\(label)' needs a value for '\(field.name)': write '\(label) \(field.name)=…'."
            }
            filled[field.name] = value
        }
        return inputHandler(filled)
    }
}

/// A value that a terminal action asks for, such as a param of the screen it shows.
public struct TerminalField: Hashable, Sendable {
    /// The field's name, used in scripts as `name=value`.
    public let name: String
    /// What to ask, such as `author (String)`.
    public let prompt: String
    /// The value an empty answer takes, or `nil` when an answer is required.
    public let defaultValue: String?

    /// Creates a field.
    public init(name: String, prompt: String, defaultValue: String? = nil) {
        self.name = name
        self.prompt = prompt
        self.defaultValue = defaultValue
    }
}
