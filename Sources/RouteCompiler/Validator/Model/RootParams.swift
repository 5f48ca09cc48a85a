/// A param without a default of a root screen (the root, a tab's root, or the split's primary): an
/// argument of `NavigationState.initial(…)` and of every generated API that starts from the initial state.
package struct RootParam {
    /// The root screen that declares it.
    package var screen: String
    /// The param.
    package var param: Param
    /// The argument label, unescaped: the param's name, or the screen's name and the param's
    /// (`lobbyMode`) when two root screens have a required param of that name.
    package var label: String
}

extension Root {
    /// The root screens whose params the app gives at launch: every root screen but the split's
    /// secondary, each screen once, in the order of the spec.
    package var screensWithLaunchArguments: [String] {
        let screens: [String] =
            switch kind {
            case .stack(let screen): [screen.value]
            case .tabs(let tabBar): tabBar.tabs.map(\.screen.value)
            case .split(let split): [split.primary.value]
            }
        var seen: Set<String> = []
        return screens.filter { seen.insert($0).inserted }
    }
}

extension RouteSpec {
    /// The required params of the root screens, in root and tab order, each root screen once: empty when
    /// every root screen can be built from its defaults (the initial state is then `static var initial`).
    package var rootParams: [RootParam] {
        guard let root else { return [] }
        let required = root.screensWithLaunchArguments.flatMap { name in
            (screen(named: name)?.params ?? []).filter { !$0.declaresDefault }.map { (screen: name, param: $0) }
        }
        let labels = SwiftNaming.rootParamLabels(required.map { ($0.screen, $0.param.name.value) })
        return zip(required, labels).map { RootParam(screen: $0.screen, param: $0.param, label: $1) }
    }

    /// The root screen of a stack of the root container, when the stack has one from launch.
    package func rootScreen(of container: DeepLinkPlan.Container) -> String? {
        switch (root?.kind, container) {
        case (.stack(let screen)?, .main): screen.value
        case (.tabs(let tabBar)?, .tab(let id)): tabBar.tabs.first { $0.id.value == id }?.screen.value
        case (.split(let split)?, .primary): split.primary.value
        case (.split(let split)?, .secondary): split.secondary?.value
        default: nil
        }
    }

    /// Whether a link to `target` opened with `plan` keeps the root its stack has instead of building one:
    /// the plan's stack starts at its container's root screen, which has a required param that the link
    /// does not carry (a param of `target` with the same name and type).
    package func keepsRoot(_ plan: DeepLinkPlan, for target: Screen) -> Bool {
        guard let first = plan.stack.first, first == rootScreen(of: plan.container), first != target.name.value,
            let screen = screen(named: first)
        else { return false }
        return screen.params.contains { param in
            !param.declaresDefault && target.param(named: param.name.value)?.type.value != param.type.value
        }
    }
}
