/// A gate of a spec: a condition that the app answers at run time, which a screen (or the root) needs
/// open before it is shown, and the flow screen that opens it.
///
/// RouteGen generates one conforming enum per spec that declares `gates` (`<Name>Gate`), with a case
/// per gate; the app answers whether each is open with the generated `<Name>Gatekeeper`.
@_spi(Generated)
public protocol NavigationGate: Hashable, Codable, Sendable where Route.Gate == Self {
    /// The routes of the spec that declares the gate.
    associatedtype Route: NavigationRoute

    /// The gates that `screen` requires, in the order the spec lists them.
    static func gates(requiredBy screen: Route.Screen) -> [Self]
    /// The gates that the spec's root requires (`style: root` gates).
    static var rootGates: [Self] { get }
    /// The route of the gate's flow screen, shown while a move waits for the gate.
    var flow: Route { get }
    /// How the flow is shown.
    var style: GateStyle { get }
}

/// How a gate's flow screen is shown while a move waits for the gate.
@_spi(Generated)
public enum GateStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// Presented as a sheet over what is shown.
    case sheet
    /// Presented over the whole screen.
    case fullScreen
    /// Shown as the only root, in place of the spec's root, until the gate opens.
    case root
}
