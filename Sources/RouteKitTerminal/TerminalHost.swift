import RouteKit

/// A navigation host that shows navigation states in a terminal, as UIKit would show them.
///
/// It keeps the state of the commands it is given and draws it on demand with ``picture(highlighting:)``:
/// the navigation bar with the title and a back button labelled with the previous screen's title, the
/// screen the app builds for the route, the toolbar, the tab bar, and sheets over their presenters.
/// What the user does on their own (back, swiping a sheet down, tapping a tab) goes to ``controller``,
/// as a UIKit host reports it.
@MainActor
public final class TerminalHost<Route: NavigationRoute>: NavigationHost {
    /// The controller to which the user's own navigation is reported; the controller sets it when it
    /// attaches the host.
    public weak var controller: NavigationController<Route>?

    /// Keeps `controller` to report the user's own navigation to it.
    public func attach(to controller: NavigationController<Route>) {
        self.controller = controller
    }

    /// The state shown, as given with the latest commands or left by the user's latest move.
    public private(set) var state: NavigationState<Route>?

    /// The width of the picture, in characters.
    public let width: Int

    /// Builds what the app shows for a route in a stack.
    let makeScreen: @MainActor (Route, NavigationState<Route>.StackLocation) -> TerminalScreen

    /// The title of a tab in the tab bar.
    let tabTitle: @MainActor (Route.Tab) -> String

    /// Creates a host that draws `width` characters wide and builds each screen with `makeScreen`.
    ///
    /// - Parameters:
    ///   - tabTitle: The title of a tab; the generated `<Name>Tab` has one (`\.title`).
    ///   - makeScreen: Typically the generated coordinator's `makeScreen(for:at:)`.
    public init(
        width: Int = 50,
        tabTitle: @escaping @MainActor (Route.Tab) -> String = { String(describing: $0) },
        makeScreen: @escaping @MainActor (Route, NavigationState<Route>.StackLocation) -> TerminalScreen
    ) {
        self.width = max(width, 24)
        self.tabTitle = tabTitle
        self.makeScreen = makeScreen
    }

    /// Shows `state`, which `commands` lead to.
    public func apply(_ commands: [RenderCommand<Route>], in state: NavigationState<Route>) {
        self.state = state
    }

    /// The tabs of a tab-bar root, in order; empty for other roots.
    public var tabs: [Route.Tab] {
        guard case .tabs(let tabBar) = state?.root else { return [] }
        return tabBar.tabs
    }

    /// Pops the front stack by one, as the back button does, and reports it; returns `false` when the
    /// front stack holds only its root.
    @discardableResult
    public func goBack() -> Bool {
        guard let state, let controller else { return false }
        let location = state.visibleLocation
        guard let stack = state.stack(at: location), stack.count > 1 else { return false }
        if controller.hasLeaveCheck(for: stack.top, at: location) {
            // The back button of a screen with a leave check is held: the pop shows once the check allows it.
            controller.hostRequestsPop(location, toCount: stack.count - 1)
        } else {
            controller.hostDidPop(location, toCount: stack.count - 1)
        }
        self.state = controller.state
        return true
    }

    /// Dismisses the top-most sheet, as swiping it down does, and reports it; returns `false` when the
    /// front presentation is not a sheet, which only the app can dismiss.
    @discardableResult
    public func dismissSheet() -> Bool {
        guard let state, let controller, let index = state.presentations.indices.last,
            state.presentations[index].style.userCanDismiss
        else { return false }
        if controller.hasLeaveCheck(inPresentationsFrom: index) {
            // A sheet with a leave check is held: it goes once the check allows it.
            controller.hostRequestsDismiss(fromIndex: index)
        } else {
            controller.hostDidDismiss(fromIndex: index)
        }
        self.state = controller.state
        return true
    }

    /// Selects `tab`, as tapping it in the tab bar does, and reports it; returns `false` when no tab bar
    /// shows (there is none, or a presentation covers it) or `tab` is not one of its tabs.
    @discardableResult
    public func selectTab(_ tab: Route.Tab) -> Bool {
        guard let state, let controller, state.presentations.isEmpty, tabs.contains(tab) else { return false }
        if case .tabs(let tabBar) = state.root, tabBar.selected != tab {
            controller.hostDidSelectTab(tab)
            self.state = controller.state
        } else if case .tabs = state.root {
            // A tap on the selected tab: the spec's `reselect` decides (a pop to the tab's root by default).
            controller.hostDidReselectTab(tab)
            self.state = controller.state
        }
        return true
    }

    /// Selects the tab after the selected one, wrapping around, as ``selectTab(_:)`` does.
    @discardableResult
    public func selectNextTab() -> Bool {
        guard case .tabs(let tabBar) = state?.root, let index = tabBar.tabs.firstIndex(of: tabBar.selected) else {
            return false
        }
        return selectTab(tabBar.tabs[(index + 1) % tabBar.tabs.count])
    }

    /// Selects the tab whose title is `title`, ignoring case, as ``selectTab(_:)`` does.
    @discardableResult
    public func selectTab(titled title: String) -> Bool {
        guard let tab = tabs.first(where: { tabTitle($0).lowercased() == title.lowercased() }) else { return false }
        return selectTab(tab)
    }
}
