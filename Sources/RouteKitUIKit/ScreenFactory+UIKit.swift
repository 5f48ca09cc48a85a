#if canImport(UIKit)
import RouteKit
import UIKit

extension ScreenFactory where Screen == UIViewController {
    /// A placeholder view controller that shows the route's title.
    public func makePlaceholder(for route: Route) -> Screen {
        PlaceholderViewController(title: route.title)
    }
}
#endif
