#if canImport(SwiftUI)
import RouteKit
import SwiftUI

/// Shows a ``NavigationModel`` with SwiftUI: a `NavigationStack` per stack, a `TabView` for a tab-bar
/// root, a `NavigationSplitView` for a split root (one stack in compact width), and sheets and
/// full-screen covers for presentations.
///
/// Every stack's path, the tab selection and every presentation are bindings to the model: what the
/// user does (back, a tab tap, a re-tap on the selected tab, a sheet swiped down) is reported to the
/// controller, and what the app's navigators do shows here.
public struct NavigationRootView<Route: NavigationRoute, Screen: View>: View {
    /// The state shown.
    private let model: NavigationModel<Route>
    /// Builds the view of a route shown in a stack.
    private let screen: @MainActor (Route, NavigationState<Route>.StackLocation) -> Screen
    /// The namespace where the app tags the elements that screens zoom out of, if it has one.
    private let zoomNamespace: Namespace.ID?

    /// Creates a view that shows `model`, building each route's view with `screen`.
    ///
    /// Screens that the spec zooms in (`transition: zoom`) grow out of the element that the app tags with
    /// ``SwiftUI/View/zoomSource(for:in:)`` in `zoomNamespace`; without a namespace they use the default
    /// transition.
    public init(
        model: NavigationModel<Route>,
        zoomNamespace: Namespace.ID? = nil,
        @ViewBuilder screen: @escaping @MainActor (Route, NavigationState<Route>.StackLocation) -> Screen
    ) {
        self.model = model
        self.zoomNamespace = zoomNamespace
        self.screen = screen
    }

    /// The root container with the model's presentations over it, level by level.
    public var body: some View {
        PresentingView(model: model, level: 0, screen: screen, zoomNamespace: zoomNamespace) {
            RootContainerView(model: model, screen: screen, zoomNamespace: zoomNamespace)
        }
    }
}

/// The root container of the state: one stack, tabs, or a split view.
struct RootContainerView<Route: NavigationRoute, Screen: View>: View {
    /// The state shown.
    let model: NavigationModel<Route>
    /// Builds the view of a route shown in a stack.
    let screen: @MainActor (Route, NavigationState<Route>.StackLocation) -> Screen
    /// The namespace where the app tags the elements that screens zoom out of, if it has one.
    let zoomNamespace: Namespace.ID?

    var body: some View {
        switch model.state?.root {
        case .stack?:
            RouteStackView(model: model, location: .main, screen: screen, zoomNamespace: zoomNamespace)
        case .tabs(let tabs)?:
            TabRootView(model: model, tabs: tabs, screen: screen, zoomNamespace: zoomNamespace)
        case .split?:
            SplitRootView(model: model, screen: screen, zoomNamespace: zoomNamespace)
        case nil:
            EmptyView()
        }
    }
}

/// A tab's title with its icon, when it has one.
struct TabItemLabel: View {
    /// What the tab shows.
    let item: TabItem

    var body: some View {
        if let icon = item.icon {
            Label(item.title, systemImage: icon)
        } else {
            Text(item.title)
        }
    }
}

/// One stack as a `NavigationStack` whose path is the routes above its root.
struct RouteStackView<Route: NavigationRoute, Screen: View>: View {
    /// The state shown.
    let model: NavigationModel<Route>
    /// The stack shown.
    let location: NavigationState<Route>.StackLocation
    /// Builds the view of a route shown in a stack.
    let screen: @MainActor (Route, NavigationState<Route>.StackLocation) -> Screen
    /// The namespace where the app tags the elements that screens zoom out of, if it has one.
    let zoomNamespace: Namespace.ID?

    var body: some View {
        NavigationStack(
            path: Binding(
                get: { @MainActor in model.path(at: location) },
                set: { @MainActor path in model.userChangedPath(path, at: location) }
            )
        ) {
            if let root = model.root(at: location) {
                screen(root, location)
                    .navigationTitle(root.title)
                    .hidingTabBar(model.hidesTabBar(root, at: location))
                    .navigationDestination(for: Route.self) { route in
                        // In a collapsed split, the detail's routes are the detail's.
                        let shownAt = model.location(of: route, shownAt: location)
                        screen(route, shownAt).navigationTitle(route.title)
                            .holdingBack(model: model, location: shownAt)
                            .hidingTabBar(model.hidesTabBar(route, at: shownAt))
                            .zoomingIn(from: model.zooms(route, at: location) ? route : nil, in: zoomNamespace)
                    }
            }
        }
    }
}

/// `content` with the presentation at `level` over it, as a sheet or a full-screen cover, and each
/// presentation above that over its predecessor.
struct PresentingView<Route: NavigationRoute, Screen: View, Content: View>: View {
    /// The state shown.
    let model: NavigationModel<Route>
    /// The index of the presentation shown over `content`.
    let level: Int
    /// Builds the view of a route shown in a stack.
    let screen: @MainActor (Route, NavigationState<Route>.StackLocation) -> Screen
    /// The namespace where the app tags the elements that screens zoom out of, if it has one.
    let zoomNamespace: Namespace.ID?
    /// What the presentation covers.
    let content: Content

    init(
        model: NavigationModel<Route>,
        level: Int,
        screen: @escaping @MainActor (Route, NavigationState<Route>.StackLocation) -> Screen,
        zoomNamespace: Namespace.ID?,
        @ViewBuilder content: () -> Content
    ) {
        self.model = model
        self.level = level
        self.screen = screen
        self.zoomNamespace = zoomNamespace
        self.content = content()
    }

    var body: some View {
        content
            .sheet(item: presentation(.sheet)) { presented in
                presentedStack(presented)
            }
            #if !os(macOS)
        .fullScreenCover(item: presentation(.fullScreen)) { presented in
            presentedStack(presented)
        }
            #endif
    }

    /// The presentation's stack, with the presentations above it.
    private func presentedStack(_ presented: PresentedStack<Route>) -> some View {
        PresentingView<Route, Screen, RouteStackView<Route, Screen>>(
            model: model,
            level: presented.index + 1,
            screen: screen,
            zoomNamespace: zoomNamespace
        ) {
            RouteStackView(model: model, location: presented.location, screen: screen, zoomNamespace: zoomNamespace)
        }
        .holdingSwipeDown(model: model, presented: presented)
        .presentationDetents(presented.presentation.sheetDetents)
        .zoomingIn(from: model.zoomSource(of: presented), in: zoomNamespace)
    }

    /// A binding to the presentation at `level` when it has `style` (macOS shows every one as a sheet):
    /// setting it to `nil`, as a swipe-down does, reports the dismissal.
    private func presentation(_ style: Presentation<Route>.Style) -> Binding<PresentedStack<Route>?> {
        let model = model
        let level = level
        let shown = model.presentation(at: level)
        return Binding(
            get: { @MainActor in
                guard let presented = model.presentation(at: level) else { return nil }
                #if os(macOS)
                return style == .sheet ? presented : nil
                #else
                return presented.presentation.style.shownAs == style ? presented : nil
                #endif
            },
            set: { @MainActor newValue in
                if newValue == nil, let shown {
                    model.userDismissedPresentation(id: shown.id)
                }
            }
        )
    }
}
#endif
