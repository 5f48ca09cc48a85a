/// A tab that knows what its tab bar item shows: the generated `<Name>Tab` has both members.
///
/// Hosts read a tab's item through ``TabItem/init(_:)``; a tab type that does not conform shows its
/// name. The generated `<Name>Tab` declares the conformance.
public protocol NavigationTab {
    /// The text shown on the tab.
    var title: String { get }
    /// The tab's icon name, such as an SF Symbol name, or `nil` for none.
    var icon: String? { get }
}

/// What a tab bar item shows for a tab: its title and, if it has one, its icon name.
public struct TabItem: Hashable, Sendable {
    /// The text shown on the tab.
    public var title: String
    /// The icon name (an SF Symbol name for the UIKit and SwiftUI hosts), or `nil` for none.
    public var icon: String?

    /// Creates an item from its title and icon name.
    public init(title: String, icon: String?) {
        self.title = title
        self.icon = icon
    }

    /// The item of `tab`: its ``NavigationTab`` title and icon, or its name when it is not a ``NavigationTab``.
    public init(_ tab: some Hashable) {
        if let tab = tab as? any NavigationTab {
            self.init(title: tab.title, icon: tab.icon)
        } else {
            self.init(title: String(describing: tab), icon: nil)
        }
    }
}
