#if canImport(UIKit)
import RouteKit
import UIKit

/// Leave guards and gates in UIKit: the user's back button, edge swipe and sheet swipe-down are held
/// while a leave check could refuse them, and a new root screen replaces the window's root.
///
/// What is held comes from the controller (``NavigationController/userLeave(popping:toCount:)``,
/// ``NavigationController/userLeave(dismissingFrom:)``), which the host asks again whenever a check is
/// set, removed, starts or ends (``NavigationController/leaveCheckHandler``) and after every render
/// command and pop of the user's. A held back button asks the checks
/// (``NavigationController/hostRequestsPop(_:toCount:)``); a held edge swipe does nothing, as an
/// interactive pop cannot wait for an answer; a held sheet swipe-down asks when UIKit reports the attempt
/// (``NavigationController/hostRequestsDismiss(fromIndex:)``).
extension UIKitNavigationHost {
    /// Holds or frees the gestures of every stack and presentation on screen, as the controller's leave
    /// guards decide now. The host owns the pop gestures' `isEnabled` and the top screens' `backAction`.
    func updateHeldGestures() {
        guard let controller else { return }
        for (location, shown) in stacks {
            let leave = controller.userLeave(popping: location, toCount: shown.routes.count - 1)
            hold(shown.navigationController, at: location, leave)
        }
        for index in presented.indices {
            presented[index].isModalInPresentation = controller.userLeave(dismissingFrom: index) != .allowed
        }
    }

    /// Holds the back button and edge swipes of `navigationController` unless `leave` allows them; tvOS
    /// has neither.
    private func hold(
        _ navigationController: UINavigationController,
        at location: NavigationState<Route>.StackLocation,
        _ leave: NavigationController<Route>.UserLeave
    ) {
        #if !os(tvOS)
        let isFree = leave == .allowed
        navigationController.interactivePopGestureRecognizer?.isEnabled = isFree
        if #available(iOS 26.0, visionOS 26.0, *) {
            navigationController.interactiveContentPopGestureRecognizer?.isEnabled = isFree
        }
        // The back button keeps its look; only its action changes.
        navigationController.topViewController?.navigationItem.backAction =
            isFree ? nil : UIAction { [weak self] _ in self?.userTappedHeldBack(at: location) }
        #endif
    }

    /// Asks the controller's checks to pop the top screen of the stack at `location`, unless a check runs.
    private func userTappedHeldBack(at location: NavigationState<Route>.StackLocation) {
        guard let controller, let count = controller.state.stack(at: location)?.count else { return }
        guard controller.userLeave(popping: location, toCount: count - 1) != .held else { return }
        controller.hostRequestsPop(location, toCount: count - 1)
    }

    /// Whether UIKit may let the user swipe down the presentation that `viewController` shows.
    func userMayDismiss(_ viewController: UIViewController) -> Bool {
        guard let controller, let index = presented.firstIndex(where: { $0 === viewController }) else { return true }
        return controller.userLeave(dismissingFrom: index) == .allowed
    }

    /// Asks the controller's checks to dismiss the presentation whose swipe-down UIKit held, unless a
    /// check runs already.
    func userAttemptedToDismiss(_ viewController: UIViewController) {
        guard let controller, let index = presented.firstIndex(where: { $0 === viewController }),
            controller.userLeave(dismissingFrom: index) == .asks
        else { return }
        controller.hostRequestsDismiss(fromIndex: index)
    }

    /// The command that shows another root screen of the window instead of `command`, or `nil`: setting
    /// the main stack to a new root while nothing is presented, as when a `style: root` gate's flow comes
    /// or goes (or a `replace` at the root), replaces the window's root view controller; a push or pop to
    /// the new root would read as going forward or back.
    func rootReplacement(for command: RenderCommand<Route>) -> RenderCommand<Route>? {
        guard case .setStack(.main, let routes, _) = command, presented.isEmpty,
            let shown = stacks[.main], shown.routes.first != routes.first,
            let stack = NavigationState<Route>.Stack(routes: routes)
        else { return nil }
        return .setRoot(.stack(stack))
    }
}

/// The delegate callbacks of a held sheet swipe-down, each a one-line forward spelled as on its page.
extension ContainerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        shouldDismiss?(presentationController.presentedViewController) ?? true
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        didAttemptToDismiss?(presentationController.presentedViewController)
    }
}
#endif
