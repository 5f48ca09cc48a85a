/// The root screens' required params as parameters of a generated function that starts from the
/// initial state (`NavigationState.initial(…)`, `deepLinkState(for:…)`), with the local names its body uses.
struct RootArguments {
    /// The params, in root and tab order.
    let params: [RootParam]
    /// The local name of each param, by screen and param name.
    private let locals: [String: [String: String]]
    /// How the parameters write their types.
    private let replacements: [String: SwiftType]

    /// The root params of the translator's spec, named so that none hides a name in `used` (nor `self`).
    init(_ translator: RouteTranslator, hiding used: Set<String>) {
        params = translator.spec.rootParams
        replacements = translator.hiddenTypeReplacements
        let labels = Set(params.map(\.label))
        var locals: [String: [String: String]] = [:]
        for param in params {
            locals[param.screen, default: [:]][param.param.name.value] = SwiftNaming.Hygiene.local(
                for: param.label,
                hiding: used.union(["self"]),
                params: labels
            )
        }
        self.locals = locals
    }

    /// Whether the initial state needs arguments.
    var isEmpty: Bool { params.isEmpty }

    /// The local name of a root screen's param, when it is a root param.
    func local(screen: String, param: String) -> String? {
        locals[screen]?[param]
    }

    /// The function's parameters: `mode: Mode`, or `self self_: Mode` when the local name differs.
    var parameters: [SwiftParameter] {
        params.map { param in
            let local = locals[param.screen]?[param.param.name.value] ?? SwiftNaming.identifier(param.label)
            return SwiftParameter(
                label: local == SwiftNaming.identifier(param.label) ? nil : SwiftNaming.identifier(param.label),
                name: local,
                type: param.param.type.value.swiftType(replacing: replacements)
            )
        }
    }

    /// The arguments that pass the parameters on to another function that takes them: `mode: mode`.
    var forwarded: [SwiftArgument] {
        params.map { param in
            SwiftArgument(
                label: SwiftNaming.argumentLabel(param.label),
                value: .identifier(locals[param.screen]?[param.param.name.value] ?? SwiftNaming.identifier(param.label))
            )
        }
    }
}
