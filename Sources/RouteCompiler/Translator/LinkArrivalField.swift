extension RouteSpec {
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
    /// `push` that no transition makes, which always falls back to it). `pushSources` indexes the
    /// spec's transitions.
    func arrivalField(of screen: Screen, pushSources: PushSourceIndex) -> String? {
        switch screen.arrive?.value.value {
        case nil, .replace?: return nil
        case .push?:
            guard let sources = pushSources.sources(of: screen.name.value) else { return "arrive:push:*" }
            return sources.isEmpty ? nil : "arrive:push:" + sources.joined(separator: ",")
        case .present?:
            return arrivalStyle(of: screen.name.value).map { "arrive:present:" + $0.rawValue }
        }
    }
}
