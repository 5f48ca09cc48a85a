#if canImport(SwiftUI)
import RouteKit
import SwiftUI

/// A tab-bar root: a `TabView` whose selection is a binding to the model, so that a tap on another tab
/// selects it and a tap on the selected tab re-selects it (SwiftUI sets the selection to the value it
/// holds), which pops the tab's stack to its root unless the spec says `reselect: none`.
struct TabRootView<Route: NavigationRoute, Screen: View>: View {
    /// The state shown.
    let model: NavigationModel<Route>
    /// The tab bar shown.
    let tabs: NavigationState<Route>.TabBar
    /// Builds the view of a route shown in a stack.
    let screen: @MainActor (Route, NavigationState<Route>.StackLocation) -> Screen
    /// The namespace where the app tags the elements that screens zoom out of, if it has one.
    let zoomNamespace: Namespace.ID?

    var body: some View {
        let model = model
        let selected = tabs.selected
        TabView(
            selection: Binding(
                get: { @MainActor in model.selectedTab ?? selected },
                set: { @MainActor tab in model.userSelectedTab(tab) }
            )
        ) {
            ForEach(tabs.tabs, id: \.self) { tab in
                RouteStackView(model: model, location: .tab(tab), screen: screen, zoomNamespace: zoomNamespace)
                    .tabItem { TabItemLabel(item: TabItem(tab)) }
                    .tag(tab)
            }
        }
    }
}
#endif
