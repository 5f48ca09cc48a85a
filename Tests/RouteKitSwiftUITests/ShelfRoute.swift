import RouteKit

/// The routes of a small bookshelf app, standing in for a generated route enum.
enum ShelfRoute: NavigationRoute {
    case shelf
    case book(String)
    case settings
    case picker

    /// The screens of the test app.
    enum Screen: Hashable, Codable, Sendable {
        case shelf, book, settings, picker
    }

    /// The tabs of the test app, with their tab bar items as the generated `<Name>Tab` has them.
    enum Tab: String, Hashable, Codable, Sendable, NavigationTab {
        case shelf, settings

        var title: String { rawValue.capitalized }
        var icon: String? { self == .shelf ? "books.vertical" : nil }
    }

    var screen: Screen {
        switch self {
        case .shelf: .shelf
        case .book: .book
        case .settings: .settings
        case .picker: .picker
        }
    }

    var title: String {
        switch self {
        case .book(let title): title
        default: "\(screen)"
        }
    }

    var navigationBar: BarVisibility { .visible }
    var toolbar: BarVisibility { .hidden }
    /// A book hides the tab bar, as a spec's `tabBar: hidden` screen does.
    var tabBar: BarVisibility { screen == .book ? .hidden : .visible }
}
