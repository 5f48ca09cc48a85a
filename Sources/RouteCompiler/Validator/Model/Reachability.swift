/// Which screens a spec can show, and through which screen each is first reached: one result, made with
/// the spec (``RouteSpec/reachability``), that `check` (the unreachable-screen warning) and `routegen graph`
/// (the "Not reached from a root" group) both read.
///
/// A screen is reached when it is a root, has a deep link, or is shown by a step (`push`, `present`,
/// `replace`, `showDetail`) of any transition (however many steps it has) that starts from a reached screen;
/// `from: "*"` transitions start from every reached screen. The search goes by screen number
/// (``ScreenNumbering``) rather than by name.
package struct Reachability {
    private var numbering: ScreenNumbering
    /// Whether each screen is reached, by number.
    private var reached: [Bool] = []
    /// For each screen reached through a transition, the number of the screen it was first reached from.
    private var parents: [Int?] = []

    /// The screens reached from `root` and the gates' flow screens through `transitions`; `numbers` are the
    /// screens' indices by name.
    init(
        root: Root?,
        screens: [Screen],
        transitions: [Transition],
        numbers: [String: Int],
        gateFlows: [Located<String>] = []
    ) {
        numbering = ScreenNumbering(screens: screens, numbers: numbers)
        guard let root else { return }
        var outgoing: [[Int]] = Array(repeating: [], count: numbering.declaredCount)
        var fromEverywhere: [Int] = []
        // Each shown screen goes straight to its sources' moves, with no list of a transition's targets; by
        // index, so that reading a transition does not copy it.
        for index in transitions.indices {
            for step in transitions[index].steps {
                guard let screen = step.value.shownScreen else { continue }
                let target = numbering.number(of: screen.value)
                switch transitions[index].sources {
                case .all: fromEverywhere.append(target)
                case .screens(let sources):
                    for source in sources { outgoing[number(of: source.value, outgoing: &outgoing)].append(target) }
                }
            }
        }
        let roots = (root.rootScreens + gateFlows).map { numbering.number(of: $0.value) }
        var reached = Array(repeating: false, count: numbering.names.count)
        var parents: [Int?] = Array(repeating: nil, count: numbering.names.count)
        var order: [Int] = []
        /// Reaches a screen from `parent`, unless it is reached already.
        func reach(_ screen: Int, from parent: Int?) {
            guard !reached[screen] else { return }
            reached[screen] = true
            parents[screen] = parent
            order.append(screen)
        }
        for screen in roots { reach(screen, from: nil) }
        for (number, screen) in screens.enumerated() where !screen.paths.isEmpty { reach(number, from: nil) }
        var index = 0
        while index < order.count {
            let screen = order[index]
            index += 1
            if screen < outgoing.count {
                for target in outgoing[screen] { reach(target, from: screen) }
            }
            for target in fromEverywhere { reach(target, from: screen) }
        }
        self.reached = reached
        self.parents = parents
    }

    /// The number of a screen name that a transition starts from, with room for its moves in `outgoing`.
    private mutating func number(of name: String, outgoing: inout [[Int]]) -> Int {
        let number = numbering.number(of: name)
        while outgoing.count <= number { outgoing.append([]) }
        return number
    }

    /// Whether the screen can be shown.
    package func contains(_ screen: String) -> Bool {
        numbering.existingNumber(of: screen).map(isReached) ?? false
    }

    /// Whether the screen with this number (its index in the spec's screens) can be shown.
    package func isReached(_ number: Int) -> Bool {
        number < reached.count && reached[number]
    }

    /// The screen through which a screen reached by a transition was first reached.
    package func parent(of screen: String) -> String? {
        guard let number = numbering.existingNumber(of: screen), number < parents.count else { return nil }
        return parents[number].map { numbering.names[$0] }
    }
}
