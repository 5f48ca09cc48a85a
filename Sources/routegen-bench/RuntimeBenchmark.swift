@_spi(Generated) import RouteKit

/// Item 4: RouteKit's cost per move, on deep stacks and many tabs.
///
/// Each row times `NavigationState.applying(_:from:)` of one transition and
/// `RenderCommand.commands(from:to:animated:)` of the change it makes, per operation.
enum RuntimeBenchmark {
    /// One measured move: a state, a transition applied from a stack of it.
    private struct Scenario {
        var operation: String
        var tabs: Int
        var depth: Int
        var state: NavigationState<BenchRoute>
        var transition: NavigationState<BenchRoute>.Transition
        var location: NavigationState<BenchRoute>.StackLocation
    }

    /// Prints the table of every scenario, spending about `budget` seconds on each measurement.
    static func run(budget: Double) throws(BenchmarkError) {
        print("## Runtime: one move on deep stacks and many tabs\n")
        var table = Table("operation", "tabs × depth", "apply", "render commands", "commands")
        for scenario in scenarios() {
            let change: NavigationChange<BenchRoute>
            do {
                change = try scenario.state.applying(scenario.transition, from: scenario.location)
            } catch {
                throw BenchmarkError("\(scenario.operation) failed: \(error)")
            }
            let commands = RenderCommand.commands(from: scenario.state, to: change.state, animated: true)
            let apply = Stopwatch.perOperation(budget: budget) {
                (try? scenario.state.applying(scenario.transition, from: scenario.location))?.events.count ?? -1
            }
            let render = Stopwatch.perOperation(budget: budget) {
                RenderCommand.commands(from: scenario.state, to: change.state, animated: true).count
            }
            table.append(
                scenario.operation,
                "\(Format.grouped(scenario.tabs)) × \(Format.grouped(scenario.depth))",
                Format.fixed(apply * 1e9, digits: 0) + " ns",
                Format.fixed(render * 1e9, digits: 0) + " ns",
                commands.map(\.kind).joined(separator: ", ")
            )
        }
        print(table.text)
        print(
            """

            Per operation, fastest of 5 batches. apply: NavigationState.applying(_:from:), which returns a new \
            state and keeps the old one (the controller diffs the two), so the stack it changes is copied once: \
            O(depth). render commands: RenderCommand.commands(from:to:animated:) of that change; unchanged \
            stacks share storage and compare in O(1), so it costs O(number of tabs), whatever the depth.

            """
        )
    }

    /// The moves measured: push and pop on one stack of growing depth, then a tab switch and a push
    /// in a tab bar with many deep tabs.
    private static func scenarios() -> [Scenario] {
        var scenarios: [Scenario] = []
        for depth in [10, 100, 1_000] {
            let state = NavigationState(root: .stack(BenchRoute.stack(depth: depth)))
            scenarios.append(
                Scenario(
                    operation: "push",
                    tabs: 1,
                    depth: depth,
                    state: state,
                    transition: NavigationState.Transition([.push(.item(id: -1))]),
                    location: .main
                )
            )
            scenarios.append(
                Scenario(
                    operation: "pop",
                    tabs: 1,
                    depth: depth,
                    state: state,
                    transition: NavigationState.Transition([.pop]),
                    location: .main
                )
            )
        }
        for (tabs, depth) in [(100, 10), (100, 100), (100, 1_000), (10, 100), (1_000, 100)] {
            let tabBar = NavigationState.TabBar(
                stacks: (0..<tabs).map { ($0, BenchRoute.stack(depth: depth)) },
                selected: 0
            )
            let state = NavigationState(root: .tabs(tabBar))
            scenarios.append(
                Scenario(
                    operation: "selectTab",
                    tabs: tabs,
                    depth: depth,
                    state: state,
                    transition: NavigationState.Transition([.selectTab(tabs - 1)]),
                    location: .tab(0)
                )
            )
            scenarios.append(
                Scenario(
                    operation: "selectTab + push",
                    tabs: tabs,
                    depth: depth,
                    state: state,
                    transition: NavigationState.Transition([.selectTab(tabs - 1), .push(.item(id: -1))]),
                    location: .tab(0)
                )
            )
        }
        return scenarios
    }
}

extension RenderCommand {
    /// The command's name, such as `setStack` or `selectTab`.
    fileprivate var kind: String {
        switch self {
        case .setRoot: "setRoot"
        case .setStack: "setStack"
        case .selectTab: "selectTab"
        case .showDetail: "showDetail"
        case .present: "present"
        case .dismiss: "dismiss"
        }
    }
}
