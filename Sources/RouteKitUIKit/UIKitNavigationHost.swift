#if canImport(UIKit)
import RouteKit
import UIKit

/// A navigation host that shows navigation states with UIKit containers.
///
/// It builds a `UINavigationController`, `UITabBarController` or column-style `UISplitViewController` for
/// the root, presents a navigation controller per presentation, and runs render commands one after
/// another with a ``RenderQueue``: the next starts when UIKit has finished a push, pop, presentation or
/// dismissal, or at once when UIKit refused it. Attaching it to a controller (setting
/// ``NavigationController/host``) wires the other direction too: the user's back navigation, sheet
/// swipe-downs and tab taps (also inside "More") are reported to ``controller``, an edge swipe's pop
/// as ``NavigationEvent/Cause/UserMove/swipe`` and a back button's as ``NavigationEvent/Cause/UserMove/back``
/// (told apart by a ``NavigationController/UserPopTracker``). Each route's bars are
/// applied as its screen is about to show, and restored when the user cancels a back swipe.
@MainActor
public final class UIKitNavigationHost<Route: NavigationRoute>: NavigationHost {
    /// A navigation controller on screen with the routes it shows.
    struct ShownStack {
        /// The navigation controller.
        let navigationController: UINavigationController
        /// The routes of its view controllers, root first.
        var routes: [Route]
    }

    /// The controller to which the user's own navigation is reported; set when the controller attaches the host.
    public private(set) weak var controller: NavigationController<Route>?

    /// The view that the screen of a route zooms out of, and back into (`transition: zoom`): the cell or
    /// button that opened it, or `nil` for the default transition. iOS 18 and later zoom; tvOS, visionOS and
    /// earlier systems use the default transition.
    public var zoomSourceView: (@MainActor (Route) -> UIView?)?

    /// Installs the root view controller.
    let setRootViewController: @MainActor (UIViewController) -> Void
    /// Makes the view controller of a route shown on a stack.
    private let makeViewController: @MainActor (Route, NavigationState<Route>.StackLocation) -> UIViewController
    /// Receives the delegate callbacks of the containers.
    let delegate = ContainerDelegate()
    /// The root container's view controller.
    private(set) var rootViewController: UIViewController?
    /// The navigation controllers on screen.
    private(set) var stacks: [NavigationState<Route>.StackLocation: ShownStack] = [:]
    /// The presented navigation controllers, bottom first.
    private(set) var presented: [UINavigationController] = []
    /// The latest state the controller rendered, which says which pushed routes zoom in.
    private var renderedState: NavigationState<Route>?
    /// Tells the user's edge swipes from their back button taps, as the pops' causes.
    private var userPops = NavigationController<Route>.UserPopTracker()
    /// Runs the commands one at a time.
    private lazy var queue = RenderQueue<RenderCommand<Route>> { [unowned self] command, completion in
        self.run(command, completion: completion)
        self.updateHeldGestures()
    }

    /// Creates a host that shows its root in `window`.
    public convenience init(
        window: UIWindow,
        makeViewController: @escaping @MainActor (Route, NavigationState<Route>.StackLocation) -> UIViewController
    ) {
        self.init(
            setRootViewController: { viewController in
                window.rootViewController = viewController
                window.makeKeyAndVisible()
            },
            makeViewController: makeViewController
        )
    }

    /// Creates a host that installs its root view controller with `setRootViewController`.
    public init(
        setRootViewController: @escaping @MainActor (UIViewController) -> Void,
        makeViewController: @escaping @MainActor (Route, NavigationState<Route>.StackLocation) -> UIViewController
    ) {
        self.setRootViewController = setRootViewController
        self.makeViewController = makeViewController
        delegate.willShow = { [weak self] navigationController, viewController, animated in
            self?.willShow(viewController, in: navigationController, animated: animated)
        }
        delegate.didShow = { [weak self] navigationController, viewController in
            self?.didShow(viewController, in: navigationController)
        }
        delegate.didSelect = { [weak self] viewController in self?.reportTabSelection(of: viewController) }
        delegate.didDismiss = { [weak self] viewController in self?.reportDismissal(of: viewController) }
        delegate.topColumn = { [weak self] proposed in self?.topColumnForCollapsing(proposed) ?? proposed }
        delegate.shouldDismiss = { [weak self] viewController in self?.userMayDismiss(viewController) ?? true }
        delegate.didAttemptToDismiss = { [weak self] viewController in self?.userAttemptedToDismiss(viewController) }
        delegate.shouldSelect = { [weak self] viewController, tabBarController in
            self?.shouldSelectTab(of: viewController, in: tabBarController) ?? true
        }
        delegate.didCollapse = { [weak self] collapsed in self?.splitViewDidChange(collapsed: collapsed) }
    }

    /// Keeps `controller` to report the user's own navigation to it.
    public func attach(to controller: NavigationController<Route>) {
        self.controller = controller
        controller.leaveCheckHandler = { [weak self] in self?.updateHeldGestures() }
    }

    /// Queues `commands` and runs them in order, each once UIKit has finished the one before.
    public func apply(_ commands: [RenderCommand<Route>], in state: NavigationState<Route>) {
        renderedState = state
        queue.enqueue(commands)
    }

    /// Runs `command` and calls `completion` once UIKit has finished it, or at once when UIKit does nothing.
    private func run(_ command: RenderCommand<Route>, completion: RenderQueue<RenderCommand<Route>>.Completion) {
        if let replacement = rootReplacement(for: command) { return run(replacement, completion: completion) }
        switch command {
        case .setRoot(let root):
            stacks = [:]
            presented = []
            let viewController = makeRootViewController(root)
            rootViewController = viewController
            setRootViewController(viewController)
            completion.finish()
        case .setStack(let location, let routes, let animated):
            guard let navigationController = setStack(location, to: routes, animated: animated) else {
                return completion.finish()
            }
            finishAfterTransition(of: navigationController, animated: animated, completion: completion)
        case .selectTab(let tab, _):
            if let tabBarController = rootViewController as? UITabBarController,
                let navigationController = stacks[.tab(tab)]?.navigationController
            {
                tabBarController.selectedViewController = navigationController
            }
            completion.finish()
        case .showDetail(let routes, _):
            let detail = makeNavigationController(.secondary, routes)
            if let splitViewController = rootViewController as? UISplitViewController {
                splitViewController.setViewController(detail, for: .secondary)
                splitViewController.show(.secondary)
            }
            completion.finish()
        case .present(let index, let presentation, let animated):
            present(presentation, at: index, animated: animated, completion: completion)
        case .dismiss(let index, let animated):
            dismiss(from: index, animated: animated, completion: completion)
        }
    }

    /// Presents `presentation` over the top-most presentation or the root.
    ///
    /// UIKit refuses a presentation (a view controller the app presented itself is up, the presenter is
    /// not in a window yet) by not presenting and never calling back: then the queue goes on at once and
    /// the controller hears that the presentation is gone, so the state shows what the user sees.
    private func present(
        _ presentation: Presentation<Route>,
        at index: Int,
        animated: Bool,
        completion: RenderQueue<RenderCommand<Route>>.Completion
    ) {
        guard let presenter = presented.last ?? rootViewController else { return completion.finish() }
        let navigationController = makeNavigationController(.presentation(index), presentation.stack.routes)
        Self.configure(navigationController, for: presentation, over: presenter)
        if presentation.transition == .zoom { zoomIn(navigationController, from: presentation.stack.root) }
        navigationController.presentationController?.delegate = delegate
        presented.append(navigationController)
        presenter.present(navigationController, animated: animated) { completion.finish() }
        if presenter.presentedViewController !== navigationController {
            forgetPresentations(from: index)
            controller?.hostDidDismiss(fromIndex: index)
            completion.finish()
        }
    }

    /// Dismisses the presentation at `index` and all above it.
    ///
    /// `dismiss(animated:completion:)` on a view controller that presents nothing dismisses that view
    /// controller itself; when the presentation is already gone (UIKit or the app dismissed it), this
    /// only forgets it, so that it never dismisses one level too many.
    private func dismiss(from index: Int, animated: Bool, completion: RenderQueue<RenderCommand<Route>>.Completion) {
        guard presented.indices.contains(index) else { return completion.finish() }
        let presenter = index == 0 ? rootViewController : presented[index - 1]
        let isShown = presenter?.presentedViewController === presented[index]
        forgetPresentations(from: index)
        guard let presenter, isShown else { return completion.finish() }
        presenter.dismiss(animated: animated) { completion.finish() }
    }

    /// Calls `completion` when the navigation controller's running transition ends, or at once without one.
    private func finishAfterTransition(
        of navigationController: UINavigationController,
        animated: Bool,
        completion: RenderQueue<RenderCommand<Route>>.Completion
    ) {
        guard animated, let coordinator = navigationController.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in completion.finish() })
        else { return completion.finish() }
    }

    /// Builds the view controller of a root container.
    private func makeRootViewController(_ root: NavigationState<Route>.RootContainer) -> UIViewController {
        switch root {
        case .stack(let stack):
            return makeNavigationController(.main, stack.routes)
        case .tabs(let state):
            let tabBarController = UITabBarController()
            tabBarController.delegate = delegate
            tabBarController.viewControllers = state.tabs.map { tab in
                let navigationController = makeNavigationController(.tab(tab), state.stack(for: tab)!.routes)
                let item = TabItem(tab)
                navigationController.tabBarItem = UITabBarItem(
                    title: item.title,
                    image: item.icon.flatMap { UIImage(systemName: $0) },
                    tag: 0
                )
                return navigationController
            }
            tabBarController.selectedViewController = stacks[.tab(state.selected)]?.navigationController
            // Tabs past the fifth live in "More", whose own navigation controller shows them; tvOS and
            // visionOS have no "More".
            #if !os(tvOS) && !os(visionOS)
            tabBarController.moreNavigationController.delegate = delegate
            #endif
            return tabBarController
        case .split(let state):
            let splitViewController = UISplitViewController(style: .doubleColumn)
            splitViewController.delegate = delegate
            splitViewController.setViewController(
                makeNavigationController(.primary, state.primary.routes),
                for: .primary
            )
            if let secondary = state.secondary {
                splitViewController.setViewController(
                    makeNavigationController(.secondary, secondary.routes),
                    for: .secondary
                )
            }
            return splitViewController
        }
    }

    /// Builds a navigation controller showing `routes` at `location`.
    private func makeNavigationController(
        _ location: NavigationState<Route>.StackLocation,
        _ routes: [Route]
    ) -> UINavigationController {
        let navigationController = UINavigationController()
        navigationController.delegate = delegate
        navigationController.setViewControllers(
            routes.indices.map { viewController(for: routes[$0], at: location, index: $0) },
            animated: false
        )
        setBars(Self.bars(of: routes[routes.count - 1]), of: navigationController, animated: false)
        stacks[location] = ShownStack(navigationController: navigationController, routes: routes)
        return navigationController
    }

    /// Makes the view controller of `route`, the route at `index` of the stack at `location`, titled with the
    /// route's title unless it has its own, and zooming in when the route was pushed with a zoom.
    private func viewController(
        for route: Route,
        at location: NavigationState<Route>.StackLocation,
        index: Int
    ) -> UIViewController {
        let viewController = makeViewController(route, location)
        if viewController.title == nil {
            viewController.title = route.title
        }
        Self.applyTabBarVisibility(of: route, to: viewController)
        if let stack = renderedState?.stack(at: location), stack.routes.indices.contains(index),
            stack.routes[index] == route, stack.isZoomed(at: index)
        {
            zoomIn(viewController, from: route)
        }
        return viewController
    }

    /// Sets the routes of the stack at `location`, reusing the view controllers of the unchanged bottom
    /// routes, and returns its navigation controller, or `nil` when no such stack is shown.
    private func setStack(
        _ location: NavigationState<Route>.StackLocation,
        to routes: [Route],
        animated: Bool
    ) -> UINavigationController? {
        guard let shown = stacks[location] else { return nil }
        let current = shown.navigationController.viewControllers
        let reused = zip(shown.routes, routes).prefix { $0 == $1 }.count
        let kept = min(reused, current.count)
        stacks[location]?.routes = routes
        let viewControllers =
            current.prefix(kept)
            + routes.indices[kept...].map { viewController(for: routes[$0], at: location, index: $0) }
        shown.navigationController.setViewControllers(Array(viewControllers), animated: animated)
        return shown.navigationController
    }

    /// Applies the bars of the route `viewController` shows as it is about to appear, and records whether
    /// the user's edge swipe drives the transition (the cause of the pop it makes); when the user cancels
    /// an interactive back swipe, puts back the bars of the screen that stays.
    private func willShow(
        _ viewController: UIViewController,
        in navigationController: UINavigationController,
        animated: Bool
    ) {
        let coordinator = navigationController.transitionCoordinator
        let isInteractive = coordinator?.isInteractive == true
        if let location = location(of: navigationController) {
            userPops.transitionWillStart(in: location, isInteractive: isInteractive)
        }
        if let bars = bars(of: viewController, in: navigationController) {
            setBars(bars, of: navigationController, animated: animated)
        }
        guard let coordinator, isInteractive else { return }
        coordinator.notifyWhenInteractionChanges { [weak self, weak navigationController] context in
            guard let self, let navigationController, let location = self.location(of: navigationController) else {
                return
            }
            self.userPops.interactionEnded(in: location, isCancelled: context.isCancelled)
            guard context.isCancelled, let top = navigationController.topViewController,
                let bars = self.bars(of: top, in: navigationController)
            else { return }
            self.setBars(bars, of: navigationController, animated: true)
        }
    }

    /// The bars of the route that `viewController` shows in `navigationController`, if it shows one.
    private func bars(
        of viewController: UIViewController,
        in navigationController: UINavigationController
    )
        -> Bars?
    {
        guard let location = location(of: navigationController), let routes = stacks[location]?.routes,
            let index = navigationController.viewControllers.firstIndex(of: viewController), index < routes.count
        else { return nil }
        return Self.bars(of: routes[index])
    }

    /// Whether a navigation controller's navigation bar and toolbar show.
    private typealias Bars = (navigationBar: BarVisibility, toolbar: BarVisibility)

    /// The bars that `route` asks for while it is on top of its stack.
    private static func bars(of route: Route) -> Bars {
        (route.navigationBar, route.toolbar)
    }

    /// Shows or hides the navigation bar and the toolbar; tvOS has no toolbar.
    private func setBars(_ bars: Bars, of navigationController: UINavigationController, animated: Bool) {
        navigationController.setNavigationBarHidden(bars.navigationBar == .hidden, animated: animated)
        #if !os(tvOS)
        navigationController.setToolbarHidden(bars.toolbar == .hidden, animated: animated)
        #endif
    }

    /// Reports a pop that the user made with the back button or the edge swipe, each its own cause, or a
    /// tab shown inside "More".
    private func didShow(_ viewController: UIViewController, in navigationController: UINavigationController) {
        #if !os(tvOS) && !os(visionOS)
        if let tabBarController = rootViewController as? UITabBarController,
            navigationController === tabBarController.moreNavigationController
        {
            return reportTabSelection(of: viewController)
        }
        #endif
        guard let location = location(of: navigationController), let routes = stacks[location]?.routes else { return }
        let count = navigationController.viewControllers.count
        guard count < routes.count else { return }
        stacks[location]?.routes = Array(routes.prefix(count))
        controller?.hostDidPop(location, toCount: count, by: userPops.popFinished(in: location))
        updateHeldGestures()
    }

    /// Reports the tab whose navigation controller is (or holds) `viewController`, found by identity so
    /// that the user's reordering of tabs does not matter.
    private func reportTabSelection(of viewController: UIViewController) {
        let tab = stacks.first { location, shown in
            guard case .tab = location else { return false }
            return shown.navigationController === viewController
                || shown.navigationController.viewControllers.contains(viewController)
        }
        guard case .tab(let selected)? = tab?.key else { return }
        controller?.hostDidSelectTab(selected)
    }

    /// Reports a sheet that the user swiped down.
    private func reportDismissal(of viewController: UIViewController) {
        guard let index = presented.firstIndex(where: { $0 === viewController }) else { return }
        forgetPresentations(from: index)
        controller?.hostDidDismiss(fromIndex: index)
    }

    /// The column a collapsing split view shows: the detail when the state has one, else the primary.
    private func topColumnForCollapsing(_ proposed: UISplitViewController.Column) -> UISplitViewController.Column {
        stacks[.secondary] == nil ? .primary : .secondary
    }

    /// Forgets the presentations from `index` on.
    private func forgetPresentations(from index: Int) {
        guard index < presented.count else { return }
        for dismissed in index..<presented.count {
            stacks[.presentation(dismissed)] = nil
        }
        presented.removeSubrange(index...)
    }

    /// The location of the stack that `navigationController` shows.
    func location(of navigationController: UINavigationController) -> NavigationState<Route>.StackLocation? {
        stacks.first { $0.value.navigationController === navigationController }?.key
    }
}

/// Forwards the delegate callbacks of UIKit containers to closures.
///
/// The methods are `@objc optional` requirements in UIKit: each must match its documented selector
/// exactly, which the stub check cannot prove (see "What the stubs cannot check" in Tests/AppleStubs/README.md).
@MainActor
final class ContainerDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UISplitViewControllerDelegate
{
    /// Called when a navigation controller is about to show a view controller.
    var willShow: ((UINavigationController, UIViewController, Bool) -> Void)?
    /// Called when a navigation controller has shown a view controller.
    var didShow: ((UINavigationController, UIViewController) -> Void)?
    /// Called with the view controller of the tab the user selected.
    var didSelect: ((UIViewController) -> Void)?
    /// Called with the view controller of a presentation the user dismissed.
    var didDismiss: ((UIViewController) -> Void)?
    /// Picks the column a collapsing split view shows.
    var topColumn: ((UISplitViewController.Column) -> UISplitViewController.Column)?
    /// Answers whether the user may swipe down the presented view controller (see +LeaveGuards).
    var shouldDismiss: ((UIViewController) -> Bool)?
    /// Called with the presented view controller whose swipe-down was held.
    var didAttemptToDismiss: ((UIViewController) -> Void)?
    /// Decides whether a tapped tab is selected (a tap on the selected tab re-selects it).
    var shouldSelect: ((UIViewController, UITabBarController) -> Bool)?
    /// Called with `true` when a split view collapsed into one stack, `false` when it expanded.
    var didCollapse: ((Bool) -> Void)?

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        willShow?(navigationController, viewController, animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        didShow?(navigationController, viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelect?(viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        shouldSelect?(viewController, tabBarController) ?? true
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        didCollapse?(true)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        didCollapse?(false)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        didDismiss?(presentationController.presentedViewController)
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        topColumn?(proposedTopColumn) ?? proposedTopColumn
    }
}
#endif
