import RouteCompiler

/// A navigation state as the generated flow tests expect it: RouteKit's state over routes written as Swift
/// source, applied step by step as RouteKit's transition applier does.
struct FlowState: Hashable {
    /// A route: a screen, by number, and its params' values as Swift source, in the screen's order.
    struct Route: Hashable {
        var screen: Int
        var values: [String]
    }

    /// Where a stack lives, as `NavigationState.StackLocation` says.
    enum Location: Hashable {
        case main
        case tab(Int)
        case primary
        case secondary
        case presentation(Int)
    }

    /// A presentation: its style, its stack and the stack it was presented from.
    struct Presentation: Hashable {
        var style: PresentationStyle
        var routes: [Route]
        var presenter: Location
    }

    /// The kind of root container.
    enum Kind: Hashable {
        case stack
        case tabs
        case split
    }

    var kind: Kind
    /// The root container's stacks: the one stack, each tab's in tab order, or the primary and the
    /// secondary (empty while the split has no detail).
    var stacks: [[Route]]
    /// The selected tab, by index.
    var selectedTab = 0
    var presentations: [Presentation] = []

    /// The location of the visible stack.
    var visibleLocation: Location {
        if !presentations.isEmpty { return .presentation(presentations.count - 1) }
        switch kind {
        case .stack: return .main
        case .tabs: return .tab(selectedTab)
        case .split: return stacks[1].isEmpty ? .primary : .secondary
        }
    }

    /// The routes of the stack at `location`; `nil` when the state has no such stack.
    func routes(at location: Location) -> [Route]? {
        switch (kind, location) {
        case (.stack, .main): stacks[0]
        case (.tabs, .tab(let tab)): stacks[tab]
        case (.split, .primary): stacks[0]
        case (.split, .secondary): stacks[1].isEmpty ? nil : stacks[1]
        case (_, .presentation(let index)): presentations.indices.contains(index) ? presentations[index].routes : nil
        default: nil
        }
    }

    /// The visible route.
    var visibleRoute: Route { routes(at: visibleLocation)!.last! }

    /// Replaces the routes of the stack at `location`, which exists.
    mutating func setRoutes(_ routes: [Route], at location: Location) {
        switch location {
        case .main, .primary: stacks[0] = routes
        case .tab(let tab): stacks[tab] = routes
        case .secondary: stacks[1] = routes
        case .presentation(let index): presentations[index].routes = routes
        }
    }
}
