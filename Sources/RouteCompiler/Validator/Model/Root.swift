/// The app's root container: one navigation stack, a tab bar, or a split view.
package struct Root {
    /// The kind of container and what it holds.
    package enum Kind {
        /// One navigation stack with this root screen.
        case stack(screen: Located<String>)
        /// A tab bar; each tab owns a navigation stack.
        case tabs(TabBar)
        /// A split view with a primary and an optional secondary stack.
        case split(SplitView)
    }

    /// The kind of container.
    package var kind: Kind
    /// Where `root` is written.
    package var location: SourceLocation
    /// The `style: root` gates that must be open for the root to be shown (`requires:`), as written.
    package var requires: [Located<String>] = []
    /// What a tap on the selected tab does (`reselect:`), as written; `nil` when not written.
    package var reselect: Located<TabReselect>?

    /// The screens that start a stack when the app launches.
    package var rootScreens: [Located<String>] {
        switch kind {
        case .stack(let screen): [screen]
        case .tabs(let tabBar): tabBar.tabs.map(\.screen)
        case .split(let split): [split.primary] + (split.secondary.map { [$0] } ?? [])
        }
    }
}

/// A tab-bar root: its tabs and the initially selected one.
package struct TabBar {
    /// The tabs, in order.
    package var tabs: [Tab]
    /// The initially selected tab; `nil` selects the first.
    package var selected: Located<String>?
}

/// One tab of a tab bar.
package struct Tab {
    /// The tab's identifier, a case of the generated tab enum.
    package var id: Located<String>
    /// The text shown on the tab.
    package var title: Located<String>
    /// An opaque icon name, such as an SF Symbol.
    package var icon: Located<String>?
    /// The root screen of the tab's stack.
    package var screen: Located<String>
}

/// A split-view root.
package struct SplitView {
    /// The root screen of the primary stack.
    package var primary: Located<String>
    /// The detail screen shown before any `showDetail`, if any.
    package var secondary: Located<String>?
}

/// What a tap on the tab that is already selected does (`reselect:`).
package enum TabReselect: String, CaseIterable {
    /// Pops the tab's stack to its root (the default, as UIKit does).
    case popToRoot
    /// Nothing.
    case none
}
