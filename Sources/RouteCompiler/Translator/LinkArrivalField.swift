extension RouteSpec {
    /// The screens that a transition pushes `screen` from, for a link that arrives by `push`: the
    /// sources of each transition whose one step is a push of the screen; `nil` when one of them is
    /// `from: "*"` (any screen). Screens appear once, in the order the transitions name them.
    package func pushSources(of screen: String) -> [String]? {
        var sources: [String] = []
        for transition in transitions {
            guard transition.steps.count == 1, case .push(let pushed, _) = transition.steps[0].value,
                pushed.value == screen
            else { continue }
            switch transition.sources {
            case .all: return nil
            case .screens(let names):
                for name in names where !sources.contains(name.value) { sources.append(name.value) }
            }
        }
        return sources
    }

    /// The style a link that arrives by `present` presents `screen` with: that of the first transition
    /// presenting it.
    package func arrivalStyle(of screen: String) -> PresentationStyle? {
        for transition in transitions {
            for step in transition.steps {
                if case .present(let shown, let options) = step.value, shown.value == screen {
                    return transition.style(of: options)
                }
            }
        }
        return nil
    }

    /// The `arrive:` field of a link table row for `screen`, such as `arrive:push:inbox,thread` or
    /// `arrive:present:sheet`; `nil` for a link that arrives as `replace` does (the default, and a
    /// `push` that no transition makes, which always falls back to it).
    func arrivalField(of screen: Screen) -> String? {
        switch screen.arrive?.value.value {
        case nil, .replace?: return nil
        case .push?:
            guard let sources = pushSources(of: screen.name.value) else { return "arrive:push:*" }
            return sources.isEmpty ? nil : "arrive:push:" + sources.joined(separator: ",")
        case .present?:
            return arrivalStyle(of: screen.name.value).map { "arrive:present:" + $0.rawValue }
        }
    }
}
