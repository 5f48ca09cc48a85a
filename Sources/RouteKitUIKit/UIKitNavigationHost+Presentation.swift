#if canImport(UIKit)
import RouteKit
import UIKit

/// Presentation styles, detents, transitions, the tab bar, tab re-selection and the collapse of a split
/// view, on UIKit's own API, with each platform's fallback where it lacks one.
extension UIKitNavigationHost {
    /// Sets how the navigation controller that shows `presentation` is presented: its modal presentation
    /// style, its transition style, a popover's anchor (the presenter's view) and, on iOS, the detents of
    /// its sheet.
    static func configure(
        _ navigationController: UINavigationController,
        for presentation: Presentation<Route>,
        over presenter: UIViewController
    ) {
        navigationController.modalPresentationStyle = modalStyle(presentation.style)
        navigationController.modalTransitionStyle = transitionStyle(presentation.transition)
        #if !os(tvOS)
        if presentation.style == .popover {
            navigationController.popoverPresentationController?.sourceView = presenter.view
        }
        #endif
        #if !os(tvOS) && !os(visionOS)
        // iOS only: tvOS has no sheets, and visionOS no `UISheetPresentationController.Detent`.
        if presentation.style.takesDetents, !presentation.detents.isEmpty,
            let sheet = navigationController.sheetPresentationController
        {
            sheet.detents = presentation.detents.map { $0 == .medium ? .medium() : .large() }
        }
        #endif
    }

    /// The modal presentation style of a presentation style.
    ///
    /// tvOS has no sheets or popovers: they cover the full screen there; its covers keep their style.
    static func modalStyle(_ style: Presentation<Route>.Style) -> UIModalPresentationStyle {
        #if os(tvOS)
        switch style {
        case .overFullScreen: return .overFullScreen
        case .overCurrentContext: return .overCurrentContext
        case .sheet, .pageSheet, .formSheet, .popover, .fullScreen: return .fullScreen
        }
        #else
        switch style {
        case .sheet, .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .overCurrentContext: return .overCurrentContext
        // A popover needs an anchor the state does not know: it is anchored at the presenter's view,
        // and in compact width UIKit adapts it to a sheet.
        case .popover: return .popover
        }
        #endif
    }

    /// The modal transition style of a presentation's transition.
    ///
    /// tvOS has no flip. A zoom keeps the default style here: it is the view controller's
    /// `preferredTransition` instead (``zoomIn(_:from:)``).
    static func transitionStyle(_ transition: Presentation<Route>.Transition) -> UIModalTransitionStyle {
        switch transition {
        case .crossDissolve: return .crossDissolve
        case .flipHorizontal:
            #if os(tvOS)
            return .crossDissolve
            #else
            return .flipHorizontal
            #endif
        case .coverVertical, .zoom: return .coverVertical
        }
    }

    /// Makes `viewController`, the screen of `route` or the presentation whose stack `route` is the root of,
    /// zoom out of the view that ``zoomSourceView`` gives for `route` (`preferredTransition`, iOS 18).
    ///
    /// tvOS and visionOS keep the default transition, as do earlier systems; the source view is asked each
    /// time UIKit zooms, in and back out, so that it can be the cell on screen then.
    func zoomIn(_ viewController: UIViewController, from route: Route) {
        #if !os(tvOS) && !os(visionOS)
        guard #available(iOS 18.0, *) else { return }
        viewController.preferredTransition = .zoom { [weak self] _ in self?.zoomSourceView?(route) }
        #endif
    }

    /// Sets whether the tab bar hides while `viewController`, the screen of `route`, is on top of its stack.
    static func applyTabBarVisibility(of route: Route, to viewController: UIViewController) {
        #if !os(tvOS)
        // tvOS has no `hidesBottomBarWhenPushed`: its tab bar hides on its own as the user scrolls.
        viewController.hidesBottomBarWhenPushed = route.tabBar == .hidden
        #endif
    }

    /// Whether UIKit selects the tab of `viewController`: a tap on the selected tab goes to the controller,
    /// whose `reselect` pops the tab's stack (rendered like any move), so UIKit's own pop to root is held.
    func shouldSelectTab(of viewController: UIViewController, in tabBarController: UITabBarController) -> Bool {
        guard viewController === tabBarController.selectedViewController,
            let navigationController = viewController as? UINavigationController,
            case .tab(let tab)? = location(of: navigationController)
        else { return true }
        controller?.hostDidReselectTab(tab)
        return false
    }

    /// Tells the controller that the split view collapsed into one stack, or expanded into its columns.
    func splitViewDidChange(collapsed: Bool) {
        controller?.collapsesSplit = collapsed
    }
}
#endif
