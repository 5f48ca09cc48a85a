/// The screens of each gate's flow stack: its flow screen and every screen pushed over it, directly or
/// through other pushes. Validation looks for loops of gates through them; the translator gives their
/// navigators `passGate()`.
package struct GateFlowStacks {
    /// The screens of each gate's flow stack by gate name, the flow screen first, then in the order
    /// they are reached.
    package private(set) var screens: [String: [String]] = [:]

    /// The flow stacks of `spec`'s gates.
    ///
    /// A transition pushes over each of its source screens the screens that its `push` steps show
    /// before any step that leaves the stack (`present`, `dismiss`, `dismissAll`, `selectTab`,
    /// `showDetail`); `from: "*"` pushes over every screen.
    package init(spec: RouteSpec) {
        guard !spec.gates.isEmpty else { return }
        var pushedOver: [String: [String]] = [:]
        var pushedFromEverywhere: [String] = []
        for transition in spec.transitions {
            var pushed: [String] = []
            for step in transition.steps {
                switch step.value {
                case .push(let screen, _): pushed.append(screen.value)
                case .present, .dismiss, .dismissAll, .selectTab, .showDetail: break
                case .replace, .popTo, .pop, .popToRoot: continue
                }
                if case .push = step.value { continue }
                break
            }
            switch transition.sources {
            case .all: pushedFromEverywhere += pushed
            case .screens(let sources):
                for source in sources { pushedOver[source.value, default: []] += pushed }
            }
        }
        for gate in spec.gates {
            guard let flow = gate.flow, spec.screen(named: flow.value) != nil else { continue }
            var stack = [flow.value]
            var seen: Set<String> = [flow.value]
            var index = 0
            while index < stack.count {
                for next in pushedOver[stack[index], default: []] + pushedFromEverywhere
                where spec.screen(named: next) != nil && seen.insert(next).inserted {
                    stack.append(next)
                }
                index += 1
            }
            screens[gate.name.value] = stack
        }
    }

    /// The names of the screens whose navigators have `passGate()`: every screen of a flow stack.
    var allScreens: Set<String> { Set(screens.values.joined()) }
}
