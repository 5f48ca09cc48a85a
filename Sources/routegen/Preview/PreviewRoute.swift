import Foundation
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

    /// The spec's stable name of `screen` in analytics (its `analyticsName`, else its name), as the
    /// generated routes of the spec answer it.
    static func analyticsName(of screen: String) -> String {
        PreviewAnalyticsNames.shared.name(of: screen)
    }
}

/// The analytics names of the previewed spec's screens, by screen name: set once as the preview starts,
/// read by ``PreviewRoute/analyticsName(of:)``, which RouteKit calls without an instance.
final class PreviewAnalyticsNames: @unchecked Sendable {
    /// The names of the spec that runs.
    static let shared = PreviewAnalyticsNames()

    /// Guards ``names``.
    private let lock = NSLock()
    /// The analytics names that differ from the screens' names.
    private var names: [String: String] = [:]

    /// Sets the names of the spec's screens.
    func set(_ names: [String: String]) {
        lock.withLock { self.names = names }
    }

    /// The analytics name of `screen`: the one set, else the screen's name.
    func name(of screen: String) -> String {
        lock.withLock { names[screen] } ?? screen
    }
}
