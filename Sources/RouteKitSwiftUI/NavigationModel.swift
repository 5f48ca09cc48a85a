import Observation
import RouteKit

/// The navigation state as SwiftUI reads it: a navigation host whose state views observe, and whose
/// bindings report what the user does to the controller.
///
/// Attach it as the controller's host (`coordinator.navigation.host = model`); ``NavigationRootView``
/// then shows it. What the user does on their own (a back swipe or back button, a sheet swiped down,
/// a tab tapped) arrives here through the views' bindings and goes to the controller exactly as
/// `UIKitNavigationHost` reports it, so observers see the same events. The model is plain Swift
/// (Observation exists on every platform): tests drive it without SwiftUI.
@Observable
@MainActor
public final class NavigationModel<Route: NavigationRoute>: NavigationHost {
    /// The state shown: the latest one the controller rendered or the user's own moves left, or `nil`
    /// before the model is attached.
    public private(set) var state: NavigationState<Route>?

    /// The identity of each presentation, bottom first: a new presentation at an index gets a new one,
    /// so that SwiftUI replaces the sheet instead of reusing it.
    private(set) var presentationIDs: [Int] = []

    /// The identity the next presentation gets.
    @ObservationIgnored private var nextPresentationID = 0

    /// Counts the changes of the controller's leave checks, so that views reading what the user may leave
    /// (see NavigationModel+LeaveGuards.swift) update with them.
    var leaveCheckRevision = 0

    /// Whether a split-view root shows as one stack (compact width), with the detail pushed over the
    /// primary stack; the view sets it from the horizontal size class (``showSplitCollapsed(_:)``).
    public internal(set) var collapsesSplit = false

    /// The controller to which the user's own navigation is reported; set when the controller attaches the model.
    @ObservationIgnored public private(set) weak var controller: NavigationController<Route>?

    /// Creates a model that shows nothing until a controller attaches it.
    public init() {}

    /// Keeps `controller` to report the user's own navigation to it.
    public func attach(to controller: NavigationController<Route>) {
        self.controller = controller
        controller.leaveCheckHandler = { [weak self] in self?.leaveCheckRevision += 1 }
    }

    /// Shows `state`; gives each presentation that `commands` present a new identity.
    public func apply(_ commands: [RenderCommand<Route>], in state: NavigationState<Route>) {
        for command in commands {
            switch command {
            case .setRoot:
                presentationIDs = []
            case .present(let index, _, _):
                presentationIDs.removeSubrange(min(index, presentationIDs.count)...)
                presentationIDs.append(nextPresentationID)
                nextPresentationID += 1
            case .dismiss(let index, _):
                presentationIDs.removeSubrange(min(index, presentationIDs.count)...)
            case .setStack, .selectTab, .showDetail:
                break
            }
        }
        self.state = state
    }

    // MARK: Reading the state

    /// The root route of the stack at `location`, or `nil` when the state has no such stack.
    public func root(at location: NavigationState<Route>.StackLocation) -> Route? {
        state?.stack(at: location)?.root
    }

    /// The routes above the root of the stack at `location`: a `NavigationStack`'s path. While the split
    /// root is collapsed, the primary stack's path goes on with the detail's routes.
    public func path(at location: NavigationState<Route>.StackLocation) -> [Route] {
        guard let routes = shownRoutes(at: location) else { return [] }
        return Array(routes.dropFirst())
    }

    /// The selected tab of a tab-bar root, or `nil` for other roots.
    public var selectedTab: Route.Tab? {
        guard case .tabs(let tabs)? = state?.root else { return nil }
        return tabs.selected
    }

    /// The tabs of a tab-bar root, in order, or none for other roots.
    public var tabs: [Route.Tab] {
        guard case .tabs(let tabs)? = state?.root else { return [] }
        return tabs.tabs
    }

    /// The presentation at `index`, with its identity, or `nil` when there is none.
    public func presentation(at index: Int) -> PresentedStack<Route>? {
        guard let presentations = state?.presentations, presentations.indices.contains(index),
            presentationIDs.indices.contains(index)
        else { return nil }
        return PresentedStack(id: presentationIDs[index], index: index, presentation: presentations[index])
    }

    // MARK: What the user did

    /// Reports that the user changed the path of the stack at `location` (a back swipe or the back
    /// button): a shorter path that keeps the routes below is reported as a pop; anything else is not
    /// the user's to do, and the shown state stays.
    public func userChangedPath(_ path: [Route], at location: NavigationState<Route>.StackLocation) {
        let current = self.path(at: location)
        guard path.count < current.count, Array(current.prefix(path.count)) == path else { return }
        report { $0.hostDidPop(location, toCount: path.count + 1) }
    }

    /// Reports that the user selected `tab` in the tab bar; a tap on the tab already selected is a
    /// re-selection, which pops its stack to its root unless the spec says `reselect: none`.
    ///
    /// SwiftUI has no callback for a re-selection: a `TabView` sets its selection binding to the value it
    /// already holds, which is how this sees it.
    public func userSelectedTab(_ tab: Route.Tab) {
        guard tab != selectedTab else {
            report { $0.hostDidReselectTab(tab) }
            return
        }
        report { $0.hostDidSelectTab(tab) }
    }

    /// Reports that the user dismissed the presentation whose identity is `id` (a sheet swiped down);
    /// ignored when that presentation is already gone.
    public func userDismissedPresentation(id: Int) {
        guard let index = presentationIDs.firstIndex(of: id) else { return }
        report { $0.hostDidDismiss(fromIndex: index) }
    }

    /// Tells the controller about a move of the user's and shows the state it leads to.
    private func report(_ move: (NavigationController<Route>) -> Void) {
        guard let controller else { return }
        move(controller)
        let state = controller.state
        presentationIDs.removeSubrange(min(state.presentations.count, presentationIDs.count)...)
        self.state = state
    }
}

/// A presentation as a sheet shows it: identified, so that `.sheet(item:)` tells presentations apart.
public struct PresentedStack<Route: NavigationRoute>: Identifiable, Hashable, Sendable {
    /// The identity the model gave the presentation when it was presented.
    public let id: Int
    /// Its index among the presentations, bottom first.
    public let index: Int
    /// The presentation.
    public let presentation: Presentation<Route>

    /// The location of the presentation's stack.
    public var location: NavigationState<Route>.StackLocation {
        .presentation(index)
    }
}
