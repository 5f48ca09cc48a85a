/// The title and the SF Symbol that stand for a tab bar system item (`UITabBarItem.SystemItem`),
/// which a storyboard names in place of a title and an image.
///
/// A spec's tab has a title and an icon of its own, so the import writes the system item's English
/// title and the symbol closest to its image.
enum TabBarSystemItem {
    /// The title and symbol of the system item that a storyboard names `item` (`favorites`,
    /// `mostViewed`, …), or `nil` for a name UIKit does not have.
    static func titleAndSymbol(of item: String) -> (title: String, symbol: String)? {
        switch item {
        case "more": ("More", "ellipsis")
        case "favorites": ("Favorites", "star")
        case "featured": ("Featured", "star")
        case "topRated": ("Top Rated", "star")
        case "recents": ("Recents", "clock")
        case "contacts": ("Contacts", "person.crop.circle")
        case "history": ("History", "clock")
        case "bookmarks": ("Bookmarks", "book")
        case "search": ("Search", "magnifyingglass")
        case "downloads": ("Downloads", "arrow.down.circle")
        case "mostRecent": ("Most Recent", "clock")
        case "mostViewed": ("Most Viewed", "list.number")
        default: nil
        }
    }
}
