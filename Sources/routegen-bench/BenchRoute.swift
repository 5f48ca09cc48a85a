import RouteKit

/// A route shaped like a generated one: a few screens, some with params, one of them a string.
enum BenchRoute: NavigationRoute {
    case home
    case item(id: Int)
    case profile(name: String)

    typealias Tab = Int

    /// The screens of ``BenchRoute``.
    enum Screen: String, Hashable, Codable, Sendable {
        case home, item, profile
    }

    var screen: Screen {
        switch self {
        case .home: .home
        case .item: .item
        case .profile: .profile
        }
    }

    var title: String {
        switch self {
        case .home: "Home"
        case .item(let id): "Item \(id)"
        case .profile(let name): name
        }
    }

    var navigationBar: BarVisibility { .visible }

    var toolbar: BarVisibility { .hidden }

    /// The route at position `index` of a synthesized stack: mostly items, every tenth a profile.
    static func sample(_ index: Int) -> BenchRoute {
        index == 0 ? .home : index % 10 == 0 ? .profile(name: "Person \(index)") : .item(id: index)
    }

    /// A stack of `depth` routes.
    static func stack(depth: Int) -> NavigationState<BenchRoute>.Stack {
        NavigationState.Stack(routes: (0..<depth).map(sample))!
    }
}
