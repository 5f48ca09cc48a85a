#if canImport(SwiftUI)
import RouteKit
import SwiftUI

/// A split-view root that collapses in compact width: two columns in a `NavigationSplitView` in regular
/// width, one `NavigationStack` in compact width, where a `showDetail` pushes the detail over the primary
/// stack and going back from the detail's root closes it (``NavigationModel/showSplitCollapsed(_:)``).
///
/// The compact form is a stack of RouteKit's own rather than `NavigationSplitView`'s collapse, whose
/// compact stack the state cannot drive: its detail is a column the view shows or hides, not a path.
struct SplitRootView<Route: NavigationRoute, Screen: View>: View {
    /// The state shown.
    let model: NavigationModel<Route>
    /// Builds the view of a route shown in a stack.
    let screen: @MainActor (Route, NavigationState<Route>.StackLocation) -> Screen
    /// The namespace where the app tags the elements that screens zoom out of, if it has one.
    let zoomNamespace: Namespace.ID?

    /// Whether the split has the width of two columns.
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        let compact = horizontalSizeClass == .compact
        layout.task(id: compact) { @MainActor in model.showSplitCollapsed(compact) }
    }

    /// One stack while the model shows the split collapsed, two columns otherwise.
    @ViewBuilder private var layout: some View {
        if model.collapsesSplit {
            RouteStackView(model: model, location: .primary, screen: screen, zoomNamespace: zoomNamespace)
        } else {
            NavigationSplitView {
                RouteStackView(model: model, location: .primary, screen: screen, zoomNamespace: zoomNamespace)
            } detail: {
                if model.root(at: .secondary) != nil {
                    RouteStackView(model: model, location: .secondary, screen: screen, zoomNamespace: zoomNamespace)
                }
            }
        }
    }
}
#endif
