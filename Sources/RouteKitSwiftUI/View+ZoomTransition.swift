#if canImport(SwiftUI)
import RouteKit
import SwiftUI

/// Zoom transitions and the tab bar's visibility on SwiftUI's own modifiers, where the platform has them.
///
/// A screen that zooms in (`push: { screen, transition: zoom }`, or a presentation with `transition: zoom`)
/// grows out of the element tagged with ``SwiftUI/View/zoomSource(for:in:)`` for its route, in the namespace
/// given to ``NavigationRootView``. iOS 18, tvOS 18, visionOS 2 and later have zoom transitions (tvOS
/// animates them as its default); earlier systems and macOS use their default transition.
extension View {
    /// Marks this view as the element that the screen of `route` zooms out of, and back into when it
    /// closes: tag the row or button that opens `route` with it, in the namespace given to
    /// ``NavigationRootView`` (`zoomNamespace`).
    ///
    /// Where the platform has no zoom transition (before iOS 18, tvOS 18 and visionOS 2; macOS), the view is
    /// left as it is.
    @ViewBuilder
    public func zoomSource<Route: NavigationRoute>(for route: Route, in namespace: Namespace.ID) -> some View {
        #if os(macOS)
        self
        #else
        if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
            matchedTransitionSource(id: route, in: namespace)
        } else {
            self
        }
        #endif
    }

    /// This screen, zooming in from the element tagged for `source` when there is one and a namespace to
    /// find it in; otherwise with the platform's default transition.
    @ViewBuilder
    func zoomingIn<Route: NavigationRoute>(from source: Route?, in namespace: Namespace.ID?) -> some View {
        #if os(macOS)
        self
        #else
        if let source, let namespace {
            if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
                navigationTransition(.zoom(sourceID: source, in: namespace))
            } else {
                self
            }
        } else {
            self
        }
        #endif
    }

    /// This screen, hiding the tab bar while it shows when `hidden` (`tabBar: hidden`); macOS has no tab bar
    /// to hide.
    @ViewBuilder
    func hidingTabBar(_ hidden: Bool) -> some View {
        #if os(macOS)
        self
        #else
        toolbar(hidden ? .hidden : .automatic, for: .tabBar)
        #endif
    }
}
#endif
