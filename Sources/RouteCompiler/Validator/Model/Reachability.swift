/// Which screens a spec can show, and through which screen each is first reached: one analysis for
/// `check` (the unreachable-screen warning) and `routegen graph` (the "Not reached from a root" group).
///
/// A screen is reached when it is a root, has a deep link, or is shown by a step (`push`, `present`,
/// `replace`, `showDetail`) of any transition (however many steps it has) that starts from a reached screen;
/// `from: "*"` transitions start from every reached screen.
struct Reachability {
    /// The reached screens.
    private(set) var reached: Set<String> = []
    /// For each screen reached through a transition, the screen it was first reached from.
    private(set) var parent: [String: String] = [:]

    init(spec: RouteSpec) {
        guard let root = spec.root else { return }
        // Room for every screen up front, rather than rehashing each time a set or dictionary doubles.
        reached.reserveCapacity(spec.screens.count)
        parent.reserveCapacity(spec.screens.count)
        var order = root.rootScreens.map(\.value) + spec.screens.filter { !$0.paths.isEmpty }.map(\.name.value)
        order = order.filter { reached.insert($0).inserted }

        var outgoing: [String: [String]] = [:]
        var fromEverywhere: [String] = []
        for transition in spec.transitions {
            let targets = transition.steps.compactMap { $0.value.shownScreen?.value }
            switch transition.sources {
            case .all: fromEverywhere += targets
            case .screens(let sources):
                for source in sources { outgoing[source.value, default: []] += targets }
            }
        }
        var index = 0
        while index < order.count {
            let screen = order[index]
            index += 1
            for target in (outgoing[screen] ?? []) + fromEverywhere where reached.insert(target).inserted {
                parent[target] = screen
                order.append(target)
            }
        }
    }

    /// Whether the screen can be shown.
    func contains(_ screen: String) -> Bool { reached.contains(screen) }
}
