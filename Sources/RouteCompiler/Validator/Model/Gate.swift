/// A gate of the spec: a condition that the app answers at run time, and the flow screen that opens it.
struct Gate: Sendable {
    /// The gate's name, a case of the generated gate enum.
    var name: Located<String>
    /// The screen that opens the gate, shown while a move waits for it; `nil` when missing.
    var flow: Located<String>?
    /// How the flow is shown.
    var style: GateStyle
    /// Documentation for the generated case.
    var doc: String?
}

/// How a gate's flow screen is shown.
enum GateStyle: String, CaseIterable, Sendable {
    /// Presented as a sheet over what is shown.
    case sheet
    /// Presented over the whole screen.
    case fullScreen
    /// Shown as the only root until the gate opens.
    case root
}
