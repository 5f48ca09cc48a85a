/// One container operation that brings the screen from one navigation state to another.
///
/// Each command maps to one UIKit call; ``commands(from:to:animated:)`` lists them in the order UIKit needs.
public enum RenderCommand<Route: NavigationRoute>: Hashable, Sendable {
    /// Replaces the root container and everything in it (`window.rootViewController`); nothing is presented
    /// when it runs.
    case setRoot(NavigationState<Route>.RootContainer)
    /// Sets the routes of the stack at the location (`UINavigationController.setViewControllers(_:animated:)`).
    case setStack(NavigationState<Route>.StackLocation, [Route], animated: Bool)
    /// Selects the tab (`UITabBarController.selectedIndex`).
    case selectTab(Route.Tab, animated: Bool)
    /// Shows a new detail stack holding the routes (`UISplitViewController.showDetailViewController(_:sender:)`).
    case showDetail([Route], animated: Bool)
    /// Presents the presentation, which gets this index, over the top-most presentation or the root
    /// (`present(_:animated:completion:)`).
    case present(index: Int, Presentation<Route>, animated: Bool)
    /// Dismisses the presentation at the index and all above it (`dismiss(animated:completion:)` on its presenter).
    case dismiss(fromIndex: Int, animated: Bool)
}

extension RenderCommand: CustomStringConvertible {
    /// The command on one line, such as `setStack tab(contacts) [contacts, contact(name: "Ada")] animated`.
    public var description: String {
        switch self {
        case .setRoot(let root):
            "setRoot \(Self.text(root))"
        case .setStack(let location, let routes, let animated):
            "setStack \(location) \(Self.text(routes))\(Self.text(animated: animated))"
        case .selectTab(let tab, let animated):
            "selectTab \(tab)\(Self.text(animated: animated))"
        case .showDetail(let routes, let animated):
            "showDetail \(Self.text(routes))\(Self.text(animated: animated))"
        case .present(let index, let presentation, let animated):
            "present \(index) \(presentation.style)\(Self.options(presentation)) "
                + "\(Self.text(presentation.stack.routes))\(Self.text(animated: animated))"
        case .dismiss(let index, let animated):
            "dismiss from \(index)\(Self.text(animated: animated))"
        }
    }

    /// Routes as a bracketed list.
    private static func text(_ routes: [Route]) -> String {
        "[" + routes.map { String(describing: $0) }.joined(separator: ", ") + "]"
    }

    /// The detents and transition of a presentation, when not the defaults, as ` detents(medium, large) zoom`.
    private static func options(_ presentation: Presentation<Route>) -> String {
        let detents = presentation.detents.map(\.rawValue).joined(separator: ", ")
        return (detents.isEmpty ? "" : " detents(\(detents))")
            + (presentation.transition == .coverVertical ? "" : " \(presentation.transition)")
    }

    /// The suffix marking an animated command.
    private static func text(animated: Bool) -> String {
        animated ? " animated" : ""
    }

    /// A root container with its stacks.
    private static func text(_ root: NavigationState<Route>.RootContainer) -> String {
        switch root {
        case .stack(let stack):
            return "stack \(text(stack.routes))"
        case .tabs(let tabs):
            let stacks = tabs.tabs.map { "\($0) \(text(tabs.stack(for: $0)!.routes))" }
            return "tabs \(stacks.joined(separator: ", ")) selected \(tabs.selected)"
        case .split(let split):
            return "split \(text(split.primary.routes)) \(split.secondary.map { text($0.routes) } ?? "no detail")"
        }
    }
}
