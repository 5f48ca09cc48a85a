#if canImport(UIKit)
import UIKit

/// A navigation host that shows navigation states with UIKit containers.
///
/// It builds a `UINavigationController`, `UITabBarController` or `UISplitViewController` for the root,
/// presents a navigation controller per presentation, runs render commands one after another (waiting for
/// presentations and dismissals to finish), and reports the user's back navigation, sheet swipe-downs
/// and tab taps to ``controller``. Each route's bars are applied as its screen is about to show, so they
/// change along with the push or pop animation.
@MainActor
public final class UIKitNavigationHost<Route: NavigationRoute>: NavigationHost {
    /// A navigation controller on screen with the routes it shows.
    private struct ShownStack {
        /// The navigation controller.
        let navigationController: UINavigationController
        /// The routes of its view controllers, root first.
        var routes: [Route]
    }

    /// The controller to which the user's own navigation is reported.
    public weak var controller: NavigationController<Route>?

    /// Installs the root view controller.
    private let setRootViewController: @MainActor (UIViewController) -> Void
    /// Makes the view controller of a route shown on a stack.
    private let makeViewController: @MainActor (Route, StackLocation<Route>) -> UIViewController
    /// Receives the delegate callbacks of the containers.
    private let delegate = ContainerDelegate()
    /// The root container's view controller.
    private var rootViewController: UIViewController?
    /// The tabs of a tab-bar root, in order.
    private var tabs: [Route.Tab] = []
    /// The navigation controllers on screen.
    private var stacks: [StackLocation<Route>: ShownStack] = [:]
    /// The presented navigation controllers, bottom first.
    private var presented: [UINavigationController] = []
    /// The commands still to run.
    private var queue: [RenderCommand<Route>] = []
    /// Whether a command is running.
    private var isRunning = false

    /// Creates a host that shows its root in `window`.
    public convenience init(
        window: UIWindow,
        makeViewController: @escaping @MainActor (Route, StackLocation<Route>) -> UIViewController
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
        makeViewController: @escaping @MainActor (Route, StackLocation<Route>) -> UIViewController
    ) {
        self.setRootViewController = setRootViewController
        self.makeViewController = makeViewController
        delegate.willShow = { [weak self] navigationController, viewController, animated in
            self?.applyBars(of: viewController, in: navigationController, animated: animated)
        }
        delegate.didShow = { [weak self] navigationController in self?.reportPops(in: navigationController) }
        delegate.didSelectTab = { [weak self] index in self?.reportTabSelection(index) }
        delegate.didDismiss = { [weak self] viewController in self?.reportDismissal(of: viewController) }
    }

    /// Queues `commands` and runs them in order.
    public func apply(_ commands: [RenderCommand<Route>], in state: NavigationState<Route>) {
        queue += commands
        runNext()
    }

    /// Runs the next queued command unless one is running.
    private func runNext() {
        guard !isRunning, !queue.isEmpty else { return }
        isRunning = true
        run(queue.removeFirst()) { [weak self] in
            self?.isRunning = false
            self?.runNext()
        }
    }

    /// Runs `command` and then calls `next`, once UIKit has finished it.
    private func run(_ command: RenderCommand<Route>, then next: @escaping @MainActor () -> Void) {
        let completion: @Sendable () -> Void = { MainActor.assumeIsolated { next() } }
        switch command {
        case .setRoot(let root):
            stacks = [:]
            presented = []
            let viewController = makeRootViewController(root)
            rootViewController = viewController
            setRootViewController(viewController)
            next()
        case .setStack(let location, let routes, let animated):
            setStack(location, to: routes, animated: animated)
            next()
        case .selectTab(let tab, _):
            (rootViewController as? UITabBarController)?.selectedIndex = tabs.firstIndex(of: tab) ?? 0
            next()
        case .showDetail(let routes, _):
            let detail = makeNavigationController(.secondary, routes)
            (rootViewController as? UISplitViewController)?.showDetailViewController(detail, sender: nil)
            next()
        case .present(let index, let presentation, let animated):
            let presenter = presented.last ?? rootViewController
            let navigationController = makeNavigationController(.presentation(index), presentation.stack.routes)
            navigationController.modalPresentationStyle = presentation.style == .sheet ? .pageSheet : .fullScreen
            navigationController.presentationController?.delegate = delegate
            presented.append(navigationController)
            presenter?.present(navigationController, animated: animated, completion: completion)
        case .dismiss(let index, let animated):
            guard presented.indices.contains(index) else { return next() }
            let presenter = index == 0 ? rootViewController : presented[index - 1]
            forgetPresentations(from: index)
            presenter?.dismiss(animated: animated, completion: completion)
        }
    }

    /// Builds the view controller of a root container.
    private func makeRootViewController(_ root: RootContainer<Route>) -> UIViewController {
        switch root {
        case .stack(let stack):
            return makeNavigationController(.main, stack.routes)
        case .tabs(let state):
            tabs = state.tabs
            let tabBarController = UITabBarController()
            tabBarController.delegate = delegate
            tabBarController.viewControllers = state.tabs.map {
                makeNavigationController(.tab($0), state.stack(for: $0)!.routes)
            }
            tabBarController.selectedIndex = state.tabs.firstIndex(of: state.selected)!
            return tabBarController
        case .split(let state):
            let splitViewController = UISplitViewController()
            splitViewController.viewControllers =
                [makeNavigationController(.primary, state.primary.routes)]
                + (state.secondary.map { [makeNavigationController(.secondary, $0.routes)] } ?? [])
            return splitViewController
        }
    }

    /// Builds a navigation controller showing `routes` at `location`.
    private func makeNavigationController(_ location: StackLocation<Route>, _ routes: [Route]) -> UINavigationController
    {
        let navigationController = UINavigationController()
        navigationController.delegate = delegate
        navigationController.setViewControllers(routes.map { viewController(for: $0, at: location) }, animated: false)
        let bars = BarsVisibility(of: routes[routes.count - 1])
        navigationController.isNavigationBarHidden = bars.navigationBar == .hidden
        navigationController.isToolbarHidden = bars.toolbar == .hidden
        stacks[location] = ShownStack(navigationController: navigationController, routes: routes)
        return navigationController
    }

    /// Makes the view controller of `route`, titled with the route's title unless it has its own.
    private func viewController(for route: Route, at location: StackLocation<Route>) -> UIViewController {
        let viewController = makeViewController(route, location)
        if viewController.title == nil {
            viewController.title = route.title
        }
        return viewController
    }

    /// Sets the routes of the stack at `location`, reusing the view controllers of the unchanged bottom routes.
    private func setStack(_ location: StackLocation<Route>, to routes: [Route], animated: Bool) {
        guard let shown = stacks[location] else { return }
        let current = shown.navigationController.viewControllers
        let reused = zip(shown.routes, routes).prefix { $0 == $1 }.count
        let kept = min(reused, current.count)
        stacks[location]?.routes = routes
        let viewControllers = current.prefix(kept) + routes[kept...].map { viewController(for: $0, at: location) }
        shown.navigationController.setViewControllers(Array(viewControllers), animated: animated)
    }

    /// Applies the bars of the route that `viewController` shows, as it is about to appear.
    private func applyBars(
        of viewController: UIViewController,
        in navigationController: UINavigationController,
        animated: Bool
    ) {
        guard let location = location(of: navigationController), let routes = stacks[location]?.routes,
            let index = navigationController.viewControllers.firstIndex(of: viewController), index < routes.count
        else { return }
        let bars = BarsVisibility(of: routes[index])
        navigationController.setNavigationBarHidden(bars.navigationBar == .hidden, animated: animated)
        navigationController.setToolbarHidden(bars.toolbar == .hidden, animated: animated)
    }

    /// Reports a pop that the user made with the back button or swipe.
    private func reportPops(in navigationController: UINavigationController) {
        guard let location = location(of: navigationController), let routes = stacks[location]?.routes else { return }
        let count = navigationController.viewControllers.count
        guard count < routes.count else { return }
        stacks[location]?.routes = Array(routes.prefix(count))
        controller?.hostDidPop(location, toCount: count)
    }

    /// Reports a tab that the user selected.
    private func reportTabSelection(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        controller?.hostDidSelectTab(tabs[index])
    }

    /// Reports a sheet that the user swiped down.
    private func reportDismissal(of viewController: UIViewController) {
        guard let index = presented.firstIndex(where: { $0 === viewController }) else { return }
        forgetPresentations(from: index)
        controller?.hostDidDismiss(fromIndex: index)
    }

    /// Forgets the presentations from `index` on.
    private func forgetPresentations(from index: Int) {
        for dismissed in index..<presented.count {
            stacks[.presentation(dismissed)] = nil
        }
        presented.removeSubrange(index...)
    }

    /// The location of the stack that `navigationController` shows.
    private func location(of navigationController: UINavigationController) -> StackLocation<Route>? {
        stacks.first { $0.value.navigationController === navigationController }?.key
    }
}

/// Forwards the delegate callbacks of UIKit containers to closures.
@MainActor
private final class ContainerDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    /// Called when a navigation controller is about to show a view controller.
    var willShow: ((UINavigationController, UIViewController, Bool) -> Void)?
    /// Called when a navigation controller has shown a view controller.
    var didShow: ((UINavigationController) -> Void)?
    /// Called with the index of the tab the user selected.
    var didSelectTab: ((Int) -> Void)?
    /// Called with the view controller of a presentation the user dismissed.
    var didDismiss: ((UIViewController) -> Void)?

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
        didShow?(navigationController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelectTab?(tabBarController.selectedIndex)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        didDismiss?(presentationController.presentedViewController)
    }
}
#endif
