#if canImport(SwiftUI)
import RouteKit
import SwiftUI

/// A tab-bar root: a `TabView` whose selection is a binding to the model, so that a tap on another tab
/// selects it and a tap on the selected tab re-selects it (SwiftUI sets the selection to the value it
/// holds), which pops the tab's stack to its root unless the spec says `reselect: none`.
///
/// Where the system has the `Tab` type (iOS 18, macOS 15, tvOS 18, visionOS 2) each tab is a `Tab` whose
/// value is the route's tab; before that, each is a view with `tabItem(_:)` and `tag(_:)`. Both read the
/// same selection binding and show the same stacks, so re-selection and hidden tab bars work in both.
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
        let selection = Binding(
            get: { @MainActor in model.selectedTab ?? selected },
            set: { @MainActor tab in model.userSelectedTab(tab) }
        )
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            TabView(selection: selection) {
                ForEach(tabs.tabs, id: \.self) { tab in
                    SwiftUI.Tab(value: tab) {
                        stack(of: tab)
                    } label: {
                        TabItemLabel(item: TabItem(tab))
                    }
                }
            }
        } else {
            TabView(selection: selection) {
                ForEach(tabs.tabs, id: \.self) { tab in
                    stack(of: tab)
                        .tabItem { TabItemLabel(item: TabItem(tab)) }
                        .tag(tab)
                }
            }
        }
    }

    /// The stack of `tab`, the content of its tab in either form.
    private func stack(of tab: Route.Tab) -> RouteStackView<Route, Screen> {
        RouteStackView(model: model, location: .tab(tab), screen: screen, zoomNamespace: zoomNamespace)
    }
}
#endif
