import RouteKit

/// A route of any spec, for `routegen preview`: a screen's name, its params' values as text, and
/// what its navigation bar shows, so RouteKit can navigate a spec that has no generated code.
struct PreviewRoute: NavigationRoute, CustomStringConvertible {
    typealias Screen = String
    typealias Tab = String
    typealias Gate = String

    /// The screen's name.
    let screen: String
    /// The params as `name: value`, in order.
    let values: [String]
    /// The interpolated title.
    let title: String
    let navigationBar: BarVisibility
    let toolbar: BarVisibility

    var description: String { values.isEmpty ? screen : screen + "(" + values.joined(separator: ", ") + ")" }
}
