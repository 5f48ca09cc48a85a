/// Checks results handed down the stack: each `deliver` names a key of its `popTo` screen's `accepts`,
/// on a `popTo` that keeps that screen, once per transition and under a name no argument has; and each
/// screen's `on<Key>` handler registrations have names of their own.
struct DeliverRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        for transition in spec.transitions {
            checkDeliveries(of: transition, in: spec, diagnostics: &diagnostics)
        }
        for screen in spec.screens where !screen.accepts.isEmpty {
            checkHandlerNames(of: screen, in: spec, diagnostics: &diagnostics)
        }
    }

    /// The name of the navigator's handler registration for `key`: `coupon` → `onCoupon`.
    static func handlerName(of key: String) -> String {
        "on" + key.prefix(1).uppercased() + key.dropFirst()
    }

    private func checkDeliveries(of transition: Transition, in spec: RouteSpec, diagnostics: inout DiagnosticCollector)
    {
        var first: Located<String>?
        for step in transition.steps {
            guard case .popTo(let target, let options) = step.value, let key = options.deliver else { continue }
            if let first {
                diagnostics.error(
                    "transition '\(transition.name.value)' delivers a second value; a move hands down "
                        + "one value, so deliver it in one 'popTo' (its type may hold several)",
                    at: key.location,
                    note: Diagnostic.Note("the first 'deliver' is here", at: first.location)
                )
                continue
            }
            first = key
            if let presented = transition.lastPresentedScreen, spec.screen(named: presented)?.result != nil {
                diagnostics.error(
                    "transition '\(transition.name.value)' delivers '\(key.value)' and presents '\(presented)', "
                        + "which finishes with a result; a move hands back one value, so split it in two",
                    at: key.location
                )
            }
            if options.inclusive {
                diagnostics.error(
                    "'deliver' cannot go with 'inclusive: true': that 'popTo' pops '\(target.value)' too, "
                        + "so no screen would receive '\(key.value)'",
                    at: key.location
                )
            }
            guard let screen = spec.screen(named: target.value) else { continue }
            guard let accepted = screen.acceptedValue(named: key.value) else {
                reportUnknownKey(key, of: screen, diagnostics: &diagnostics)
                continue
            }
            let arguments = transition.arguments(in: spec).arguments
            if let clash = arguments.first(where: { $0.param.name.value == accepted.name.value }) {
                diagnostics.error(
                    "transition '\(transition.name.value)' takes '\(key.value)' both as the value it delivers "
                        + "and as a param of screen '\(clash.screen)'; rename the key or the param",
                    at: key.location,
                    note: Diagnostic.Note("the param is declared here", at: clash.param.name.location)
                )
            }
        }
    }

    private func reportUnknownKey(_ key: Located<String>, of screen: Screen, diagnostics: inout DiagnosticCollector) {
        let keys = screen.accepts.map(\.name.value)
        guard !keys.isEmpty else {
            diagnostics.error(
                "'deliver' hands '\(key.value)' to screen '\(screen.name.value)', which accepts nothing; "
                    + "add 'accepts: { \(key.value): <Type> }' to that screen",
                at: key.location
            )
            return
        }
        diagnostics.error(
            "screen '\(screen.name.value)' accepts no '\(key.value)'; it accepts \(MappingReader.list(keys))",
            at: key.location,
            fixIt: EditDistance.closest(to: key.value, in: keys).map(Diagnostic.FixIt.didYouMean)
        )
    }

    /// Reports two keys with one handler name (`coupon` and `Coupon`), and a handler name that is a
    /// transition of the screen's navigator.
    private func checkHandlerNames(of screen: Screen, in spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        var seen: [String: Located<String>] = [:]
        let transitions = spec.transitions(from: screen.name.value)
        for accepted in screen.accepts {
            let handler = Self.handlerName(of: accepted.name.value)
            if let other = seen.updateValue(accepted.name, forKey: handler) {
                diagnostics.error(
                    "keys '\(other.value)' and '\(accepted.name.value)' of screen '\(screen.name.value)' would "
                        + "both register with '\(handler)'; rename one",
                    at: accepted.name.location,
                    note: Diagnostic.Note("'\(other.value)' is declared here", at: other.location)
                )
            }
            if let transition = transitions.first(where: { $0.name.value == handler }) {
                diagnostics.error(
                    "key '\(accepted.name.value)' of screen '\(screen.name.value)' would register with "
                        + "'\(handler)', which is a transition of its navigator; rename one",
                    at: accepted.name.location,
                    note: Diagnostic.Note("transition '\(handler)' is declared here", at: transition.name.location)
                )
            }
        }
    }
}
