/// A gate of the spec: a condition that the app answers at run time, and the flow screen that opens it.
package struct Gate: Sendable {
    /// The gate's name, a case of the generated gate enum.
    package var name: Located<String>
    /// The screen that opens the gate, shown while a move waits for it; `nil` when missing.
    package var flow: Located<String>?
    /// How the flow is shown.
    package var style: GateStyle
    /// Documentation for the generated case.
    package var doc: String?
}

/// How a gate's flow screen is shown.
package enum GateStyle: String, CaseIterable, Sendable {
    /// Presented as a sheet over what is shown.
    case sheet
    /// Presented over the whole screen.
    case fullScreen
    /// Shown as the only root until the gate opens.
    case root
}
